package dev.keyway.runtime.internal.query;

import static dev.keyway.runtime.key.KeyTypes.show;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.internal.NamedTable;
import dev.keyway.runtime.key.KeyCodec;
import dev.keyway.runtime.key.KeyTypes;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A cursor carries a query's last evaluated key to the client and back. It must round-trip every
 * key type, be bound to the query that made it (another table, access pattern, partition, sort-key
 * condition or order must not be able to continue from it), and reject anything malformed with
 * InvalidCursorException before a request is sent, never with another exception.
 */
class CursorsTest {

    private static final long SEED = 31_337L;
    private static final String PARTITION = "CUSTOMER#c1";
    private static final SortKeyCondition SINCE_2024 = SortKeyCondition.greaterThanOrEqual("ORDER#",
            KeyCodec.encodeInstant(Instant.parse("2024-01-01T00:00:00Z")), "#");
    private static final QuerySpec<Object> SPEC = spec("Order.ordersOf", PARTITION, SINCE_2024);

    private static QuerySpec<Object> spec(String patternId, String partitionKey, SortKeyCondition sortKey) {
        return spec("Shop", patternId, partitionKey, sortKey, false);
    }

    private static QuerySpec<Object> spec(String table, String patternId, String partitionKey, SortKeyCondition sortKey,
                                          boolean descending) {
        return new QuerySpec<>(new NamedTable<>(table), AccessPatternSpec.onTable(patternId), "PK", partitionKey, "SK",
                false, false, sortKey, 0, "", 0, descending, false, null, null, null, null);
    }

    private static Map<String, AttributeValue> lastKey() {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put("PK", AttributeValue.fromS(PARTITION));
        key.put("SK", AttributeValue.fromS("ORDER#" + KeyCodec.encodeInstant(Instant.parse("2024-03-01T10:00:00Z"))
                + "#o-\u00E9\uD83D\uDE00"));
        return key;
    }

    private static String cursor() {
        return Cursors.encode(SPEC, lastKey());
    }

    private static String base64(byte[] bytes) {
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
    }

    private static byte[] bytes(String cursor) {
        return Base64.getUrlDecoder().decode(cursor);
    }

    /** Decodes, failing the test on any exception other than InvalidCursorException; null when rejected. */
    private static Map<String, AttributeValue> tryDecode(QuerySpec<?> spec, String cursor, String what) {
        try {
            return Cursors.decode(spec, cursor);
        } catch (InvalidCursorException rejected) {
            return null;
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": cursor " + show(cursor) + " threw " + e + " instead of InvalidCursorException", e);
        }
    }

    // ---- round trips -------------------------------------------------------------------------

    @Test
    void stringNumberAndBinaryKeysRoundTrip() {
        Random random = new Random(SEED);
        for (int i = 0; i < 3000; i++) {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            // Index queries carry the table key and the index key; names and values of every shape.
            key.put("GSI1SK", AttributeValue.fromS(KeyTypes.randomString(random, 20)));
            key.put("PK", AttributeValue.fromS(PARTITION));
            key.put(KeyTypes.randomString(random, 6) + "n", AttributeValue.fromN(
                    random.nextBoolean() ? Long.toString(random.nextLong()) : random.nextInt() + "." + random.nextInt(1000)
                            + "E" + (random.nextInt(200) - 100)));
            byte[] binary = new byte[random.nextInt(4) == 0 ? 0 : random.nextInt(1100)];
            random.nextBytes(binary);
            key.put("B\u00E9\uD83D\uDE00", AttributeValue.fromB(SdkBytes.fromByteArray(binary)));
            key.put("SK", AttributeValue.fromS(KeyTypes.randomString(random, 300)));
            String cursor = Cursors.encode(SPEC, key);
            assertTrue(cursor.matches("[A-Za-z0-9_-]+"), () -> "not URL-safe: " + cursor);
            Map<String, AttributeValue> decoded = Cursors.decode(SPEC, cursor);
            assertEquals(key, decoded, "seed " + SEED);
            assertEquals(new ArrayList<>(key.keySet()), new ArrayList<>(decoded.keySet()));
        }
    }

    @Test
    void pageSizeIsNotPartOfTheQuery() {
        assertEquals(lastKey(), Cursors.decode(SPEC.withLimit(25), cursor()));
        assertEquals(lastKey(), Cursors.decode(spec("Order.ordersOf", PARTITION, SINCE_2024), cursor()));
    }

    // ---- binding -----------------------------------------------------------------------------

    @Test
    void aCursorOnlyContinuesItsOwnQuery() {
        String cursor = cursor();
        List<QuerySpec<Object>> others = List.of(
                spec("Order.ordersByStatus", PARTITION, SINCE_2024),
                spec("Order.ordersOf", "CUSTOMER#c2", SINCE_2024),
                spec("Order.ordersOf", PARTITION, null),
                spec("Order.ordersOf", PARTITION, SortKeyCondition.greaterThanOrEqual("ORDER#",
                        KeyCodec.encodeInstant(Instant.parse("2023-01-01T00:00:00Z")), "#")),
                spec("Order.ordersOf", PARTITION, SortKeyCondition.greaterThan("ORDER#",
                        KeyCodec.encodeInstant(Instant.parse("2024-01-01T00:00:00Z")), "#")),
                spec("Order.ordersOf", PARTITION, SortKeyCondition.beginsWith("ORDER#")),
                spec("Shop-staging", "Order.ordersOf", PARTITION, SINCE_2024, false),   // the same query on another table
                spec("Shop", "Order.ordersOf", PARTITION, SINCE_2024, true));           // the other way round
        for (QuerySpec<Object> other : others) {
            assertThrows(InvalidCursorException.class, () -> Cursors.decode(other, cursor), other::toString);
        }
        // A cursor from a query without a sort-key condition is not valid for one with a condition either.
        String unconditioned = Cursors.encode(spec("Order.ordersOf", PARTITION, null), lastKey());
        assertThrows(InvalidCursorException.class, () -> Cursors.decode(SPEC, unconditioned));
    }

    /** Even with a matching binding, the key must lie in the query's partition. */
    @Test
    void aKeyFromAnotherPartitionIsRejected() {
        Map<String, AttributeValue> key = lastKey();
        key.put("PK", AttributeValue.fromS("CUSTOMER#c2"));
        String cursor = Cursors.encode(SPEC, key);
        assertThrows(InvalidCursorException.class, () -> Cursors.decode(SPEC, cursor));
        key.remove("PK");
        String withoutPartition = Cursors.encode(SPEC, key);
        assertThrows(InvalidCursorException.class, () -> Cursors.decode(SPEC, withoutPartition));
    }

    // ---- malformed cursors -------------------------------------------------------------------

    @Test
    void everyTruncationIsRejected() {
        String cursor = cursor();
        for (int length = 0; length < cursor.length(); length++) {
            String truncated = cursor.substring(0, length);
            assertNull(tryDecode(SPEC, truncated, "truncated to " + length), "truncated to " + length);
        }
        byte[] bytes = bytes(cursor);
        for (int length = 0; length < bytes.length; length++) {
            byte[] truncated = Arrays.copyOf(bytes, length);
            assertNull(tryDecode(SPEC, base64(truncated), "bytes truncated to " + length));
        }
        byte[] longer = Arrays.copyOf(bytes, bytes.length + 1);
        assertNull(tryDecode(SPEC, base64(longer), "a trailing byte"));
    }

    /** Positions of the version, the binding, the count and the partition key's name, type and value. */
    private static List<Integer> positionsThatMustBeChecked(byte[] bytes) {
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < 1 + 12 + 1; i++) {
            positions.add(i);
        }
        byte[] partition = PARTITION.getBytes(StandardCharsets.UTF_8);
        int at = indexOf(bytes, partition);
        // name length (2) + "PK" + type byte + value length (4) precede the value
        for (int i = at - 4 - 1 - 2 - 2; i < at + partition.length; i++) {
            positions.add(i);
        }
        return positions;
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        outer:
        for (int i = 0; i + part.length <= bytes.length; i++) {
            for (int j = 0; j < part.length; j++) {
                if (bytes[i + j] != part[j]) {
                    continue outer;
                }
            }
            return i;
        }
        throw new AssertionError("not found");
    }

    private static final int[] REPLACEMENTS = {0x00, 0xFF, 0x7F, 0x80, 'S', 'N', 'B', 0x01};

    @Test
    void singleByteChangesNeverThrowAnythingButInvalidCursorException() {
        byte[] bytes = bytes(cursor());
        List<Integer> checked = positionsThatMustBeChecked(bytes);
        Random random = new Random(SEED);
        for (int i = 0; i < bytes.length; i++) {
            for (int r = 0; r < REPLACEMENTS.length + 4; r++) {
                byte[] changed = bytes.clone();
                changed[i] = r < REPLACEMENTS.length ? (byte) REPLACEMENTS[r] : (byte) (bytes[i] ^ (1 << random.nextInt(8)));
                if (changed[i] == bytes[i]) {
                    continue;
                }
                String what = "byte " + i + " changed from " + bytes[i] + " to " + changed[i];
                Map<String, AttributeValue> decoded = tryDecode(SPEC, base64(changed), what);
                if (decoded != null && checked.contains(i)) {
                    fail(what + " (version, binding, count or partition key) was accepted: " + decoded);
                }
            }
        }
    }

    /**
     * A change that the decoder accepts must leave a key that DynamoDB can take as this query's
     * ExclusiveStartKey: the partition and sort-key attributes present as strings, and the bytes
     * exactly those of the cursor (no silent repair of invalid UTF-8). Otherwise the malformed
     * cursor surfaces as a DynamoDB error instead of InvalidCursorException.
     */
    @Test
    void acceptedChangesStillHoldAKeyOfThisQuery() {
        byte[] bytes = bytes(cursor());
        Map<String, List<String>> failures = new LinkedHashMap<>();
        for (int i = 0; i < bytes.length; i++) {
            for (int replacement : REPLACEMENTS) {
                byte[] changed = bytes.clone();
                changed[i] = (byte) replacement;
                if (changed[i] == bytes[i]) {
                    continue;
                }
                String cursor = base64(changed);
                Map<String, AttributeValue> decoded = tryDecode(SPEC, cursor, "byte " + i);
                if (decoded == null) {
                    continue;
                }
                String what = "byte " + i + " changed from " + bytes[i] + " to " + changed[i] + " -> " + decoded;
                String problem = decoded.get("SK") == null ? "the SK attribute is gone (renamed)"
                        : decoded.get("SK").s() == null ? "SK is no longer a string"
                        : !Cursors.encode(SPEC, decoded).equals(cursor) ? "the decoded key is not what the cursor holds"
                        : null;
                if (problem != null) {
                    failures.computeIfAbsent(problem, p -> new ArrayList<>()).add(what);
                }
            }
        }
        if (!failures.isEmpty()) {
            StringBuilder message = new StringBuilder("malformed cursors accepted:");
            failures.forEach((problem, cases) -> message.append("\n  ").append(problem).append(": ").append(cases.size())
                    .append(" cases, e.g. ").append(cases.get(0)));
            fail(message.toString());
        }
    }

    @Test
    void garbageAndNonBase64AreRejected() {
        for (String garbage : List.of("", "!!!!", "a b", "\u00E9", "abc=d", "====", "ab/+", "AA==", "\u0000",
                "\uD83D\uDE00", "AQ", "AQAAAAAAAAAAAAAAAA", base64(new byte[] {2}), "null")) {
            assertNull(tryDecode(SPEC, garbage, "garbage"), show(garbage));
        }
        Random random = new Random(SEED + 1);
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_=+/ ";
        for (int i = 0; i < 5000; i++) {
            String garbage;
            switch (i % 3) {
                case 0 -> {
                    StringBuilder out = new StringBuilder();
                    for (int j = random.nextInt(80); j > 0; j--) {
                        out.append(alphabet.charAt(random.nextInt(alphabet.length())));
                    }
                    garbage = out.toString();
                }
                case 1 -> {
                    byte[] b = new byte[random.nextInt(80)];
                    random.nextBytes(b);
                    if (b.length > 0 && random.nextBoolean()) {
                        b[0] = 1; // past the version check
                    }
                    garbage = base64(b);
                }
                default -> garbage = KeyTypes.randomString(random, 30);
            }
            assertNull(tryDecode(SPEC, garbage, "seed " + SEED + " garbage"), show(garbage));
        }
    }

    @Test
    void anotherVersionIsRejected() {
        byte[] bytes = bytes(cursor());
        bytes[0] = 2;
        String cursor = base64(bytes);
        assertThrows(InvalidCursorException.class, () -> Cursors.decode(SPEC, cursor));
        assertDoesNotThrow(() -> Cursors.decode(SPEC, cursor()));
    }
}
