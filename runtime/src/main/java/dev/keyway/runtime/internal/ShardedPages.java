package dev.keyway.runtime.internal;

import dev.keyway.runtime.KeyCodec;
import dev.keyway.runtime.KeywayException;
import dev.keyway.runtime.Page;
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
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * Pages of a sharded partition: the same query on every shard, in parallel, merged in
 * sort-key order. Each shard may stop anywhere (its limit, DynamoDB's 1 MB): its unread items
 * sort after the last key it evaluated, its frontier. So a merged item is emitted only when no
 * shard with unread items has a frontier before it; the cursor keeps every shard's position.
 */
final class ShardedPages {

    private static final int MAX_THREADS = 8;

    private ShardedPages() {
    }

    /** One item read from a shard, with where it came from. */
    private record Read(int shard, int order, Map<String, AttributeValue> item) {
    }

    static <T> Page<T> page(EntityPages<T> pages, QuerySpec<T> spec, String cursor) {
        int shards = spec.shardKeys().size();
        Cursors.ShardPositions positions = cursor == null
                ? new Cursors.ShardPositions(new ArrayList<>(java.util.Collections.nCopies(shards, null)), new boolean[shards])
                : Cursors.decodeShards(spec, cursor);
        QueryResponse[] responses = queryOpenShards(pages, spec, positions);

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
            QueryResponse response = responses[shard];
            if (response == null) {
                continue;
            }
            List<Map<String, AttributeValue>> items = response.items();
            for (int i = 0; i < items.size(); i++) {
                merged.add(new Read(shard, i, items.get(i)));
            }
            if (hasMore(response)) {
                frontiers.add(sortValue(response.lastEvaluatedKey(), sortAttribute));
            }
        }
        merged.sort(order);

        List<Read> emitted = new ArrayList<>();
        for (Read read : merged) {
            if (spec.limit() > 0 && emitted.size() == spec.limit()) {
                break;
            }
            if (!beforeEveryFrontier(sortValue(read.item(), sortAttribute), frontiers, spec.descending())) {
                break; // an unread item of another shard may come first
            }
            emitted.add(read);
        }

        List<Map<String, AttributeValue>> keys = new ArrayList<>(positions.keys());
        boolean[] done = Arrays.copyOf(positions.done(), shards);
        for (int shard = 0; shard < shards; shard++) {
            QueryResponse response = responses[shard];
            if (response == null) {
                continue;
            }
            int shardIndex = shard;
            List<Read> own = emitted.stream().filter(read -> read.shard() == shardIndex).toList();
            if (own.size() == response.items().size()) { // everything read from this shard went out
                if (hasMore(response)) {
                    keys.set(shard, response.lastEvaluatedKey());
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

    /** Every shard not done, queried in parallel; {@code null} for the shards that are done. */
    private static <T> QueryResponse[] queryOpenShards(EntityPages<T> pages, QuerySpec<T> spec,
                                                      Cursors.ShardPositions positions) {
        int shards = spec.shardKeys().size();
        QueryResponse[] responses = new QueryResponse[shards];
        AtomicInteger threads = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(shards, MAX_THREADS), task -> {
            Thread thread = new Thread(task, "keyway-shard-" + threads.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<QueryResponse>> futures = new ArrayList<>(shards);
            for (int shard = 0; shard < shards; shard++) {
                int shardIndex = shard;
                futures.add(positions.done()[shard] ? null : pool.submit(
                        () -> pages.query(spec.forShard(shardIndex), positions.keys().get(shardIndex), false)));
            }
            for (int shard = 0; shard < shards; shard++) {
                if (futures.get(shard) != null) {
                    responses[shard] = futures.get(shard).get();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new KeywayException("Interrupted while querying the shards of " + spec.patternId(), e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new KeywayException("A shard query of " + spec.patternId() + " failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return responses;
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
