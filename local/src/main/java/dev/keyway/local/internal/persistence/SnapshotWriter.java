package dev.keyway.local.internal.persistence;

import dev.keyway.local.internal.engine.DatabaseState;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Writes a database's snapshot into its {@link DataDirectory} when it starts without one, then a moment after it changed (at most once per
 * interval, from a daemon thread) and once more on close. A crash therefore loses at most the changes of
 * the last interval; a clean close, or a JVM that ends by a signal and runs its shutdown hooks, loses none.
 */
public final class SnapshotWriter implements AutoCloseable {

    private final DataDirectory directory;
    private final Supplier<DatabaseState> snapshot;
    private final LongSupplier changes;
    private final ScheduledExecutorService executor;
    private long written;

    /**
     * @param directory where the snapshot goes
     * @param snapshot takes a consistent state of the database
     * @param changes a count that grows with every change of the database
     * @param interval how long a change may wait before it is written
     */
    public SnapshotWriter(DataDirectory directory, Supplier<DatabaseState> snapshot, LongSupplier changes,
            Duration interval) {
        this.directory = directory;
        this.snapshot = snapshot;
        this.changes = changes;
        this.written = changes.getAsLong();
        if (!directory.hasSnapshot()) {
            // The first snapshot is written now: a directory that cannot be written stops the start, and the
            // first change of a new JVM is not left waiting for the writer's classes to load (which can take
            // longer than the interval and so stretch what a crash loses).
            directory.write(snapshot.get());
        }
        this.executor = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "keyway-local-snapshot");
            thread.setDaemon(true);
            return thread;
        });
        long millis = Math.max(1, interval.toMillis());
        executor.scheduleWithFixedDelay(this::flushQuietly, millis, millis, TimeUnit.MILLISECONDS);
    }

    /** Writes the snapshot now if the database changed since the last one. */
    public synchronized void flush() {
        long now = changes.getAsLong();
        if (now != written) {
            directory.write(snapshot.get());
            written = now;
        }
    }

    private void flushQuietly() {
        try {
            flush();
        } catch (RuntimeException e) {
            // The disk may be full for a moment: the next interval tries again, and close() reports it.
            System.getLogger(SnapshotWriter.class.getName()).log(System.Logger.Level.WARNING,
                    "Could not write the Keyway Local snapshot in " + directory.path(), e);
        }
    }

    /** Stops the periodic writes and writes the last changes. */
    @Override
    public void close() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        flush();
    }
}
