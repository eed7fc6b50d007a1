package dev.keyway.sample.service;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.Query;

/**
 * Which page of a list to read: up to {@code limit} items (1 to {@value #MAX_LIMIT}), after the
 * position {@code cursor} (null for the first page) that the previous page returned.
 */
public record PageRequest(int limit, String cursor) {

    public static final int DEFAULT_LIMIT = 20;
    public static final int MAX_LIMIT = 100;

    public PageRequest {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw ServiceException.invalid("limit", "must be between 1 and " + MAX_LIMIT);
        }
        if (cursor != null && cursor.isBlank()) {
            cursor = null;
        }
    }

    /** The first page of the default size. */
    public static PageRequest first() {
        return new PageRequest(DEFAULT_LIMIT, null);
    }

    /** The first page of this size. */
    public static PageRequest first(int limit) {
        return new PageRequest(limit, null);
    }

    /** Reads this page of a query; a cursor of another query fails with {@code InvalidCursorException}. */
    public <T> Page<T> read(Query<T> query) {
        Query<T> limited = query.limit(limit);
        return cursor == null ? limited.page() : limited.page(cursor);
    }
}
