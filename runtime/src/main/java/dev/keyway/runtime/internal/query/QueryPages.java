package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.Page;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.function.Consumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/** Runs queries page by page, for {@link dev.keyway.runtime.Query}. */
public final class QueryPages {

    private QueryPages() {
    }

    /** One page, after {@code cursor} when it is not {@code null}. */
    public static <T> Page<T> page(QuerySpec<T> spec, String cursor) {
        return spec.source().page(spec, cursor);
    }

    /** Every item, one page request at a time as the stream advances. */
    public static <T> Stream<T> stream(QuerySpec<T> spec) {
        return pages(spec).flatMap(page -> page.items().stream());
    }

    /** Every page, one request at a time as the stream advances; the last one has no cursor. */
    public static <T> Stream<Page<T>> pages(QuerySpec<T> spec) {
        Spliterator<Page<T>> pages = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.NONNULL) {
            private String cursor;
            private boolean last;

            @Override
            public boolean tryAdvance(Consumer<? super Page<T>> action) {
                if (last) {
                    return false;
                }
                Page<T> page = spec.source().page(spec, cursor);
                cursor = page.cursor().orElse(null);
                last = cursor == null;
                action.accept(page);
                return true;
            }
        };
        return StreamSupport.stream(pages, false);
    }
}
