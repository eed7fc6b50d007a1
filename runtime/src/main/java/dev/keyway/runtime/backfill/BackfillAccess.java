package dev.keyway.runtime.backfill;

import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;

/**
 * Grants {@link RuntimeAccess} the backfill's constructor, so that a repository makes its
 * backfill while no public signature here names an internal type.
 */
final class BackfillAccess implements RuntimeAccess.BackfillGrant {

    static {
        RuntimeAccess.install(new BackfillAccess());
    }

    private BackfillAccess() {
    }

    @Override
    public <T> Backfill<T> backfill(EntityOperations<T> table) {
        return new Backfill<>(table);
    }
}
