package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.Page;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.key.KeyCodec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
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

    static <T> Page<T> page(EntityPages<T> pages, QuerySpec<T> spec, String cursor) {
        int shards = spec.shardKeys().size();
        Cursors.ShardPositions positions = cursor == null
                ? new Cursors.ShardPositions(new ArrayList<>(java.util.Collections.nCopies(shards, null)), new boolean[shards])
                : Cursors.decodeShards(spec, cursor);
        String sortAttribute = spec.sortKeyAttribute();
        Comparator<Read> order = Comparator.comparing((Read read) -> sortValue(read.item(), sortAttribute),
                ShardedPages::compareKeys);
        if (spec.descending()) {
            order = order.reversed();
        }
        order = order.thenComparingInt(Read::shard).thenComparingInt(Read::order);

        ShardRead[] reads = new ShardRead[shards];
        List<Integer> open = new ArrayList<>();
        for (int shard = 0; shard < shards; shard++) {
            reads[shard] = new ShardRead();
            if (!positions.done()[shard]) {
                open.add(shard);
            }
        }
        int share = spec.limit() > 0 ? Math.min(spec.limit(), 2 * ((spec.limit() + shards - 1) / shards) + 1) : 0;
        query(pages, spec, positions, reads, open, share);
        List<Read> emitted;
        while (true) {
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
            emitted = new ArrayList<>();
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
                break;
            }
            // The page is held back: read further the shards whose frontier comes first.
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
            query(pages, spec, positions, reads, behind, spec.limit());
        }

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
                keys.set(shard, QueryRequests.keyOf(spec, pages.definition(), own.get(own.size() - 1).item()));
            }
        }
        boolean finished = true;
        for (boolean shardDone : done) {
            finished &= shardDone;
        }
        List<Map<String, AttributeValue>> items = emitted.stream().map(Read::item).toList();
        Optional<String> next = finished ? Optional.empty()
                : Optional.of(Cursors.encodeShards(spec, new Cursors.ShardPositions(keys, done)));
        return new Page<>(pages.decode(spec, items), next);
    }

    /**
     * Queries the shards in parallel, each from where it stopped (its cursor position before its
     * first query), {@code limit} items each ({@code 0}: the spec's), and adds what they return.
     */
    private static <T> void query(EntityPages<T> pages, QuerySpec<T> spec, Cursors.ShardPositions positions,
                                  ShardRead[] reads, List<Integer> shards, int limit) {
        QuerySpec<T> request = limit > 0 ? spec.withLimit(limit) : spec;
        List<Future<QueryResponse>> futures = new ArrayList<>(shards.size());
        try {
            for (int shard : shards) {
                ShardRead read = reads[shard];
                Map<String, AttributeValue> start = read.queried ? read.lastKey : positions.keys().get(shard);
                futures.add(SHARD_QUERIES.submit(() -> pages.query(request.forShard(shard), start, false)));
            }
            for (int i = 0; i < shards.size(); i++) {
                QueryResponse response = futures.get(i).get();
                ShardRead read = reads[shards.get(i)];
                read.items.addAll(response.items());
                read.lastKey = hasMore(response) ? response.lastEvaluatedKey() : null;
                read.queried = true;
            }
        } catch (InterruptedException e) {
            futures.forEach(future -> future.cancel(true));
            Thread.currentThread().interrupt();
            throw new KeywayException("Interrupted while querying the shards of " + spec.patternId(), e);
        } catch (ExecutionException e) {
            futures.forEach(future -> future.cancel(true));
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new KeywayException("A shard query of " + spec.patternId() + " failed", e.getCause());
        }
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
