package dev.keyway.runtime.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.math.BigInteger;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The key formats for keys other code wrote: each encodes as documented, decodes back exactly,
 * refuses what would make keys ambiguous with a typed error, and says whether it sorts by value.
 */
class KeyFormatsTest {

    enum Status { PLACED, SHIPPED, Shipped_Late }

    @Test
    void rawStringsAreTheTextAndRefuseTheDelimiter() {
        KeyPart<String> language = KeyPart.ofRawString("Comment", "language", '/', KeyCase.AS_GIVEN);
        assertEquals("en-US", language.encode("en-US"));
        assertEquals("New York #1", KeyPart.ofRawString("City", "name", '/', KeyCase.AS_GIVEN).encode("New York #1"));
        assertEquals("en-US", language.decode("en-US"));
        InvalidKeyValueException slash = assertThrows(InvalidKeyValueException.class, () -> language.encode("en/US"));
        assertEquals("language", slash.component());
        assertTrue(slash.getMessage().contains("'/'"), slash.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> language.encode(null));
        assertThrows(InvalidKeyValueException.class, () -> language.encode("a\uD800"));
        assertThrows(InvalidKeyValueException.class, () -> language.encode("a" + KeyCodec.MAX));
        assertThrows(InvalidKeyValueException.class, () -> language.decode("en/US"));
        assertFalse(language.orderedByValue());
    }

    @Test
    void casingNormalisesKeysAndDecodesToTheNormalisedText() {
        KeyPart<String> city = KeyPart.ofRawString("Store", "city", '#', KeyCase.LOWER);
        assertEquals("new york", city.encode("New York"));
        assertEquals("new york", city.decode("new york"));
        assertThrows(InvalidKeyValueException.class, () -> city.decode("New York"));
        KeyPart<String> escaped = KeyPart.ofString("Store", "city", '#', KeyCase.UPPER);
        assertEquals("NEW$20YORK", escaped.encode("New York"));
        assertEquals("NEW YORK", escaped.decode("NEW$20YORK"));
        assertTrue(escaped.orderedByValue());
    }

    @Test
    void keywayStringsEscapeAnotherDelimiterAndNoLongerSort() {
        KeyPart<String> path = KeyPart.ofString("File", "path", '/', KeyCase.AS_GIVEN);
        assertEquals("a$2Fb", path.encode("a/b"));
        assertEquals("a/b", path.decode("a$2Fb"));
        assertEquals("a$23b", path.encode("a#b"));
        assertThrows(InvalidKeyValueException.class, () -> path.decode("a/b"));
        assertFalse(path.orderedByValue());
        KeyPart<String> pipe = KeyPart.ofString("File", "path", '|', KeyCase.AS_GIVEN);
        assertEquals("x$7Cy$24", pipe.encode("x|y$"));
        assertEquals("x|y$", pipe.decode("x$7Cy$24"));
        assertEquals("a#b", KeyPart.ofString("File", "path", '#', KeyCase.AS_GIVEN).decode("a$23b"));
    }

    @Test
    void plainNumbersAreDecimalDigitsReadBackCanonically() {
        KeyPart<Integer> productId = KeyPart.ofPlainNumber("Product", "productId", Integer.class);
        assertEquals("42", productId.encode(42));
        assertEquals("-7", productId.encode(-7));
        assertEquals(42, productId.decode("42"));
        assertEquals(Integer.MIN_VALUE, productId.decode("-2147483648"));
        for (String bad : List.of("042", "+42", "-0", "4 2", "", "2147483648", "x")) {
            assertThrows(InvalidKeyValueException.class, () -> productId.decode(bad), bad);
        }
        assertFalse(productId.orderedByValue());
        assertEquals((byte) -128, KeyPart.ofPlainNumber("P", "b", Byte.class).decode("-128"));
        assertThrows(InvalidKeyValueException.class, () -> KeyPart.ofPlainNumber("P", "b", Byte.class).decode("128"));
        KeyPart<BigInteger> big = KeyPart.ofPlainNumber("P", "big", BigInteger.class);
        assertEquals("123456789012345678901234567890", big.encode(new BigInteger("123456789012345678901234567890")));
        assertEquals(BigInteger.valueOf(-3), big.decode("-3"));
        assertThrows(InvalidKeyValueException.class, () -> big.decode("007"));
        assertThrows(IllegalArgumentException.class, () -> KeyPart.ofPlainNumber("P", "d", Double.class));
    }

    @Test
    void zeroPaddedNumbersSortAndRefuseNegativeAndWideValues() {
        KeyPart<Long> orderNo = KeyPart.ofPaddedNumber("Order", "orderNo", Long.class, 5);
        assertEquals("00042", orderNo.encode(42L));
        assertEquals("99999", orderNo.encode(99_999L));
        assertEquals(42L, orderNo.decode("00042"));
        InvalidKeyValueException negative = assertThrows(InvalidKeyValueException.class, () -> orderNo.encode(-1L));
        assertTrue(negative.getMessage().contains("negative"), negative.getMessage());
        InvalidKeyValueException wide = assertThrows(InvalidKeyValueException.class, () -> orderNo.encode(100_000L));
        assertTrue(wide.getMessage().contains("6 digits; the key holds 5"), wide.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> orderNo.decode("0042"));
        assertThrows(InvalidKeyValueException.class, () -> orderNo.decode("-0042"));
        assertTrue(orderNo.orderedByValue());
        KeyPart<Short> small = KeyPart.ofPaddedNumber("Order", "n", Short.class, 6);
        assertThrows(InvalidKeyValueException.class, () -> small.decode("099999"), "above Short.MAX_VALUE");
        List<Long> values = new ArrayList<>(List.of(0L, 7L, 42L, 99L, 100L, 9_999L, 10_000L, 99_999L));
        List<String> encoded = new ArrayList<>(values.stream().map(orderNo::encode).toList());
        encoded.sort(KeyCodec::compareUtf8);
        assertEquals(values.stream().map(orderNo::encode).toList(), encoded);
    }

    @Test
    void enumsByNameInACase() {
        KeyPart<Status> status = KeyPart.ofEnumName("Order", "status", Status.class, KeyCase.LOWER);
        assertEquals("shipped", status.encode(Status.SHIPPED));
        assertEquals(Status.SHIPPED, status.decode("shipped"));
        assertEquals(Status.Shipped_Late, status.decode("shipped_late"));
        assertThrows(InvalidKeyValueException.class, () -> status.decode("SHIPPED"));
        assertFalse(status.orderedByValue());
        KeyPart<Status> ordinal = KeyPart.ofEnumOrdinal("Order", "status", Status.class, KeyCase.LOWER);
        assertEquals("001-shipped", ordinal.encode(Status.SHIPPED));
        assertEquals(Status.SHIPPED, ordinal.decode("001-shipped"));
        assertEquals(Status.PLACED, KeyPart.ofEnumName("Order", "status", Status.class, KeyCase.AS_GIVEN).decode("PLACED"));
        assertThrows(UnsupportedOperationException.class, () -> KeyPart.<Status>ofEnumName("Order", "s").decode("PLACED"));
    }

    /** A version like {@code 1.2.5}, which a key converter writes as people do. */
    record Semver(int major, int minor, int patch) {
    }

    static final class SemverKey implements KeyConverter<Semver> {
        @Override
        public String toKey(Semver version) {
            return version.major() + "." + version.minor() + "." + version.patch();
        }

        @Override
        public Semver fromKey(String text) {
            String[] parts = text.split("\\.");
            return new Semver(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
        }
    }

    @Test
    void keyConvertersWriteAndReadBackTheirText() {
        KeyPart<Semver> version = KeyPart.ofConverted("Comment", "version", new SemverKey(), '/');
        assertEquals("1.2.5", version.encode(new Semver(1, 2, 5)));
        assertEquals(new Semver(1, 2, 5), version.decode("1.2.5"));
        InvalidKeyValueException foreign = assertThrows(InvalidKeyValueException.class, () -> version.decode("1.02.5"));
        assertTrue(foreign.getMessage().contains("which it writes as '1.2.5'"), foreign.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> version.decode("one"));
        assertThrows(InvalidKeyValueException.class, () -> version.encode(null));
        KeyPart<String> slashy = KeyPart.ofConverted("Comment", "path", new KeyConverter<String>() {
            @Override
            public String toKey(String value) {
                return value;
            }

            @Override
            public String fromKey(String text) {
                return text;
            }
        }, '/');
        assertThrows(InvalidKeyValueException.class, () -> slashy.encode("a/b"));
        assertFalse(version.orderedByValue());
    }

    @Test
    void aKeyTemplateReadsComponentsBackOutOfKeyText() {
        KeyPart<Integer> productId = KeyPart.ofPlainNumber("Comment", "productId", Integer.class);
        KeyPart<String> language = KeyPart.ofRawString("Comment", "language", '/', KeyCase.AS_GIVEN);
        KeyPart<Semver> version = KeyPart.ofConverted("Comment", "version", new SemverKey(), '/');
        KeyTemplate sortKey = KeyTemplate.of("Comment", "", "SK", "PRODUCT#<productId>/<language>/<version>", '/',
                productId, language, version);
        assertEquals(Map.of("productId", 42, "language", "en", "version", new Semver(1, 2, 5)),
                sortKey.parse("PRODUCT#42/en/1.2.5"));
        assertEquals(List.of("productId", "language", "version"), sortKey.components());
        assertTrue(sortKey.matches("PRODUCT#42/~/1.2.5"));
        for (String other : List.of("PRODUCT#42/en", "PRODUCT#042/en/1.2.5", "ORDER#42/en/1.2.5", "PRODUCT#42/en/1.2.5/x",
                "PRODUCT#42/en/1.2")) {
            assertFalse(sortKey.matches(other), other);
        }
        KeyTemplate sharded = KeyTemplate.of("Post", "", "PK", "FEED#<feed>", '#', KeyPart.ofString("Post", "feed"))
                .sharded(4);
        assertEquals(Map.of("feed", "main"), sharded.parse("FEED#main#3"));
        assertFalse(sharded.matches("FEED#main#4"));
        assertFalse(sharded.matches("FEED#main"));
        KeyTemplate constant = KeyTemplate.of("Customer", "", "SK", "PROFILE", '#');
        assertEquals(Map.of(), constant.parse("PROFILE"));
        InvalidKeyValueException notIt = assertThrows(InvalidKeyValueException.class, () -> constant.parse("PROFILES"));
        assertTrue(notIt.getMessage().contains("not a key of template PROFILE"), notIt.getMessage());
        assertThrows(IllegalArgumentException.class, () -> KeyTemplate.of("C", "", "SK", "A#<b>", '#'));
        assertThrows(IllegalArgumentException.class,
                () -> KeyTemplate.of("C", "", "SK", "A#<b>", '#', KeyPart.ofString("C", "c")));
    }

    @Test
    void timesAndOtherKeywayEncodingsDecodeThroughTheirParts() {
        Instant at = Instant.parse("2024-05-01T10:00:00Z");
        KeyPart<Instant> placedAt = KeyPart.ofInstant("Order", "placedAt");
        assertEquals(at, placedAt.decode(placedAt.encode(at)));
        assertEquals(-5, KeyPart.ofInt("O", "n").decode(KeyCodec.encodeInt(-5)));
        assertEquals(Status.SHIPPED, KeyPart.ofEnumOrdinal("O", "s", Status.class, KeyCase.AS_GIVEN).decode("001-SHIPPED"));
        assertThrows(InvalidKeyValueException.class, () -> placedAt.decode("yesterday"));
        List<String> sorted = new ArrayList<>(List.of("b", "a"));
        sorted.sort(Comparator.naturalOrder());
        assertEquals(List.of("a", "b"), sorted);
    }
}
