package dev.keyway.runtime.internal.key;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.IntFunction;

/**
 * Shards of a sharded partition key: the suffix {@code #<shard>} numbers partitions 0 to N-1,
 * chosen from a stable hash of a component's encoded value (so that a key can be found again)
 * or at random (for index keys only, spreading writes evenly).
 */
public final class KeyShards {

    private KeyShards() {
    }

    /**
     * The shard of an encoded component value: FNV-1a over its UTF-8 bytes, modulo the number of
     * shards. Stable across JVMs and releases: stored keys depend on it.
     */
    public static int of(String encodedValue, int shards) {
        int hash = 0x811C9DC5;
        for (byte b : encodedValue.getBytes(StandardCharsets.UTF_8)) {
            hash ^= b & 0xFF;
            hash *= 0x01000193;
        }
        return Math.floorMod(hash, shards);
    }

    /** A shard at random, for writes spread evenly over an index's shards. */
    public static int random(int shards) {
        return ThreadLocalRandom.current().nextInt(shards);
    }

    /** The partition key of every shard, from shard 0. */
    public static List<String> all(int shards, IntFunction<String> partitionKey) {
        List<String> keys = new ArrayList<>(shards);
        for (int shard = 0; shard < shards; shard++) {
            keys.add(partitionKey.apply(shard));
        }
        return keys;
    }
}
