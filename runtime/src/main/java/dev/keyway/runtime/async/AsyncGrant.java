package dev.keyway.runtime.async;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.internal.async.AsyncAccess;
import dev.keyway.runtime.internal.async.AsyncEntityOperations;

/** Grants {@link AsyncAccess} what this package keeps package-private, so that no public signature names it. */
final class AsyncGrant implements AsyncAccess.Grant {

    static {
        AsyncAccess.install(new AsyncGrant());
    }

    private AsyncGrant() {
    }

    @Override
    public <T> EntityRepository<T> prepared(AsyncEntityRepository<T> repository) {
        return repository.prepared();
    }

    @Override
    public <T> Update<T> update(AsyncUpdate<T> update) {
        return update.built();
    }

    @Override
    public <T> AsyncEntityOperations<T> operations(AsyncEntityRepository<T> repository) {
        return repository.operations();
    }

    @Override
    public <T> AsyncEntityOperations<T> operations(AsyncUpdate<T> update) {
        return update.operations();
    }
}
