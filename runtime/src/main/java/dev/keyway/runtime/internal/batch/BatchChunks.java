package dev.keyway.runtime.internal.batch;

import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.schema.TableDefinition;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Runs a batch's chunks of requests for {@link Batches}: at most {@code parallelism} at a time, each
 * sent again with backoff while throttled or partly unprocessed, and what is left of each reported
 * with its cause.
 */
final class BatchChunks {

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();
    private static final ThreadFactory DAEMON_THREADS = task -> {
        Thread thread = new Thread(task, "keyway-batch-" + THREAD_NUMBER.incrementAndGet());
        thread.setDaemon(true); // a pool left behind by a bug must not keep the JVM alive
        return thread;
    };

    private BatchChunks() {
    }

    /** Splits the entries into chunks and runs them, at most {@code parallelism} at a time. */
    static <K> Run<K> execute(List<Entry<K>> entries, int chunkSize, BatchOptions options, Sender<K> sender) {
        List<Chunk<K>> chunks = new ArrayList<>((entries.size() + chunkSize - 1) / chunkSize);
        for (int from = 0; from < entries.size(); from += chunkSize) {
            chunks.add(new Chunk<>(List.copyOf(entries.subList(from, Math.min(entries.size(), from + chunkSize)))));
        }
        AtomicInteger requests = new AtomicInteger();
        int threads = Math.min(options.parallelism(), chunks.size());
        if (threads <= 1) {
            for (Chunk<K> chunk : chunks) {
                attempt(chunk, sender, options, requests);
            }
            return new Run<>(chunks, requests.get());
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads, DAEMON_THREADS);
        try {
            List<Future<?>> futures = new ArrayList<>(chunks.size());
            for (Chunk<K> chunk : chunks) {
                futures.add(pool.submit(() -> attempt(chunk, sender, options, requests)));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            // Do not wait for chunks in flight: report them as they stand (a late response is ignored).
            for (Chunk<K> chunk : chunks) {
                chunk.close(e);
            }
        } catch (ExecutionException e) {
            // attempt() reports what requests throw; anything else is a bug or an Error, not ours to hide
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(cause);
        } finally {
            pool.shutdownNow(); // interrupts chunks still running after an interrupt, and ends the threads
        }
        return new Run<>(chunks, requests.get());
    }

    /** Sends one chunk until it is done, fails, or runs out of attempts; always closes it. */
    private static <K> void attempt(Chunk<K> chunk, Sender<K> sender, BatchOptions options, AtomicInteger requests) {
        Throwable lastError = null;
        for (int attempt = 0; ; attempt++) {
            List<Entry<K>> remaining = chunk.remaining();
            if (remaining == null) {
                return; // closed by the caller, who stopped waiting
            }
            if (Thread.currentThread().isInterrupted()) {
                chunk.close(new InterruptedException("interrupted before the request was sent"));
                return;
            }
            List<Map<String, AttributeValue>> found = new ArrayList<>();
            try {
                requests.incrementAndGet();
                Set<BatchKeyId> unprocessed = sender.send(remaining, found, attempt + 1);
                List<Entry<K>> left = new ArrayList<>();
                for (Entry<K> entry : remaining) {
                    if (unprocessed.contains(entry.id())) {
                        left.add(entry);
                    }
                }
                lastError = null;
                if (!chunk.update(left, found)) {
                    return;
                }
                if (left.isEmpty()) {
                    chunk.close(null);
                    return;
                }
            } catch (RuntimeException e) {
                if (isInterruption(e)) {
                    Thread.currentThread().interrupt(); // the SDK may have cleared the flag: the caller needs it
                }
                if (!Batches.isThrottling(e) || Thread.currentThread().isInterrupted()) {
                    chunk.close(e); // sending it again would fail the same way
                    return;
                }
                lastError = e;
            }
            if (attempt + 1 >= options.maxAttempts()) {
                chunk.close(lastError);
                return;
            }
            Duration delay = options.backoff(attempt);
            try {
                options.sleeper().sleep(delay);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                chunk.close(e);
                return;
            }
        }
    }

    /** Sends one request for a chunk's entries (attempt 1, 2...) and returns the ids DynamoDB left unprocessed. */
    @FunctionalInterface
    interface Sender<K> {
        Set<BatchKeyId> send(List<Entry<K>> entries, List<Map<String, AttributeValue>> found, int attempt);
    }

    /** Whether a request failed because its thread was interrupted (the SDK's {@link AbortedException}). */
    private static boolean isInterruption(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof AbortedException || cause instanceof InterruptedException) {
                return true;
            }
        }
        return false;
    }

    /**
     * One distinct item or key.
     *
     * @param submitted what the caller passed (reported back if unprocessed)
     * @param payload   what is sent: the item, or the projected key
     * @param id        its primary key
     */
    record Entry<K>(K submitted, Map<String, AttributeValue> payload, BatchKeyId id) {
    }

    /**
     * A chunk's state, shared by the thread sending it and the caller: closed once, by whoever
     * finishes it first; after that, late updates are ignored.
     */
    static final class Chunk<K> {

        private List<Entry<K>> remaining;
        private final List<Map<String, AttributeValue>> found = new ArrayList<>();
        private boolean closed;
        private Throwable cause;

        Chunk(List<Entry<K>> entries) {
            remaining = entries;
        }

        /** What is left to send, or {@code null} once closed. */
        synchronized List<Entry<K>> remaining() {
            return closed ? null : remaining;
        }

        /** Records a response; {@code false} if the chunk was closed meanwhile. */
        synchronized boolean update(List<Entry<K>> left, List<Map<String, AttributeValue>> newlyFound) {
            if (closed) {
                return false;
            }
            remaining = left;
            found.addAll(newlyFound);
            return true;
        }

        /** Stops the chunk: what remains is unprocessed, for that cause ({@code null}: left unprocessed). */
        synchronized void close(Throwable why) {
            if (!closed) {
                closed = true;
                cause = why;
            }
        }

        synchronized List<Entry<K>> unprocessed() {
            return remaining;
        }

        synchronized Throwable cause() {
            return cause;
        }

        synchronized List<Map<String, AttributeValue>> found() {
            return List.copyOf(found);
        }
    }

    /** All chunks after they ran, and the number of requests sent. */
    record Run<K>(List<Chunk<K>> chunks, int requests) {

        List<BatchResult.Failure<K>> failures(TableDefinition table) {
            List<BatchResult.Failure<K>> failures = new ArrayList<>();
            for (Chunk<K> chunk : chunks) { // chunks and what remains of each keep the submission order
                chunk.close(new IllegalStateException("the batch stopped before this chunk finished"));
                Optional<Throwable> cause = Optional.ofNullable(chunk.cause());
                for (Entry<K> entry : chunk.unprocessed()) {
                    failures.add(new BatchResult.Failure<>(entry.submitted(),
                            table.describeKey(entry.payload()), cause));
                }
            }
            return failures;
        }

        List<Map<String, AttributeValue>> found() {
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            for (Chunk<K> chunk : chunks) {
                items.addAll(chunk.found());
            }
            return items;
        }
    }
}
