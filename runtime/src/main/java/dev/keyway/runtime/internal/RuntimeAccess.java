package dev.keyway.runtime.internal;

import dev.keyway.runtime.CollectionQuery;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.Scan;
import dev.keyway.runtime.Update;
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
        <T> EntityTable<T> table(Repository<T> repository);

        /** A query of this request. */
        <T> Query<T> query(QuerySpec<T> spec);

        /** An item-collection query of this request. */
        <S> CollectionQuery<S> collectionQuery(QuerySpec<S> spec);

        /** An update building this spec. */
        <T> Update<T> update(UpdateSpec<T> spec);

        /** A scan of an index the entity declares. */
        <T> Scan<T> scan(EntityTable<T> table, String indexName);
    }

    private static final String GRANTING_CLASS = "dev.keyway.runtime.RuntimeGrant";

    private static volatile Grant grant;

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

    private static Grant grant() {
        Grant installed = grant;
        if (installed == null) {
            try { // initializing the granting class installs it
                Class.forName(GRANTING_CLASS, true, RuntimeAccess.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("keyway-runtime is incomplete: " + GRANTING_CLASS + " is missing", e);
            }
            installed = grant;
        }
        return installed;
    }

    /**
     * The table operations of a generated repository, for its keyed methods and queries.
     *
     * <pre>{@code
     * private final EntityTable<Order> table = RuntimeAccess.table(this);
     * }</pre>
     */
    public static <T> EntityTable<T> table(Repository<T> repository) {
        return grant().table(Objects.requireNonNull(repository, "repository"));
    }

    /** A query of this request. */
    public static <T> Query<T> query(QuerySpec<T> spec) {
        return grant().query(Objects.requireNonNull(spec, "spec"));
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
    public static <T> Scan<T> scan(EntityTable<T> table, String indexName) {
        return grant().scan(Objects.requireNonNull(table, "table"), indexName);
    }
}
