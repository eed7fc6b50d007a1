package dev.keyway.runtime.internal;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.internal.key.KeySizes;
import dev.keyway.runtime.internal.query.PageSource;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.List;
import java.util.Optional;

/** A page source that only has a name: what cursors are bound to, for tests of cursors without requests. */
public record NamedTable<T>(String tableName) implements PageSource<T> {

    public static final TableDefinition DEFINITION = new TableDefinition("Shop", "PK", Optional.of("SK"), "_type", List.of());

    @Override
    public TableDefinition definition() {
        return DEFINITION;
    }

    @Override
    public KeySizes keySizes() {
        throw new UnsupportedOperationException("a named table has no schema");
    }

    @Override
    public Page<T> page(QuerySpec<T> spec, String cursor) {
        throw new UnsupportedOperationException("a named table sends no request");
    }
}
