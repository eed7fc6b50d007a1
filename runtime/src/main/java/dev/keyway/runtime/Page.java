package dev.keyway.runtime;

import java.util.List;
import java.util.Optional;

/**
 * One page of query results.
 *
 * @param items  the items, in the query's order
 * @param cursor where the next page starts; empty on the last page. Opaque: pass it to
 *               {@code page(cursor)} of the same query.
 * @param <T>    the record type
 */
public record Page<T>(List<T> items, Optional<String> cursor) {

    /** Copies the items into an unmodifiable list. */
    public Page {
        items = List.copyOf(items);
    }

    /** Whether a further page may hold items. */
    public boolean hasMore() {
        return cursor.isPresent();
    }
}
