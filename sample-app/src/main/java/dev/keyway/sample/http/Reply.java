package dev.keyway.sample.http;

import dev.keyway.runtime.Page;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/** A response: a status and a body to write as JSON (none for 204). */
record Reply(int status, Object body) {

    /** A list's page as every list endpoint returns it: {@code {"items": [...], "cursor": "..."|null}}. */
    record Listing(List<?> items, String cursor) {}

    static Reply ok(Object body) {
        return new Reply(200, body);
    }

    static Reply created(Object body) {
        return new Reply(201, body);
    }

    static Reply noContent() {
        return new Reply(204, null);
    }

    static Reply listing(List<?> items, Optional<String> cursor) {
        return ok(new Listing(items, cursor.orElse(null)));
    }

    static <T> Reply page(Page<T> page) {
        return listing(page.items(), page.cursor());
    }

    static <T, V> Reply page(Page<T> page, Function<T, V> view) {
        return listing(page.items().stream().map(view).toList(), page.cursor());
    }
}
