package dev.keyway.local.internal.persistence;

import dev.keyway.local.internal.engine.DatabaseState;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * The directory a database is kept in: one snapshot file ({@value #SNAPSHOT}), replaced whole by writing a
 * temporary file, forcing it to disk and renaming it over the old one, so that a crash at any moment leaves
 * either the old snapshot or the new one, never a torn file. A lock file keeps a second process (or a
 * second handle in this one) out of a directory in use.
 */
public final class DataDirectory implements AutoCloseable {

    static final String SNAPSHOT = "keyway-local.json";
    private static final String TEMPORARY = "keyway-local.json.tmp";
    private static final String LOCK = "keyway-local.lock";

    private final Path directory;
    private final FileChannel lockChannel;
    private final FileLock lock;

    private DataDirectory(Path directory, FileChannel lockChannel, FileLock lock) {
        this.directory = directory;
        this.lockChannel = lockChannel;
        this.lock = lock;
    }

    /**
     * Opens a directory, creating it if missing, and takes its lock.
     *
     * @throws IllegalStateException if another process or handle uses it
     * @throws UncheckedIOException if it cannot be created or locked
     */
    public static DataDirectory open(Path directory) {
        try {
            Files.createDirectories(directory);
            FileChannel channel = FileChannel.open(directory.resolve(LOCK), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException inThisJvm) {
                lock = null;
            }
            if (lock == null) {
                channel.close();
                throw new IllegalStateException("The Keyway Local data directory " + directory
                        + " is in use by another Keyway Local; stop it first or choose another directory");
            }
            return new DataDirectory(directory, channel, lock);
        } catch (IOException e) {
            throw new UncheckedIOException("Could not open the Keyway Local data directory " + directory, e);
        }
    }

    /** The directory. */
    public Path path() {
        return directory;
    }

    /** Whether a snapshot was written here. */
    public boolean hasSnapshot() {
        return Files.exists(directory.resolve(SNAPSHOT));
    }

    /**
     * The state kept here, if any.
     *
     * @throws IllegalStateException if the snapshot cannot be read: the data is never silently dropped, so
     *     a damaged snapshot stops the start with a message naming the file
     */
    public Optional<DatabaseState> read() {
        Path snapshot = directory.resolve(SNAPSHOT);
        if (!Files.exists(snapshot)) {
            return Optional.empty();
        }
        try (InputStream in = Files.newInputStream(snapshot)) {
            return Optional.of(StateJson.read(in));
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("Could not read the Keyway Local snapshot " + snapshot
                    + "; move it away to start with an empty database", e);
        }
    }

    /**
     * Replaces the snapshot with a state, durably: when this returns, the state is on disk.
     *
     * @throws UncheckedIOException if it cannot be written (the previous snapshot is then still whole)
     */
    public void write(DatabaseState state) {
        Path temporary = directory.resolve(TEMPORARY);
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel));
                StateJson.write(state, out);
                out.flush();
                channel.force(true);
            }
            try {
                Files.move(temporary, directory.resolve(SNAPSHOT), StandardCopyOption.ATOMIC_MOVE,
                        StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, directory.resolve(SNAPSHOT), StandardCopyOption.REPLACE_EXISTING);
            }
            forceDirectory();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not write the Keyway Local snapshot in " + directory, e);
        }
    }

    /** Makes the rename durable where the file system allows opening a directory (Linux, macOS). */
    private void forceDirectory() {
        try (FileChannel channel = FileChannel.open(directory, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException notOnThisSystem) {
            // Windows cannot open a directory; its rename is durable enough for development data.
        }
    }

    /** Releases the lock. */
    @Override
    public void close() {
        try {
            lock.release();
            lockChannel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("Could not release the Keyway Local data directory " + directory, e);
        }
    }
}
