package dev.keyway.runtime.internal.async;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.async.AsyncEntityRepository;
import dev.keyway.runtime.async.AsyncUpdate;
import java.util.Objects;

/**
 * How the transaction package reaches what {@code dev.keyway.runtime.async} keeps to itself: the
 * prepared synchronous repository behind an asynchronous one, and the update behind an
 * {@link AsyncUpdate}. Granted as {@code RuntimeAccess} is: {@code AsyncGrant} installs itself
 * when first needed. Not an API for applications.
 */
public final class AsyncAccess {

    /** What {@code dev.keyway.runtime.async} grants; implemented there, once. */
    public interface Grant {

        /** The synchronous repository that prepares the requests of an asynchronous one. */
        <T> EntityRepository<T> prepared(AsyncEntityRepository<T> repository);

        /** The update an asynchronous update builds; what building it threw, thrown. */
        <T> Update<T> update(AsyncUpdate<T> update);

        /** The asynchronous operations of an asynchronous repository: its reads and requests. */
        <T> AsyncEntityOperations<T> operations(AsyncEntityRepository<T> repository);

        /** The asynchronous operations of the repository that made the update. */
        <T> AsyncEntityOperations<T> operations(AsyncUpdate<T> update);
    }

    private static final String GRANTING_CLASS = "dev.keyway.runtime.async.AsyncGrant";

    private static volatile Grant grant;

    private AsyncAccess() {
    }

    /**
     * Installs the grant; only {@code dev.keyway.runtime.async.AsyncGrant} calls it, once.
     *
     * @throws IllegalStateException if a grant is installed already, or by another class
     */
    public static synchronized void install(Grant granted) {
        Objects.requireNonNull(granted, "granted");
        if (grant != null || !granted.getClass().getName().equals(GRANTING_CLASS)) {
            throw new IllegalStateException("AsyncAccess is granted by " + GRANTING_CLASS + " only, once");
        }
        grant = granted;
    }

    private static Grant grant() {
        Grant installed = grant;
        if (installed == null) {
            try { // initializing the granting class installs it
                Class.forName(GRANTING_CLASS, true, AsyncAccess.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalStateException("keyway-runtime is incomplete: " + GRANTING_CLASS + " is missing", e);
            }
            installed = grant;
        }
        return installed;
    }

    public static <T> EntityRepository<T> prepared(AsyncEntityRepository<T> repository) {
        return grant().prepared(Objects.requireNonNull(repository, "repository"));
    }

    public static <T> Update<T> update(AsyncUpdate<T> update) {
        return grant().update(Objects.requireNonNull(update, "update"));
    }

    public static <T> AsyncEntityOperations<T> operations(AsyncEntityRepository<T> repository) {
        return grant().operations(Objects.requireNonNull(repository, "repository"));
    }

    public static <T> AsyncEntityOperations<T> operations(AsyncUpdate<T> update) {
        return grant().operations(Objects.requireNonNull(update, "update"));
    }
}
