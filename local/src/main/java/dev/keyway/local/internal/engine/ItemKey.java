package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.value.AttributeValues;
import java.nio.charset.StandardCharsets;
import java.util.Comparator;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A tuple of key values (S, N or B, numbers in canonical form) in key schema order: the partition part
 * or the sort part of a key. Equal tuples are equal as records because stored values are canonical.
 */
record ItemKey(List<AttributeValue> values) {

    static final ItemKey EMPTY = new ItemKey(List.of());

    ItemKey {
        values = List.copyOf(values);
    }

    static ItemKey of(AttributeValue... values) {
        return new ItemKey(List.of(values));
    }

    /** Key order: element by element in DynamoDB's order of key values; a shorter prefix first. */
    static int compare(ItemKey a, ItemKey b) {
        Comparator<AttributeValue> order = AttributeValues.keyOrder();
        int n = Math.min(a.values.size(), b.values.size());
        for (int i = 0; i < n; i++) {
            int c = order.compare(a.values.get(i), b.values.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.values.size(), b.values.size());
    }

    /**
     * A stable 32-bit hash (FNV-1a over each value's type and canonical bytes, then mixed), as an unsigned
     * number in a long. It orders partitions in a scan and places them in segments, like DynamoDB's
     * internal hash of the partition key.
     */
    long stableHash() {
        long h = 0xcbf29ce484222325L;
        for (AttributeValue value : values) {
            byte[] bytes;
            char tag;
            if (value.s() != null) {
                tag = 'S';
                bytes = value.s().getBytes(StandardCharsets.UTF_8);
            } else if (value.n() != null) {
                tag = 'N';
                bytes = value.n().getBytes(StandardCharsets.US_ASCII);
            } else if (value.b() != null) {
                tag = 'B';
                bytes = value.b().asByteArrayUnsafe();
            } else {
                tag = '?';
                bytes = value.toString().getBytes(StandardCharsets.UTF_8);
            }
            h = (h ^ tag) * 0x100000001b3L;
            for (byte b : bytes) {
                h = (h ^ (b & 0xff)) * 0x100000001b3L;
            }
            h = (h ^ 0xff) * 0x100000001b3L;
        }
        h ^= h >>> 33;
        h *= 0xff51afd7ed558ccdL;
        h ^= h >>> 33;
        return h & 0xffffffffL;
    }
}
