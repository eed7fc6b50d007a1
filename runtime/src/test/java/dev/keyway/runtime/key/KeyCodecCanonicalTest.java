package dev.keyway.runtime.key;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue #24 §2 and §7: a key is read only in the text its template writes for the components it
 * holds, and a key converter's text must read back to the value it was written from.
 */
class KeyCodecCanonicalTest {

    enum Level { LOW, HIGH }

    /** The reported design: {@code score#<score>#<user>}, an unpadded integer and a lower-case raw string. */
    private static final KeyTemplate SCORE = KeyTemplate.of("Score", "", "SK", "score#<score>#<user>",
            KeyPart.ofPlainNumber("Score", "score", Integer.class),
            KeyPart.ofRawString("Score", "user", '#', KeyCase.LOWER));

    @Test
    void theReportedLegacyKeyIsNotAKeyOfItsTemplate() {
        assertEquals(Map.of("score", 97, "user", "user-x"), SCORE.parse("score#97#user-x"));
        for (String text : List.of("score#097#user-x", "score#+97#user-x", "score#97#USER-X", "score#97#user-x#",
                "score#97##user-x", "score#-0#user-x", "Score#97#user-x")) {
            assertFalse(SCORE.matches(text), text);
            InvalidKeyValueException e = assertThrows(InvalidKeyValueException.class, () -> SCORE.checkCanonical(text));
            assertTrue(e.getMessage().contains(text), e.getMessage());
        }
    }

    @Test
    void everyFormatReadsOnlyItsOwnText() {
        Map<KeyPart<?>, List<String>> refused = Map.of(
                KeyPart.ofString("E", "s"), List.of("a$2d", "$41", "a$2", "a#b"),
                KeyPart.ofInt("E", "i"), List.of("0000000097", "000000000097", "+0000000097", "00000000097 "),
                KeyPart.ofPaddedNumber("E", "p", Long.class, 5), List.of("0097", "000097", "-0097", "+0097"),
                KeyPart.ofEnumOrdinal("E", "o", Level.class), List.of("001-LOW", "000-low", "0-LOW"),
                KeyPart.ofEnumName("E", "n", Level.class, KeyCase.LOWER), List.of("LOW", "Low"),
                KeyPart.ofUuid("E", "u"), List.of("6F9619FF-8B86-D011-B42D-00C04FC964FF"),
                KeyPart.ofInstant("E", "t"), List.of("2024-05-01T10:00:00Z", "2024-05-01T10:00:00.000000000+00:00"),
                KeyPart.ofConverted("E", "c", new LenientIntKey(), '#'), List.of("05", "+5", " 5"));
        refused.forEach((part, texts) -> {
            KeyTemplate template = KeyTemplate.of("E", "", "SK", "X#<" + part.component() + ">", part);
            for (String text : texts) {
                assertFalse(template.matches("X#" + text), part + " read '" + text + "'");
            }
        });
        assertTrue(KeyTemplate.of("E", "", "SK", "X#<c>", KeyPart.ofConverted("E", "c", new LenientIntKey(), '#'))
                .matches("X#5"));
    }

    @Test
    void aConverterThatLosesPartOfTheValueIsRefusedWhenWriting() {
        KeyPart<Tag> tag = KeyPart.ofConverted("Label", "tag", new LowerCaseTagKey(), '#');
        assertEquals("red", tag.encode(new Tag("red")));
        InvalidKeyValueException e = assertThrows(InvalidKeyValueException.class, () -> tag.encode(new Tag("Red")));
        assertEquals("tag", e.component());
        assertTrue(e.getMessage().contains("reads back as Tag[name=red]"), e.getMessage());
    }

    @Test
    void aConverterWhoseTextDoesNotReadBackToItselfIsRefusedWhenWriting() {
        // every Shifty is equal, but the value read back writes another text than the one it was read from
        KeyPart<Shifty> part = KeyPart.ofConverted("E", "s", new ShiftyKey(), '#');
        InvalidKeyValueException e = assertThrows(InvalidKeyValueException.class, () -> part.encode(new Shifty("a")));
        assertTrue(e.getMessage().contains("must read back to itself"), e.getMessage());
        assertThrows(InvalidKeyValueException.class, () -> part.encode(new Shifty("a#b")), "a delimiter");
        InvalidKeyValueException failing = assertThrows(InvalidKeyValueException.class,
                () -> KeyPart.ofConverted("E", "t", new LowerCaseTagKey(), '#').encode(new Tag(null)));
        assertTrue(failing.getMessage().contains("toKey failed"), failing.getMessage());
    }

    record Tag(String name) {
    }

    /** Writes a tag in lower case: {@code Tag("Red")} reads back as {@code Tag("red")}. */
    static final class LowerCaseTagKey implements KeyConverter<Tag> {
        @Override
        public String toKey(Tag value) {
            return value.name().toLowerCase(Locale.ROOT);
        }

        @Override
        public Tag fromKey(String text) {
            return new Tag(text);
        }
    }

    /** Reads any text {@code Integer.parseInt} reads ({@code 05}, {@code +5}), writes {@code 5}. */
    static final class LenientIntKey implements KeyConverter<Integer> {
        @Override
        public String toKey(Integer value) {
            return value.toString();
        }

        @Override
        public Integer fromKey(String text) {
            return Integer.parseInt(text.trim());
        }
    }

    /** A value whose equality ignores its text. */
    static final class Shifty {
        final String text;

        Shifty(String text) {
            this.text = text;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Shifty;
        }

        @Override
        public int hashCode() {
            return 1;
        }
    }

    /** Reads text as a Shifty holding it with a prefix: the text read back is never the text written. */
    static final class ShiftyKey implements KeyConverter<Shifty> {
        @Override
        public String toKey(Shifty value) {
            return value.text;
        }

        @Override
        public Shifty fromKey(String text) {
            return new Shifty("x" + text);
        }
    }
}
