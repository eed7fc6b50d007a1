package dev.keyway.runtime.internal;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.KeywaySettings;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.backfill.Backfill;
import dev.keyway.runtime.internal.query.CursorKeys;
import dev.keyway.runtime.internal.query.QuerySpec;
import dev.keyway.runtime.internal.scan.ParallelScan;
import dev.keyway.runtime.internal.write.UpdateSpec;
import java.util.Objects;

/**
 * How this package and generated code reach what {@code dev.keyway.runtime} keeps package-private:
 * a repository's table, the queries and updates made from internal specs, and index scans. The public classes
 * take and return no type of this package, so these are granted here instead (the JDK's
 * "shared secrets" pattern): a package-private class of {@code dev.keyway.runtime} implements
 * {@link Grant} and installs itself when first needed. Not an API for applications.
 */
public final class RuntimeAccess {

    /** What {@code dev.keyway.runtime} grants; implemented there, once. */
    public interface Grant {

        /** The table operations of a repository. */
        <T> EntityOperations<T> operations(Repository<T> repository);

        /** A query of this request. */
        <T> Query<T> query(QuerySpec<T> spec);

        /** The request of a query, for the asynchronous repositories that run it. */
        <T> QuerySpec<T> querySpec(Query<T> query);

        /** An item-collection query of this request. */
        <S> CollectionQuery<S> collectionQuery(QuerySpec<S> spec);

        /** An update building this spec. */
        <T> Update<T> update(UpdateSpec<T> spec);

        /** A scan of an index the entity declares. */
        <T> Scan<T> scan(EntityOperations<T> table, String indexName);

        /** A scan of the entity's items in its table. */
        <T> Scan<T> scan(EntityOperations<T> table);

        /** The spec an update builds, for a transaction that writes it. */
        <T> UpdateSpec<T> updateSpec(Update<T> update);

        /** The parallel scan a scan runs, for a backfill that reads its pages. */
        <T> ParallelScan<T> parallelScan(Scan<T> scan);

        /** The cursor keys of an application's settings, {@code null} for the process-wide ones. */
        CursorKeys cursorKeys(KeywaySettings settings);
    }

    /** What {@code dev.keyway.runtime.backfill} grants; implemented there, once. */
    public interface BackfillGrant {

        /** A backfill of the table's entity, for a repository's {@code backfill()}. */
        <T> Backfill<T> backfill(EntityOperations<T> table);
    }

    private static final String GRANTING_CLASS = "dev.keyway.runtime.RuntimeGrant";
    private static final String BACKFILL_GRANTING_CLASS = "dev.keyway.runtime.backfill.BackfillAccess";

    private static volatile Grant grant;
    private static volatile BackfillGrant backfillGrant;

    private RuntimeAccess() {
    }

    /**
     * Installs the grant; only {@code dev.keyway.runtime.RuntimeGrant} calls it, once.
     *
     * @throws IllegalStateException if a grant is installed already, or by another class
     */
    public static synchronized void install(Grant granted) {
        Objects.requireNonNull(granted, "granted");
        if (grant != null || !granted.getClass().getName().equals(GRANTING_CLASS)) {
            throw new IllegalStateException("RuntimeAccess is granted by " + GRANTING_CLASS + " only, once");
        }
        grant = granted;
    }

    /**
     * Installs the backfill package's grant; only {@code dev.keyway.runtime.backfill.BackfillAccess} calls it, once.
     *
     * @throws IllegalStateException if a grant is installed already, or by another class
     */
    public static synchronized void install(BackfillGrant granted) {
        Objects.requireNonNull(granted, "granted");
        if (backfillGrant != null || !granted.getClass().getName().equals(BACKFILL_GRANTING_CLASS)) {
            throw new IllegalStateException("RuntimeAccess.BackfillGrant is granted by " + BACKFILL_GRANTING_CLASS
                    + " only, once");
        }
        backfillGrant = granted;
    }

    private static BackfillGrant backfillGrant() {
        BackfillGrant installed = backfillGrant;
        if (installed == null) {
            initialize(BACKFILL_GRANTING_CLASS);
            installed = backfillGrant;
        }
        return installed;
    }

    private static void initialize(String grantingClass) {
        try { // initializing the granting class installs it
            Class.forName(grantingClass, true, RuntimeAccess.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("keyway-runtime is incomplete: " + grantingClass + " is missing", e);
        }
    }

    private static Grant grant() {
        Grant installed = grant;
        if (installed == null) {
            initialize(GRANTING_CLASS);
            installed = grant;
        }
        return installed;
    }

    /**
     * The table operations of a generated repository, for its keyed methods and queries.
     *
     * <pre>{@code
     * private final EntityOperations<Order> table = RuntimeAccess.operations(this);
     * }</pre>
     */
    public static <T> EntityOperations<T> operations(Repository<T> repository) {
        return grant().operations(Objects.requireNonNull(repository, "repository"));
    }

    /** A query of this request. */
    public static <T> Query<T> query(QuerySpec<T> spec) {
        return grant().query(Objects.requireNonNull(spec, "spec"));
    }

    /** The request of a query, for the asynchronous repositories that run it. */
    public static <T> QuerySpec<T> querySpec(Query<T> query) {
        return grant().querySpec(Objects.requireNonNull(query, "query"));
    }

    /** An item-collection query of this request. */
    public static <S> CollectionQuery<S> collectionQuery(QuerySpec<S> spec) {
        return grant().collectionQuery(Objects.requireNonNull(spec, "spec"));
    }

    /** An update building this spec. */
    public static <T> Update<T> update(UpdateSpec<T> spec) {
        return grant().update(Objects.requireNonNull(spec, "spec"));
    }

    /**
     * A scan of one of the entity's indexes, for a generated {@code scanGsi1()}.
     *
     * @throws IllegalArgumentException if the entity declares no such index
     */
    public static <T> Scan<T> scan(EntityOperations<T> table, String indexName) {
        return grant().scan(Objects.requireNonNull(table, "table"), indexName);
    }

    /** A scan of the entity's items in its table. */
    public static <T> Scan<T> scan(EntityOperations<T> table) {
        return grant().scan(Objects.requireNonNull(table, "table"));
    }

    /** The spec an update builds. */
    public static <T> UpdateSpec<T> updateSpec(Update<T> update) {
        return grant().updateSpec(Objects.requireNonNull(update, "update"));
    }

    /** The parallel scan a scan runs. */
    public static <T> ParallelScan<T> parallelScan(Scan<T> scan) {
        return grant().parallelScan(Objects.requireNonNull(scan, "scan"));
    }

    /** The cursor keys of an application's settings, {@code null} for the process-wide ones. */
    public static CursorKeys cursorKeys(KeywaySettings settings) {
        return grant().cursorKeys(Objects.requireNonNull(settings, "settings"));
    }

    /** A backfill of the table's entity. */
    public static <T> Backfill<T> backfill(EntityOperations<T> table) {
        return backfillGrant().backfill(Objects.requireNonNull(table, "table"));
    }
}
