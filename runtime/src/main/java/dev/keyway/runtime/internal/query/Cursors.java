package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.CursorSigning;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.internal.key.KeyBytes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns a query's last evaluated key into an opaque, URL-safe cursor and back. A cursor is
 * bound to the query that made it (table, access pattern, partition, sort-key condition and
 * order, see {@link QuerySpec#binding()}): one from another query, or one that is malformed, is
 * rejected with {@link InvalidCursorException} before any request.
 */
final class Cursors {

    private static final int VERSION = 1;
    private static final int SHARDED_VERSION = 2;
    private static final int SHARD_START = 0;
    private static final int SHARD_AFTER = 1;
    private static final int SHARD_DONE = 2;
    private static final int BINDING_BYTES = 12;

    private Cursors() {
    }

    static String encode(QuerySpec<?> spec, Map<String, AttributeValue> lastKey) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(VERSION);
            out.write(binding(spec));
            KeyBytes.write(out, lastKey);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return seal(spec, bytes.toByteArray());
    }

    /** Where each shard of a sharded query stands: {@code null} to start, a key to continue after, or done. */
    record ShardPositions(List<Map<String, AttributeValue>> keys, boolean[] done) {
    }

    /** A cursor of a sharded query: every shard's position. */
    static String encodeShards(QuerySpec<?> spec, ShardPositions positions) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.writeByte(SHARDED_VERSION);
            out.write(binding(spec));
            out.writeShort(positions.keys().size());
            for (int shard = 0; shard < positions.keys().size(); shard++) {
                Map<String, AttributeValue> key = positions.keys().get(shard);
                if (positions.done()[shard]) {
                    out.writeByte(SHARD_DONE);
                } else if (key == null) {
                    out.writeByte(SHARD_START);
                } else {
                    out.writeByte(SHARD_AFTER);
                    KeyBytes.write(out, key);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return seal(spec, bytes.toByteArray());
    }

    /** The shard positions of a sharded query's cursor, checked against every shard's partition. */
    static ShardPositions decodeShards(QuerySpec<?> spec, String cursor) {
        byte[] bytes = bytesOf(spec, cursor);
        int shards = spec.shardKeys().size();
        List<Map<String, AttributeValue>> keys = new ArrayList<>(shards);
        boolean[] done = new boolean[shards];
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            if (in.readUnsignedByte() != SHARDED_VERSION) {
                throw invalid("it is not a cursor of a sharded query", null);
            }
            checkBinding(spec, in);
            if (in.readUnsignedShort() != shards) {
                throw invalid("it was made for another number of shards", null);
            }
            for (int shard = 0; shard < shards; shard++) {
                int state = in.readUnsignedByte();
                if (state == SHARD_AFTER) {
                    Map<String, AttributeValue> key = KeyBytes.read(in, Cursors::invalid);
                    checkPartition(spec.forShard(shard), key);
                    keys.add(key);
                } else if (state == SHARD_START || state == SHARD_DONE) {
                    keys.add(null);
                    done[shard] = state == SHARD_DONE;
                } else {
                    throw invalid("unknown shard state", null);
                }
            }
            if (in.available() > 0) {
                throw invalid("trailing bytes", null);
            }
        } catch (IOException e) {
            throw invalid("truncated", e);
        }
        return new ShardPositions(keys, done);
    }

    static Map<String, AttributeValue> decode(QuerySpec<?> spec, String cursor) {
        byte[] bytes = bytesOf(spec, cursor);
        Map<String, AttributeValue> key;
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes))) {
            if (in.readUnsignedByte() != VERSION) {
                throw invalid("unknown cursor version", null);
            }
            checkBinding(spec, in);
            key = KeyBytes.read(in, Cursors::invalid);
            if (in.available() > 0) {
                throw invalid("trailing bytes", null);
            }
        } catch (IOException e) {
            throw invalid("truncated", e);
        }
        checkPartition(spec, key);
        return key;
    }

    /** The payload with its signature (the query's own cursor keys, else the process-wide ones), URL-safe. */
    private static String seal(QuerySpec<?> spec, byte[] payload) {
        CursorKeys own = spec.source().cursorKeys();
        byte[] signature = own != null ? own.sign(payload) : CursorSigning.sign(payload);
        byte[] sealed = Arrays.copyOf(payload, payload.length + signature.length);
        System.arraycopy(signature, 0, sealed, payload.length, signature.length);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(sealed);
    }

    /** The payload of a cursor whose signature holds. */
    private static byte[] bytesOf(QuerySpec<?> spec, String cursor) {
        byte[] sealed;
        try {
            sealed = Base64.getUrlDecoder().decode(cursor);
        } catch (IllegalArgumentException e) {
            throw invalid("it is not a cursor this library made", e);
        }
        if (sealed.length <= CursorSigning.SIGNATURE_BYTES) {
            throw invalid("truncated", null);
        }
        byte[] payload = Arrays.copyOf(sealed, sealed.length - CursorSigning.SIGNATURE_BYTES);
        byte[] signature = Arrays.copyOfRange(sealed, payload.length, sealed.length);
        CursorKeys own = spec.source().cursorKeys();
        if (!(own != null ? own.verify(payload, signature) : CursorSigning.verify(payload, signature))) {
            throw invalid("it was altered, or signed with another key (see CursorSigning)", null);
        }
        return payload;
    }

    private static void checkBinding(QuerySpec<?> spec, DataInputStream in) throws IOException {
        byte[] binding = in.readNBytes(BINDING_BYTES);
        if (!MessageDigest.isEqual(binding, binding(spec))) {
            throw invalid("it belongs to another query (table, access pattern, partition, sort-key condition "
                    + "or order)", null);
        }
    }

    /** The key continues this query's partition and holds its sort key. */
    private static void checkPartition(QuerySpec<?> spec, Map<String, AttributeValue> key) {
        if (spec.attributeKey() != null) {
            if (!spec.attributeKey().inPartition(key)) {
                throw invalid("it does not continue this query's partition", null);
            }
            return;
        }
        AttributeValue partition = key.get(spec.partitionKeyAttribute());
        if (partition == null || !spec.partitionKey().equals(partition.s())) {
            throw invalid("it does not continue this query's partition", null);
        }
        if (spec.sortKeyAttribute() != null) {
            AttributeValue sort = key.get(spec.sortKeyAttribute());
            if (sort == null || sort.s() == null) {
                throw invalid("it holds no sort key", null);
            }
        }
    }

    private static byte[] binding(QuerySpec<?> spec) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(spec.binding().getBytes(StandardCharsets.UTF_8));
            return Arrays.copyOf(digest, BINDING_BYTES);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }

    private static InvalidCursorException invalid(String reason, Throwable cause) {
        return new InvalidCursorException("Invalid cursor: " + reason, cause);
    }
}
