package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.schema.TableDefinition;

/**
 * What a query reads pages from: one entity's table, or an item collection of several entity
 * types sharing a partition.
 *
 * @param <T> what the pages hold
 */
public interface PageSource<T> {

    /** The table queried. */
    TableDefinition definition();

    /** DynamoDB's limits on the keys the query reads by, checked before any request. */
    KeySizes keySizes();

    /** The table's name, to which cursors are bound. */
    String tableName();

    /** The keys its cursors are signed with, or {@code null} (the default) for the process-wide {@code CursorSigning}. */
    default CursorKeys cursorKeys() {
        return null;
    }

    /** One page of the query, after the cursor when it is not {@code null}. */
    Page<T> page(QuerySpec<T> spec, String cursor);
}
