package dev.keyway.runtime;

import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.query.CursorKeys;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.scan.ParallelScan;
import dev.keyway.runtime.internal.write.UpdateSpec;

/**
 * Grants {@link RuntimeAccess} what this package keeps package-private, so that no public or
 * protected signature here names an internal type (see the package documentation).
 */
final class RuntimeGrant implements RuntimeAccess.Grant {

    static {
        RuntimeAccess.install(new RuntimeGrant());
    }

    private RuntimeGrant() {
    }

    @Override
    public <T> EntityOperations<T> operations(Repository<T> repository) {
        return EntityRepository.tableOf(repository);
    }

    @Override
    public CursorKeys cursorKeys(KeywaySettings settings) {
        return settings.cursorKeys();
    }

    @Override
    public <T> Query<T> query(QuerySpec<T> spec) {
        return new Query<>(spec);
    }

    @Override
    public <T> QuerySpec<T> querySpec(Query<T> query) {
        return query.spec();
    }

    @Override
    public <S> CollectionQuery<S> collectionQuery(QuerySpec<S> spec) {
        return new CollectionQuery<>(new Query<>(spec));
    }

    @Override
    public <T> Update<T> update(UpdateSpec<T> spec) {
        return new Update<>(spec);
    }

    @Override
    public <T> Scan<T> scan(EntityOperations<T> table, String indexName) {
        return new Scan<>(table, indexName);
    }

    @Override
    public <T> Scan<T> scan(EntityOperations<T> table) {
        return new Scan<>(table);
    }

    @Override
    public <T> UpdateSpec<T> updateSpec(Update<T> update) {
        return update.spec();
    }

    @Override
    public <T> ParallelScan<T> parallelScan(Scan<T> scan) {
        return scan.parallelScan();
    }
}
