package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.async.Futures;
import dev.keyway.runtime.internal.request.AsyncRequests;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Pages of a sharded partition: the same query on every shard, in parallel, merged in
 * sort-key order. Each shard may stop anywhere (its limit, DynamoDB's 1 MB): its unread items
 * sort after the last key it evaluated, its frontier. So a merged item is emitted only when no
 * shard with unread items has a frontier before it; the cursor keeps every shard's position.
 *
 * <p>A page of {@code n} items first asks each shard for a share of it (twice an even share, plus
 * one), not for {@code n}: a hash spreads the items evenly, so that is nearly always enough, and
 * the shards return about twice the page instead of {@code shards} times it. When a shard's
 * frontier still holds the page back, that shard alone is read further, until the page is full
 * or every shard is read out: pages stay full and exact.
 *
 * <p>The merge is written once for both repositories ({@link #merge}): the synchronous pages send
 * the shards' requests on shard threads and wait, the asynchronous ones ({@link AsyncEntityPages})
 * through the asynchronous client, composed, so the order and the cursors are the same.
 */
final class ShardedPages {

    /** Threads that query shards: shared by all pages, created as needed, ended after a minute idle. */
    private static final ExecutorService SHARD_QUERIES = Executors.newCachedThreadPool(new ThreadFactory() {
        private final AtomicInteger threads = new AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "keyway-shard-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    });

    private ShardedPages() {
    }

    /** One item read from a shard, with where it came from. */
    private record Read(int shard, int order, Map<String, AttributeValue> item) {
    }

    /** What has been read from one shard for this page: its items in order, and where it stopped ({@code null}: done). */
    private static final class ShardRead {
        final List<Map<String, AttributeValue>> items = new ArrayList<>();
        Map<String, AttributeValue> lastKey;
        boolean queried;
    }

    /**
     * Sends one shard's Query request: the shard's spec ({@link QuerySpec#forShard}) from a start
     * key ({@code null}: its beginning), without the probe item. The synchronous pages send it on
     * the shard threads, the asynchronous ones through the asynchronous client.
     */
    interface ShardQuery<T> {
        CompletableFuture<QueryResponse> query(QuerySpec<T> shard, Map<String, AttributeValue> start);
    }

    /** A merged page's items in order (still to decode) and the cursor after them. */
    record Merged(List<Map<String, AttributeValue>> items, Optional<String> cursor) {
    }

    /** A page of the synchronous repository: the shards queried on the shard threads, the caller waiting. */
    static <T> Page<T> page(EntityPages<T> pages, QuerySpec<T> spec, String cursor) {
        CompletableFuture<Merged> merged = merge(spec, pages.definition(), cursor, (shard, start) ->
                CompletableFuture.supplyAsync(() -> pages.query(shard, start, false), SHARD_QUERIES));
        try {
            Merged page = merged.get();
            return new Page<>(pages.decode(spec, page.items()), page.cursor());
        } catch (InterruptedException e) {
            merged.cancel(true);
            Thread.currentThread().interrupt();
            throw new KeywayException("Interrupted while querying the shards of " + spec.patternId(), e);
        } catch (ExecutionException e) {
            Throwable cause = AsyncRequests.unwrap(e);
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new KeywayException("A shard query of " + spec.patternId() + " failed", cause);
        }
    }

    /**
     * The merged page after the cursor ({@code null}: the first): every open shard queried at once
     * for its share, then the shards that hold the page back, until it is full or they are read
     * out. The same merge, order and cursor for both repositories; only the sending differs.
     *
     * @throws dev.keyway.runtime.exception.InvalidCursorException if the cursor is malformed or from another query
     */
    static <T> CompletableFuture<Merged> merge(QuerySpec<T> spec, TableDefinition definition, String cursor,
                                                ShardQuery<T> send) {
        int shards = spec.shardKeys().size();
        Cursors.ShardPositions positions = cursor == null
                ? new Cursors.ShardPositions(new ArrayList<>(java.util.Collections.nCopies(shards, null)), new boolean[shards])
                : Cursors.decodeShards(spec, cursor);
        ShardRead[] reads = new ShardRead[shards];
        List<Integer> open = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            reads[shard] = new ShardRead();
            if (!positions.done()[shard]) {
                open.add(shard);
            }
        }
        int share = spec.limit() > 0 ? Math.min(spec.limit(), 2 * ((spec.limit() + shards - 1) / shards) + 1) : 0;
        return round(spec, definition, positions, reads, open, share, send);
    }

    /** Queries these shards, then merges: the page, or another round for the shards that hold it back. */
    private static <T> CompletableFuture<Merged> round(QuerySpec<T> spec, TableDefinition definition,
                                                        Cursors.ShardPositions positions, ShardRead[] reads,
                                                        List<Integer> shards, int limit, ShardQuery<T> send) {
        QuerySpec<T> request = limit > 0 ? spec.withLimit(limit) : spec;
        List<CompletableFuture<QueryResponse>> responses = new ArrayList<>(shards.size());
        for (int shard : shards) {
            ShardRead read = reads[shard];
            Map<String, AttributeValue> start = read.queried ? read.lastKey : positions.keys().get(shard);
            responses.add(Futures.attempt(() -> send.query(request.forShard(shard), start)));
        }
        return Futures.then(CompletableFuture.allOf(responses.toArray(CompletableFuture[]::new)), all -> {
            for (int i = 0; i < shards.size(); i++) {
                QueryResponse response = responses.get(i).join(); // done: allOf completed without failure
                ShardRead read = reads[shards.get(i)];
                read.items.addAll(response.items());
                read.lastKey = hasMore(response) ? response.lastEvaluatedKey() : null;
                read.queried = true;
            }
            List<Read> emitted = new ArrayList<>();
            List<Integer> behind = merged(spec, reads, emitted);
            if (!behind.isEmpty()) { // the page is held back: read further the shards whose frontier comes first
                return round(spec, definition, positions, reads, behind, spec.limit(), send);
            }
            return CompletableFuture.completedFuture(result(spec, definition, positions, reads, emitted));
        });
    }

    /**
     * Fills {@code emitted} with the items that can go out in order; returns the shards to read
     * further before the page is complete (none: it is).
     */
    private static List<Integer> merged(QuerySpec<?> spec, ShardRead[] reads, List<Read> emitted) {
        int shards = reads.length;
        String sortAttribute = spec.sortKeyAttribute();
        Comparator<Read> order = Comparator.comparing((Read read) -> sortValue(read.item(), sortAttribute),
                ShardedPages::compareKeys);
        if (spec.descending()) {
            order = order.reversed();
        }
        order = order.thenComparingInt(Read::shard).thenComparingInt(Read::order);
        List<Read> merged = new ArrayList<>();
        List<String> frontiers = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            List<Map<String, AttributeValue>> items = reads[shard].items;
            for (int i = 0; i < items.size(); i++) {
                merged.add(new Read(shard, i, items.get(i)));
            }
            if (reads[shard].lastKey != null) {
                frontiers.add(sortValue(reads[shard].lastKey, sortAttribute));
            }
        }
        merged.sort(order);
        for (Read read : merged) {
            if (spec.limit() > 0 && emitted.size() == spec.limit()) {
                break;
            }
            if (!beforeEveryFrontier(sortValue(read.item(), sortAttribute), frontiers, spec.descending())) {
                break; // an unread item of another shard may come first
            }
            emitted.add(read);
        }
        if (spec.limit() == 0 || emitted.size() == spec.limit() || frontiers.isEmpty()) {
            return List.of();
        }
        String first = null;
        for (String frontier : frontiers) {
            int comparison = first == null ? 0 : compareKeys(frontier, first);
            if (first == null || (spec.descending() ? comparison > 0 : comparison < 0)) {
                first = frontier;
            }
        }
        List<Integer> behind = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            if (reads[shard].lastKey != null && sortValue(reads[shard].lastKey, sortAttribute).equals(first)) {
                behind.add(shard);
            }
        }
        return behind;
    }

    /** The emitted items and the cursor keeping every shard's position after them. */
    private static Merged result(QuerySpec<?> spec, TableDefinition definition, Cursors.ShardPositions positions,
                                 ShardRead[] reads, List<Read> emitted) {
        int shards = reads.length;
        List<Map<String, AttributeValue>> keys = new ArrayList<>(positions.keys());
        boolean[] done = Arrays.copyOf(positions.done(), shards);
        for (int shard = 0; shard < shards; shard++) {
            ShardRead read = reads[shard];
            if (!read.queried) {
                continue;
            }
            int shardIndex = shard;
            List<Read> own = emitted.stream().filter(item -> item.shard() == shardIndex).toList();
            if (own.size() == read.items.size()) { // everything read from this shard went out
                if (read.lastKey != null) {
                    keys.set(shard, read.lastKey);
                } else {
                    done[shard] = true;
                }
            } else if (!own.isEmpty()) {
                keys.set(shard, QueryRequests.keyOf(spec, definition, own.get(own.size() - 1).item()));
            }
        }
        boolean finished = true;
        for (boolean shardDone : done) {
            finished &= shardDone;
        }
        List<Map<String, AttributeValue>> items = emitted.stream().map(Read::item).toList();
        Optional<String> next = finished ? Optional.empty()
                : Optional.of(Cursors.encodeShards(spec, new Cursors.ShardPositions(keys, done)));
        return new Merged(items, next);
    }

    private static boolean hasMore(QueryResponse response) {
        return response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty();
    }

    /** The item's sort-key text, or "" for an index without a sort key (no order between shards then). */
    private static String sortValue(Map<String, AttributeValue> item, String sortAttribute) {
        if (sortAttribute == null) {
            return "";
        }
        AttributeValue value = item.get(sortAttribute);
        return value == null || value.s() == null ? "" : value.s();
    }

    private static int compareKeys(String a, String b) {
        return KeyCodec.compareUtf8(a, b);
    }

    private static boolean beforeEveryFrontier(String value, List<String> frontiers, boolean descending) {
        for (String frontier : frontiers) {
            int comparison = compareKeys(value, frontier);
            if (descending ? comparison < 0 : comparison > 0) {
                return false;
            }
        }
        return true;
    }
}
