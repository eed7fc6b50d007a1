package dev.keyway.runtime.internal.batch;

import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.batch.BatchChunks.Chunk;
import dev.keyway.runtime.internal.batch.BatchChunks.Entry;
import dev.keyway.runtime.internal.batch.BatchChunks.Run;
import dev.keyway.runtime.internal.request.AsyncRequests;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The asynchronous run of a batch's chunks, with the rules of {@link BatchChunks}: at most
 * {@link BatchOptions#parallelism()} requests in flight, unprocessed items and throttled chunks
 * sent again after a backoff with jitter up to {@link BatchOptions#maxAttempts()} attempts, and
 * whatever is still not done reported with its cause, never dropped. A backoff is a delayed
 * send ({@link Futures#after}), not a sleeping thread; {@link BatchOptions#sleeper()} is not used.
 */
final class AsyncBatchChunks {

    private AsyncBatchChunks() {
    }

    /** Sends one request for a chunk's entries (attempt 1, 2...); its future holds the ids left unprocessed. */
    @FunctionalInterface
    interface Sender<K> {
        CompletableFuture<Set<BatchKeyId>> send(List<Entry<K>> entries, List<Map<String, AttributeValue>> found,
                                                int attempt);
    }

    /** Splits the entries into chunks and runs them; the future completes when every chunk is closed. */
    static <K> CompletableFuture<Run<K>> execute(List<Entry<K>> entries, int chunkSize, BatchOptions options,
                                                 Sender<K> sender) {
        List<Chunk<K>> chunks = new ArrayList<>((entries.size() + chunkSize - 1) / chunkSize);
        for (int from = 0; from < entries.size(); from += chunkSize) {
            chunks.add(new Chunk<>(List.copyOf(entries.subList(from, Math.min(entries.size(), from + chunkSize)))));
        }
        AtomicInteger requests = new AtomicInteger();
        CompletableFuture<Run<K>> done = new CompletableFuture<>();
        if (chunks.isEmpty()) {
            done.complete(new Run<>(chunks, 0));
            return done;
        }
        ConcurrentLinkedQueue<Chunk<K>> waiting = new ConcurrentLinkedQueue<>(chunks);
        AtomicInteger open = new AtomicInteger(chunks.size());
        Runnable closed = () -> {
            if (open.decrementAndGet() == 0) {
                done.complete(new Run<>(chunks, requests.get()));
            }
        };
        int lanes = Math.min(options.parallelism(), chunks.size());
        for (int lane = 0; lane < lanes; lane++) {
            next(waiting, sender, options, requests, closed);
        }
        return done;
    }

    /** Takes the next waiting chunk, if any, and runs it; when it is closed, the lane takes the next one. */
    private static <K> void next(ConcurrentLinkedQueue<Chunk<K>> waiting, Sender<K> sender, BatchOptions options,
                                 AtomicInteger requests, Runnable closed) {
        Chunk<K> chunk = waiting.poll();
        if (chunk == null) {
            return;
        }
        attempt(chunk, 0, sender, options, requests, () -> {
            closed.run();
            next(waiting, sender, options, requests, closed);
        });
    }

    /** Sends the chunk's remaining entries (attempt {@code attempt + 1}); calls {@code closed} once it is closed. */
    private static <K> void attempt(Chunk<K> chunk, int attempt, Sender<K> sender, BatchOptions options,
                                    AtomicInteger requests, Runnable closed) {
        List<Entry<K>> remaining = chunk.remaining();
        if (remaining == null) {
            closed.run();
            return;
        }
        List<Map<String, AttributeValue>> found = new ArrayList<>();
        requests.incrementAndGet();
        Futures.attempt(() -> sender.send(remaining, found, attempt + 1)).whenComplete((unprocessed, failure) -> {
            Throwable error = null;
            if (failure != null) {
                error = AsyncRequests.unwrap(failure);
                if (!Batches.isThrottling(error)) {
                    chunk.close(error); // sending it again would fail the same way
                    closed.run();
                    return;
                }
            } else {
                List<Entry<K>> left = new ArrayList<>();
                for (Entry<K> entry : remaining) {
                    if (unprocessed.contains(entry.id())) {
                        left.add(entry);
                    }
                }
                if (!chunk.update(left, found) || left.isEmpty()) {
                    chunk.close(null);
                    closed.run();
                    return;
                }
            }
            if (attempt + 1 >= options.maxAttempts()) {
                chunk.close(error);
                closed.run();
                return;
            }
            CompletableFuture.runAsync(() -> attempt(chunk, attempt + 1, sender, options, requests, closed),
                    Futures.after(options.backoff(attempt)));
        });
    }
}
