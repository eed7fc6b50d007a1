package dev.keyway.processor.overlap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The overlap analysis over the key formats: raw text, plain and zero-padded digits, casing,
 * Keyway strings under another delimiter, and keys split at different delimiters. Each witness
 * is a text both keys can be; each "no" is one that no values can make.
 */
class KeyFormatOverlapTest {

    private static final KeyFormatModel.Casing AS_GIVEN = KeyFormatModel.Casing.AS_GIVEN;

    private final KeyOverlap overlap = new KeyOverlap();

    private static ComponentModel component(String name, Scalar scalar, KeyFormatModel.Kind kind, int digits,
                                            KeyFormatModel.Casing casing, String delimiters) {
        return new ComponentModel(name, name, new ValueType.ScalarType(scalar, false),
                new KeyFormatModel(kind, digits, casing, Optional.empty(), delimiters));
    }

    private static ComponentModel raw(String name) {
        return component(name, Scalar.STRING, KeyFormatModel.Kind.RAW, 0, AS_GIVEN, "#");
    }

    /** A key from literal text and components: a {@code String} piece is literal, a component a placeholder. */
    private static KeyModel key(String attribute, boolean sortKey, char delimiter, Object... pieces) {
        List<KeyTemplate.Part> parts = new ArrayList<>();
        StringBuilder source = new StringBuilder();
        for (Object piece : pieces) {
            if (piece instanceof String text) {
                parts.add(new KeyTemplate.Literal(text));
                source.append(text);
            } else {
                ComponentModel component = (ComponentModel) piece;
                parts.add(new KeyTemplate.Placeholder(component));
                source.append('<').append(component.name()).append('>');
            }
        }
        return new KeyModel(attribute, new KeyTemplate(source.toString(), parts, delimiter), sortKey);
    }

    private Optional<Key> samePartition(KeyModel a, KeyModel b) {
        return overlap.sameKey(a, Optional.empty(), b, Optional.empty());
    }

    @Test
    void aRawStringCanBeAnythingButItsDelimiters() {
        KeyModel rawUser = key("PK", false, '#', "USER#", raw("name"));
        KeyModel escapedUser = key("PK", false, '#', "USER#", component("id", Scalar.STRING, KeyFormatModel.Kind.KEYWAY, 0,
                AS_GIVEN, ""));
        Key both = samePartition(rawUser, escapedUser).orElseThrow();
        assertTrue(both.partitionKey().startsWith("USER#"), both.toString());
        // A raw value that would need a '$' escape ("a b" is "a$20b" in Keyway's encoding) is found too.
        KeyModel spaced = key("PK", false, '#', "USER#a$20", raw("rest"));
        assertTrue(samePartition(spaced, escapedUser).isPresent());
        KeyModel withHash = key("PK", false, '#', "USER#x#", raw("more"));
        assertFalse(samePartition(rawUser, withHash).isPresent(), "a raw value never holds its delimiter");
    }

    @Test
    void plainDigitsStayWithinTheirType() {
        KeyModel plainInt = key("PK", false, '#', "N#", component("n", Scalar.INT, KeyFormatModel.Kind.RAW, 0, AS_GIVEN, ""));
        assertEquals("N#2147483647", samePartition(plainInt, key("PK", false, '#', "N#2147483647")).orElseThrow()
                .partitionKey());
        assertFalse(samePartition(plainInt, key("PK", false, '#', "N#2147483648")).isPresent(), "above Integer.MAX_VALUE");
        assertTrue(samePartition(plainInt, key("PK", false, '#', "N#-2147483648")).isPresent());
        assertFalse(samePartition(plainInt, key("PK", false, '#', "N#-2147483649")).isPresent());
        assertFalse(samePartition(plainInt, key("PK", false, '#', "N#042")).isPresent(), "no leading zero");
        assertFalse(samePartition(plainInt, key("PK", false, '#', "N#-0")).isPresent());
        KeyModel padded = key("PK", false, '#', "N#", component("m", Scalar.INT, KeyFormatModel.Kind.PADDED, 3, AS_GIVEN,
                ""));
        assertEquals("N#100", samePartition(plainInt, padded).orElseThrow().partitionKey(), "a plain 100 is a padded 100");
        KeyModel wide = key("PK", false, '#', "N#", component("w", Scalar.BYTE, KeyFormatModel.Kind.PADDED, 3, AS_GIVEN, ""));
        assertFalse(samePartition(wide, key("PK", false, '#', "N#128")).isPresent(), "above Byte.MAX_VALUE");
        assertTrue(samePartition(wide, key("PK", false, '#', "N#007")).isPresent());
    }

    @Test
    void casingKeepsLettersOfTheOtherCaseOut() {
        KeyModel lower = key("PK", false, '#', "CITY#", component("city", Scalar.STRING, KeyFormatModel.Kind.RAW, 0,
                KeyFormatModel.Casing.LOWER, "#"));
        assertFalse(samePartition(lower, key("PK", false, '#', "CITY#Paris")).isPresent());
        assertTrue(samePartition(lower, key("PK", false, '#', "CITY#paris")).isPresent());
        ValueType role = new ValueType.EnumType(new ClassRef("t", List.of("Role")));
        KeyModel casedRole = key("PK", false, '#', "ROLE#", new ComponentModel("role", "role", role,
                new KeyFormatModel(KeyFormatModel.Kind.RAW, 0, KeyFormatModel.Casing.LOWER, Optional.empty(), "")));
        assertTrue(samePartition(casedRole, key("PK", false, '#', "ROLE#true")).isPresent(),
                "a constant TRUE is 'true' in lower case");
        assertFalse(samePartition(casedRole, key("PK", false, '#', "ROLE#Admin")).isPresent());
    }

    @Test
    void keywayStringsEscapeAnotherDelimiter() {
        ComponentModel title = component("title", Scalar.STRING, KeyFormatModel.Kind.KEYWAY, 0, AS_GIVEN, "");
        KeyModel colon = key("SK", true, ':', "T:", title);
        assertFalse(samePartition(colon, key("SK", true, ':', "T:a:b")).isPresent(), "':' is escaped, never written");
        assertTrue(samePartition(colon, key("SK", true, ':', "T:a$3Ab")).isPresent());
        assertFalse(samePartition(colon, key("SK", true, ':', "T:a$3ab")).isPresent(), "escapes are upper-case hex");
    }

    @Test
    void keysSplitAtDifferentDelimitersAreComparedAsWholeTexts() {
        KeyModel slashes = key("SK", true, '/', "A/", raw("x"), "/", raw("y"));
        KeyModel hashes = key("SK", true, '#', "A/", component("z", Scalar.STRING, KeyFormatModel.Kind.KEYWAY, 0, AS_GIVEN, ""));
        Key common = samePartition(slashes, hashes).orElseThrow();
        assertTrue(common.partitionKey().matches("A/[^/#]*/[^/#]*"), common.toString());
        KeyModel other = key("SK", true, '#', "B/", component("z", Scalar.STRING, KeyFormatModel.Kind.KEYWAY, 0, AS_GIVEN, ""));
        assertFalse(samePartition(slashes, other).isPresent());
        assertTrue(KeyOverlap.literalsDiffer(slashes.template(), other.template()));
        KeyModel digits = key("SK", true, '#', "A/", component("n", Scalar.LONG, KeyFormatModel.Kind.PADDED, 4, AS_GIVEN, ""));
        assertFalse(samePartition(slashes, digits).isPresent(), "four digits never hold the '/' between x and y");
    }

    @Test
    void aComponentFixedElsewhereIsWrittenIntoTheWholeTexts() {
        // Alpha: P#<x> / S/<x>/<y>; Beta: P#<z> / S/<z>. The sort keys alone can be one text, but
        // not with x = z: the partition keys fix them equal. Undecided, so reported, never accepted.
        ComponentModel x = component("x", Scalar.STRING, KeyFormatModel.Kind.RAW, 0, AS_GIVEN, "#/");
        ComponentModel y = component("y", Scalar.STRING, KeyFormatModel.Kind.RAW, 0, AS_GIVEN, "/");
        ComponentModel z = component("z", Scalar.STRING, KeyFormatModel.Kind.RAW, 0, AS_GIVEN, "#");
        KeyModel alphaPartition = key("PK", false, '#', "P#", x);
        KeyModel alphaSort = key("SK", true, '/', "S/", x, "/", y);
        KeyModel betaPartition = key("PK", false, '#', "P#", z);
        KeyModel betaSort = key("SK", true, '#', "S/", z);
        assertFalse(overlap.sameKey(alphaPartition, Optional.of(alphaSort), betaPartition, Optional.of(betaSort)).isPresent());
        KeyModel betaWide = key("SK", true, '#', "S/", z, "#end");
        assertFalse(overlap.sameKey(alphaPartition, Optional.of(alphaSort), betaPartition, Optional.of(betaWide)).isPresent());
    }
}
