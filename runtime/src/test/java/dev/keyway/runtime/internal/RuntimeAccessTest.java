package dev.keyway.runtime.internal;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
import org.junit.jupiter.api.Test;

/** Only the runtime's own grant is installed, once: no other class can take its place. */
class RuntimeAccessTest {

    @Test
    void anotherGrantIsRefused() {
        RuntimeAccess.Grant impostor = new RuntimeAccess.Grant() {
            @Override
            public <T> EntityTable<T> table(Repository<T> repository) {
                return null;
            }

            @Override
            public <T> Query<T> query(QuerySpec<T> spec) {
                return null;
            }

            @Override
            public <S> CollectionQuery<S> collectionQuery(QuerySpec<S> spec) {
                return null;
            }

            @Override
            public <T> Update<T> update(UpdateSpec<T> spec) {
                return null;
            }

            @Override
            public <T> Scan<T> scan(EntityTable<T> table, String indexName) {
                return null;
            }
        };
        assertThrows(IllegalStateException.class, () -> RuntimeAccess.install(impostor));
        assertThrows(NullPointerException.class, () -> RuntimeAccess.table(null));
    }
}
