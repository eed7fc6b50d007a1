package dev.keyway.runtime.key;

import static dev.keyway.runtime.key.KeyTypes.compareBytes;
import static dev.keyway.runtime.key.KeyTypes.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.runtime.key.KeyTypes.KeyType;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Keys sort the way their values do: DynamoDB orders sort keys by their UTF-8 bytes, so for
 * {@code a < b} the encoding of {@code a} must come first byte-wise, equal values must encode
 * identically, and this must survive a {@code '#'} and further components being appended.
 * Orders are checked against the bytes themselves, independently of {@link KeyCodec#compareUtf8}.
 */
class KeyCodecOrderTest {

    private static final long SEED = 20240611L;
    private static final int POOL = 2000;

    static Stream<KeyType<?>> types() {
        return KeyTypes.ORDERED.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("types")
    void encodingsSortLikeValues(KeyType<?> type) {
        sortLikeValues(type);
    }

    private static <T> void sortLikeValues(KeyType<T> type) {
        Random random = new Random(SEED);
        List<T> pool = type.pool(random, POOL);
        // Adjacent pairs of the sorted values cover every boundary; with transitivity they prove the whole order.
        List<T> sorted = new ArrayList<>(pool);
        sorted.sort(type.order());
        for (int i = 0; i + 1 < sorted.size(); i++) {
            checkPair(type, sorted.get(i), sorted.get(i + 1));
        }
        for (int i = 0; i < POOL; i++) {
            checkPair(type, pool.get(random.nextInt(pool.size())), pool.get(random.nextInt(pool.size())));
        }
    }

    private static <T> void checkPair(KeyType<T> type, T a, T b) {
        String ea = type.encode(a);
        String eb = type.encode(b);
        int expected = Integer.signum(type.order().compare(a, b));
        int actual = Integer.signum(compareBytes(ea, eb));
        if (expected != actual) {
            fail(type + " (seed " + SEED + "): compare(" + a + ", " + b + ") = " + expected
                    + " but the encodings " + show(ea) + " and " + show(eb) + " compare " + actual);
        }
    }

    /** "T#" + e(a1) + "#" + e(b1) vs "T#" + e(a2) + "#" + e(b2) follows the tuple order, for same-type and string tails. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("types")
    void compositeKeysSortLikeTuples(KeyType<?> type) {
        compositeOrder(type, type);
        compositeOrder(type, KeyTypes.STRING);
        compositeOrder(KeyTypes.STRING, type);
    }

    private static <A, B> void compositeOrder(KeyType<A> first, KeyType<B> second) {
        Random random = new Random(SEED + 1);
        // Small pools so that many tuples share their first component.
        List<A> as = first.pool(random, 60);
        List<B> bs = second.pool(random, 60);
        record Tuple<A, B>(A a, B b, String key) {
        }
        List<Tuple<A, B>> tuples = new ArrayList<>();
        for (int i = 0; i < 2500; i++) {
            A a = as.get(random.nextInt(as.size()));
            B b = bs.get(random.nextInt(bs.size()));
            tuples.add(new Tuple<>(a, b, "T#" + first.encode(a) + "#" + second.encode(b)));
        }
        Comparator<Tuple<A, B>> order = Comparator.<Tuple<A, B>, A>comparing(Tuple::a, first.order())
                .thenComparing(Tuple::b, second.order());
        tuples.sort(order);
        for (int i = 0; i + 1 < tuples.size(); i++) {
            Tuple<A, B> x = tuples.get(i);
            Tuple<A, B> y = tuples.get(i + 1);
            int expected = Integer.signum(order.compare(x, y));
            int actual = Integer.signum(compareBytes(x.key(), y.key()));
            if (expected != actual) {
                fail("(" + first + ", " + second + ") seed " + SEED + ": (" + x.a() + ", " + x.b() + ") vs ("
                        + y.a() + ", " + y.b() + ") should compare " + expected + " but keys " + show(x.key())
                        + " and " + show(y.key()) + " compare " + actual);
            }
        }
    }

    /** '#' is the delimiter; nothing below '$' so that "...#" sorts before every extension; U+10FFFF bounds ranges. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("types")
    void encodingsUseOnlyTheKeyAlphabet(KeyType<?> type) {
        alphabet(type);
    }

    private static <T> void alphabet(KeyType<T> type) {
        Random random = new Random(SEED + 2);
        for (T value : type.pool(random, POOL)) {
            String encoded = type.encode(value);
            for (int i = 0; i < encoded.length(); i++) {
                char c = encoded.charAt(i);
                assertTrue(c >= '$', () -> type + ": " + value + " encodes to " + show(encoded)
                        + ", which holds a character below '$'");
                if (Character.isHighSurrogate(c)) {
                    assertTrue(i + 1 < encoded.length() && Character.isLowSurrogate(encoded.charAt(i + 1)),
                            () -> type + ": lone surrogate in " + show(encoded));
                    assertTrue(encoded.codePointAt(i) != Character.MAX_CODE_POINT,
                            () -> type + ": U+10FFFF in " + show(encoded));
                    i++;
                } else {
                    assertTrue(!Character.isLowSurrogate(c), () -> type + ": lone surrogate in " + show(encoded));
                }
            }
            assertTrue(encoded.indexOf('#') < 0);
        }
    }

    /** The test oracle and KeyCodec.compareUtf8 (used by the runtime) agree: code-point order is UTF-8 byte order. */
    @Test
    void compareUtf8IsByteOrder() {
        Random random = new Random(SEED + 3);
        for (int i = 0; i < 20_000; i++) {
            String a = KeyTypes.randomString(random, 5);
            String b = random.nextInt(4) == 0 ? a + KeyTypes.randomString(random, 2) : KeyTypes.randomString(random, 5);
            int expected = Integer.signum(compareBytes(a, b));
            assertEquals(expected, Integer.signum(KeyCodec.compareUtf8(a, b)),
                    () -> "seed " + SEED + ": " + show(a) + " vs " + show(b));
            assertEquals(expected, Integer.signum(KeyTypes.compareCodePoints(a, b)));
        }
        // UTF-16 order would put the supplementary character first.
        assertTrue(KeyCodec.compareUtf8("\uFFFF", "\uD800\uDC00") < 0);
        assertTrue(KeyCodec.compareUtf8("ab", "ab" + KeyCodec.MAX) < 0);
    }

    @Test
    void documentedExamples() {
        assertTrue(compareBytes(KeyCodec.encodeInt(-1), KeyCodec.encodeInt(0)) < 0);
        assertTrue(compareBytes(KeyCodec.encodeInt(Integer.MIN_VALUE), KeyCodec.encodeInt(-1)) < 0);
        assertEquals("002-PENDING", KeyCodec.encodeEnumOrdinal(KeyTypes.Status.PENDING));
        assertEquals(KeyCodec.encodeBigDecimal(new BigDecimal("1.5")),
                KeyCodec.encodeBigDecimal(new BigDecimal("1.500")));
        assertTrue(compareBytes(KeyCodec.encodeBigDecimal(new BigDecimal("-1.55")),
                KeyCodec.encodeBigDecimal(new BigDecimal("-1.5"))) < 0);
        assertTrue(compareBytes(KeyCodec.encodeUuid(UUID.fromString("7fffffff-ffff-ffff-ffff-ffffffffffff")),
                KeyCodec.encodeUuid(UUID.fromString("80000000-0000-0000-0000-000000000000"))) < 0);
    }
}
