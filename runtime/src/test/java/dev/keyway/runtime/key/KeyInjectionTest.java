package dev.keyway.runtime.key;

import static dev.keyway.runtime.key.KeyTypes.show;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.runtime.key.KeyTypes.KeyType;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A key identifies exactly one tuple of one template: a value holding '#' or '$' cannot forge the
 * key of another tuple or another template, and "prefix + e(v) + '#'" selects exactly the value v.
 */
class KeyInjectionTest {

    private static final long SEED = 909L;

    private static String e(String s) {
        return KeyCodec.encodeString(s);
    }

    @Test
    void aValueCannotForgeStructure() {
        assertNotEquals("CUSTOMER#" + e("c1#ORDERS"), "CUSTOMER#" + e("c1") + "#ORDERS");
        assertNotEquals("CUSTOMER#" + e("$23"), "CUSTOMER#" + e("#"));
        assertNotEquals("A#" + e("x#y") + "#" + e("z"), "A#" + e("x") + "#" + e("y#z"));
        assertNotEquals("A#" + e("x$") + "#" + e("z"), "A#" + e("x") + "#" + e("$z"));
    }

    /** Keys of three templates sharing "CUSTOMER#" from random, injection-prone strings: no two tuples share a key. */
    @Test
    void noTwoTuplesOrTemplatesShareAKey() {
        Random random = new Random(SEED);
        List<String> pool = KeyTypes.STRING.pool(random, 400);
        Map<String, List<Object>> owners = new HashMap<>();
        for (int i = 0; i < 20_000; i++) {
            String a = pool.get(random.nextInt(pool.size()));
            String b = pool.get(random.nextInt(pool.size()));
            int n = KeyTypes.INT.pick(random, KeyTypes.INT.specials());
            claim(owners, "CUSTOMER#" + e(a), List.of("profile", a));
            claim(owners, "CUSTOMER#" + e(a) + "#ORDERS", List.of("orders", a));
            claim(owners, "CUSTOMER#" + e(a) + "#ORDER#" + e(b), List.of("order", a, b));
            claim(owners, "CUSTOMER#" + e(a) + "#ORDER#" + KeyCodec.encodeInt(n), List.of("orderNo", a, n));
        }
    }

    /** Records which template and tuple made the key; fails if another one made it too. */
    private static void claim(Map<String, List<Object>> owners, String key, List<Object> tuple) {
        List<Object> previous = owners.putIfAbsent(key, tuple);
        if (previous != null && !previous.equals(tuple)) {
            fail("seed " + SEED + ": " + previous + " and " + tuple + " share the key " + show(key));
        }
    }

    /** Splitting a key at '#' and decoding gives the tuple back: the key is a faithful, parseable image of it. */
    @Test
    void compositeKeysParseBackIntoTheirTuple() {
        Random random = new Random(SEED + 1);
        List<String> pool = KeyTypes.STRING.pool(random, 400);
        for (int i = 0; i < 10_000; i++) {
            String a = pool.get(random.nextInt(pool.size()));
            String b = pool.get(random.nextInt(pool.size()));
            String key = "ORDER#" + e(a) + "#" + e(b);
            String[] parts = key.split("#", -1);
            assertEquals(3, parts.length, () -> show(key));
            assertEquals(a, KeyCodec.decodeString(parts[1]));
            assertEquals(b, KeyCodec.decodeString(parts[2]));
        }
    }

    @Test
    void aComponentPrefixMatchesExactlyThatValue() {
        String key20240 = "ORDER#" + KeyCodec.encodeInt(20240) + "#x";
        assertFalse(key20240.startsWith("ORDER#" + KeyCodec.encodeInt(2024) + "#"));
        assertFalse(("ORDER#" + e("abc") + "#x").startsWith("ORDER#" + e("ab") + "#"));
        assertFalse(("ORDER#" + e("ab#") + "#x").startsWith("ORDER#" + e("ab") + "#"));
    }

    static Stream<KeyType<?>> types() {
        return KeyTypes.ORDERED.stream();
    }

    /** begins_with("T#" + e(a) + "#") matches a key whose first component is b exactly when a equals b. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("types")
    void componentPrefixesAreExact(KeyType<?> type) {
        exactPrefix(type);
    }

    private static <T> void exactPrefix(KeyType<T> type) {
        Random random = new Random(SEED + 2);
        List<T> pool = type.pool(random, 300);
        for (int i = 0; i < 5000; i++) {
            T a = pool.get(random.nextInt(pool.size()));
            T b = pool.get(random.nextInt(pool.size()));
            String key = "T#" + type.encode(b) + "#" + e(KeyTypes.randomString(random, 3));
            boolean matches = key.startsWith("T#" + type.encode(a) + "#");
            boolean equal = type.order().compare(a, b) == 0;
            if (matches != equal) {
                fail(type + " seed " + SEED + ": prefix of " + a + " matches key " + show(key) + " of " + b + ": " + matches);
            }
        }
    }
}
