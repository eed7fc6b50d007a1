package dev.keyway.processor.overlap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.TypedTemplates;
import dev.keyway.processor.model.ValueType;
import dev.keyway.runtime.key.KeyCodec;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * {@link KeyOverlap} on hand-built models. Every key it reports as shared is checked against the
 * runtime's {@link KeyCodec}: both templates must produce it (each placeholder's text decodes and
 * encodes back to itself). Random designs check the other direction: when a key is known to be
 * producible by both templates, the analysis must find a collision.
 */
class KeyOverlapTest {

    /** An enum for the runtime's encoders; the analysis sees only its class name. */
    enum Role { USER, ADMIN, GUEST }

    private static final ClassRef ROLE = new ClassRef("t", List.of("Role"));

    private static final Map<String, ValueType> TYPES = new LinkedHashMap<>();

    static {
        TYPES.put("String", scalar(Scalar.STRING));
        TYPES.put("boolean", scalar(Scalar.BOOLEAN));
        TYPES.put("byte", scalar(Scalar.BYTE));
        TYPES.put("short", scalar(Scalar.SHORT));
        TYPES.put("int", scalar(Scalar.INT));
        TYPES.put("long", scalar(Scalar.LONG));
        TYPES.put("BigInteger", scalar(Scalar.BIG_INTEGER));
        TYPES.put("BigDecimal", scalar(Scalar.BIG_DECIMAL));
        TYPES.put("Instant", scalar(Scalar.INSTANT));
        TYPES.put("LocalDate", scalar(Scalar.LOCAL_DATE));
        TYPES.put("LocalDateTime", scalar(Scalar.LOCAL_DATE_TIME));
        TYPES.put("UUID", scalar(Scalar.UUID));
        TYPES.put("Role", new ValueType.EnumType(ROLE));
        TYPES.put("OptionalString", new ValueType.OptionalType(scalar(Scalar.STRING)));
        TYPES.put("OptionalRole", new ValueType.OptionalType(new ValueType.EnumType(ROLE)));
    }

    private static ValueType scalar(Scalar scalar) {
        return new ValueType.ScalarType(scalar, false);
    }

    private final KeyOverlap overlap = new KeyOverlap();

    // ---- building models -------------------------------------------------------------------

    /**
     * A key from a template whose placeholders may name their type: {@code "ORDER#<placedAt:Instant>#<id>"}
     * (String when not named).
     */
    private static KeyModel key(String attribute, String template, boolean sortKey) {
        return new KeyModel(attribute, TypedTemplates.parse(template, (name, type) -> {
            if (!TYPES.containsKey(type)) {
                throw new IllegalArgumentException("no type " + type);
            }
            return new ComponentModel(name, name, TYPES.get(type));
        }), sortKey);
    }

    private static KeyModel pk(String template) {
        return key("PK", template, false);
    }

    private static KeyModel sk(String template) {
        return key("SK", template, true);
    }

    /** A key holding exactly {@code text}, built without parsing (it may hold '<' or '#'). */
    private static KeyModel literal(String text, boolean sortKey) {
        List<KeyTemplate.Part> parts = text.isEmpty() ? List.of() : List.of(new KeyTemplate.Literal(text));
        return new KeyModel(sortKey ? "SK" : "PK", new KeyTemplate(text, parts), sortKey);
    }

    /** An entity under construction. */
    private static final class Entity {
        final String name;
        final KeyModel partitionKey;
        final Optional<KeyModel> sortKey;
        final List<IndexModel> indexes = new ArrayList<>();
        final List<AccessPatternModel> patterns = new ArrayList<>();

        Entity(String name, String partitionKey, String sortKey) {
            this.name = name;
            this.partitionKey = pk(partitionKey);
            this.sortKey = Optional.ofNullable(sortKey).map(KeyOverlapTest::sk);
        }

        Entity gsi(String index, String partitionKey, String sortKey) {
            indexes.add(new IndexModel(index, key(index + "PK", partitionKey, false),
                    Optional.ofNullable(sortKey).map(template -> key(index + "SK", template, true)), false,
                    ProjectionModel.ALL));
            return this;
        }

        Entity pattern(String pattern) {
            patterns.add(new AccessPatternModel(pattern, Optional.empty(), false, false));
            return this;
        }

        Entity pattern(String pattern, String index) {
            patterns.add(new AccessPatternModel(pattern, Optional.of(index), false, false));
            return this;
        }

        EntityModel model() {
            Map<String, ComponentModel> components = new LinkedHashMap<>();
            List<KeyModel> keys = new ArrayList<>(List.of(partitionKey));
            sortKey.ifPresent(keys::add);
            for (IndexModel index : indexes) {
                keys.add(index.partitionKey());
                index.sortKey().ifPresent(keys::add);
            }
            for (KeyModel key : keys) {
                key.template().components().forEach(component -> components.putIfAbsent(component.name(), component));
            }
            return new EntityModel(new ClassRef("t", List.of(name)), name, "Shop", List.copyOf(components.values()),
                    partitionKey, sortKey, indexes, patterns, List.of(), Optional.empty(), Optional.empty(), List.of());
        }
    }

    private static Entity entity(String name, String partitionKey, String sortKey) {
        return new Entity(name, partitionKey, sortKey);
    }

    // ---- checking witnesses with the runtime -----------------------------------------------

    /** Whether the key's template produces {@code text} for some values, decided with the runtime's decoders. */
    static boolean produces(KeyModel key, String text) {
        if (key.sharding().isPresent()) { // the suffix #<shard>, 0 to N-1 in decimal
            int hash = text.lastIndexOf('#');
            String shard = hash < 0 ? "" : text.substring(hash + 1);
            if (!shard.matches("0|[1-9][0-9]*") || Integer.parseInt(shard) >= key.sharding().get().shards()) {
                return false;
            }
            return produces(new KeyModel(key.attribute(), key.template(), key.sortKey()), text.substring(0, hash));
        }
        List<KeyTemplate.Part> parts = key.template().parts();
        List<String> literals = new ArrayList<>();
        List<ComponentModel> placeholders = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        ComponentModel placeholder = null;
        for (KeyTemplate.Part part : parts) {
            if (part instanceof KeyTemplate.Placeholder p) {
                placeholder = p.component();
                continue;
            }
            for (char c : ((KeyTemplate.Literal) part).text().toCharArray()) {
                if (c == '#') {
                    literals.add(literal.toString());
                    placeholders.add(placeholder);
                    literal.setLength(0);
                    placeholder = null;
                } else {
                    literal.append(c);
                }
            }
        }
        literals.add(literal.toString());
        placeholders.add(placeholder);
        String[] pieces = text.split("#", -1);
        if (pieces.length != literals.size()) {
            return false;
        }
        boolean wholeKey = parts.size() == 1 && parts.get(0) instanceof KeyTemplate.Placeholder;
        for (int i = 0; i < pieces.length; i++) {
            if (!pieces[i].startsWith(literals.get(i))) {
                return false;
            }
            String rest = pieces[i].substring(literals.get(i).length());
            if (placeholders.get(i) == null) {
                if (!rest.isEmpty()) {
                    return false;
                }
            } else if (!decodes(placeholders.get(i).type().keyType(), key.sortKey(), rest)
                    || (wholeKey && rest.isEmpty())) {
                return false;
            }
        }
        return true;
    }

    private static final Set<String> KEYWORDS = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "_");

    /** An enum name: with the constants unknown, any identifier that is not a keyword. */
    private static boolean enumName(String text) {
        return javax.lang.model.SourceVersion.isIdentifier(text) && !KEYWORDS.contains(text);
    }

    /** Whether {@code text} is a canonical encoding of a value of the type (the runtime decodes and re-encodes it). */
    static boolean decodes(ValueType type, boolean sortKey, String text) {
        if (type instanceof ValueType.EnumType) {
            if (!sortKey) {
                return enumName(text);
            }
            return text.length() >= 5 && text.substring(0, 3).chars().allMatch(Character::isDigit)
                    && text.charAt(3) == '-' && enumName(text.substring(4));
        }
        Scalar scalar = ((ValueType.ScalarType) type).scalar();
        try {
            String again = switch (scalar) {
                case STRING -> KeyCodec.encodeString(KeyCodec.decodeString(text));
                case BOOLEAN -> KeyCodec.encodeBoolean(KeyCodec.decodeBoolean(text));
                case BYTE -> KeyCodec.encodeByte(KeyCodec.decodeByte(text));
                case SHORT -> KeyCodec.encodeShort(KeyCodec.decodeShort(text));
                case INT -> KeyCodec.encodeInt(KeyCodec.decodeInt(text));
                case LONG -> KeyCodec.encodeLong(KeyCodec.decodeLong(text));
                case BIG_INTEGER -> KeyCodec.encodeBigInteger(KeyCodec.decodeBigInteger(text));
                case BIG_DECIMAL -> KeyCodec.encodeBigDecimal(KeyCodec.decodeBigDecimal(text));
                case INSTANT -> KeyCodec.encodeInstant(KeyCodec.decodeInstant(text));
                case LOCAL_DATE -> KeyCodec.encodeLocalDate(KeyCodec.decodeLocalDate(text));
                case LOCAL_DATE_TIME -> KeyCodec.encodeLocalDateTime(KeyCodec.decodeLocalDateTime(text));
                case UUID -> KeyCodec.encodeUuid(KeyCodec.decodeUuid(text));
                default -> throw new IllegalArgumentException(scalar.toString());
            };
            return again.equals(text);
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            return false;
        }
    }

    /** The two keys can be the same; the example is checked with the runtime and returned. */
    private Key assertCollide(KeyModel partitionA, KeyModel sortA, KeyModel partitionB, KeyModel sortB) {
        Optional<Key> key = overlap.sameKey(partitionA, Optional.ofNullable(sortA), partitionB, Optional.ofNullable(sortB));
        String pair = describe(partitionA, sortA) + "  vs  " + describe(partitionB, sortB);
        assertTrue(key.isPresent(), () -> "expected a collision: " + pair);
        assertWitness(key.get(), partitionA, sortA);
        assertWitness(key.get(), partitionB, sortB);
        return key.get();
    }

    private static void assertWitness(Key key, KeyModel partition, KeyModel sort) {
        assertTrue(produces(partition, key.partitionKey()),
                () -> partition.template().source() + " cannot produce the example " + key.partitionKey());
        assertEquals(sort != null, key.sortKey().isPresent());
        if (sort != null) {
            assertTrue(produces(sort, key.sortKey().get()),
                    () -> sort.template().source() + " cannot produce the example " + key.sortKey().get());
        }
    }

    private void assertApart(KeyModel partitionA, KeyModel sortA, KeyModel partitionB, KeyModel sortB) {
        Optional<Key> key = overlap.sameKey(partitionA, Optional.ofNullable(sortA), partitionB, Optional.ofNullable(sortB));
        assertTrue(key.isEmpty(), () -> "expected no collision: " + describe(partitionA, sortA) + "  vs  "
                + describe(partitionB, sortB) + ", but both produce " + key.get());
    }

    private static String describe(KeyModel partition, KeyModel sort) {
        return partition.template().source() + (sort == null ? "" : " / " + sort.template().source());
    }

    /** Partition-key templates alone (a table without sort keys). */
    private Key assertCollide(String a, String b) {
        return assertCollide(pk(a), null, pk(b), null);
    }

    private void assertApart(String a, String b) {
        assertApart(pk(a), null, pk(b), null);
    }

    /** Whether {@code <x:type>} can produce exactly {@code text} (with a witness check when it can). */
    private boolean holds(String type, String text, boolean sortKey) {
        KeyModel template = key(sortKey ? "SK" : "PK", "<x:" + type + ">", sortKey);
        KeyModel constant = literal(text, sortKey);
        Optional<Key> key = overlap.sameKey(template, Optional.empty(), constant, Optional.empty());
        key.ifPresent(found -> assertEquals(text, found.partitionKey()));
        return key.isPresent();
    }

    // ---- the encodings, one placeholder against literal text -------------------------------

    @Nested
    class Encodings {

        @Test
        void strings_anyTextWithoutDelimiter_escapesOnlyUpToDollar() {
            assertTrue(holds("String", "abc", false));
            assertTrue(holds("String", "%", false));
            assertTrue(holds("String", "a$23b", false));          // "a#b"
            assertTrue(holds("String", "$00$24", false));         // U+0000 and '$'
            assertTrue(holds("String", "é~ü", false));
            assertFalse(holds("String", "a#b", false));           // '#' never in a value
            assertFalse(holds("String", "a b", false));           // a space is escaped
            assertFalse(holds("String", "$", false));             // a lone '$' is half an escape
            assertFalse(holds("String", "$25", false));           // '%' is not escaped
            assertFalse(holds("String", "$1f", false));           // upper-case hex only
            assertFalse(holds("String", "$2", false));
        }

        @Test
        void strings_emptyOnlyWhenNotTheWholeKey() {
            assertFalse(holds("String", "", false));                            // "<x>" refuses ""
            assertCollide("A#<s>#B", "A##B");                                   // "A#<s>#B" takes ""
            assertCollide(pk("A"), sk("<s>#"), pk("A"), sk("#"));
            assertApart(pk("A"), sk("<s>"), pk("A"), key("SK", "", true));
        }

        @Test
        void integralNumbers_fixedWidthSignedAndInRange() {
            assertTrue(holds("int", "00000000042", false));
            assertTrue(holds("int", "02147483647", false));       // MAX_VALUE
            assertTrue(holds("int", "-0000000000", false));       // MIN_VALUE
            assertTrue(holds("int", "-2147483647", false));       // -1
            assertFalse(holds("int", "02147483648", false));      // above MAX_VALUE
            assertFalse(holds("int", "-2147483648", false));
            assertFalse(holds("int", "0000000042", false));       // 10 characters
            assertFalse(holds("int", "10000000042", false));      // sign
            assertTrue(holds("byte", "0127", false));
            assertFalse(holds("byte", "0128", false));
            assertTrue(holds("short", "-32767", false));
            assertFalse(holds("short", "032768", false));
            assertTrue(holds("long", "09223372036854775807", false));
            assertFalse(holds("long", "09223372036854775808", false));
        }

        @Test
        void bigNumbers() {
            assertTrue(holds("BigInteger", "0", false));
            assertTrue(holds("BigInteger", "100242", false));     // 42
            assertFalse(holds("BigInteger", "1002042", false));   // count says 2, 3 digits follow
            assertFalse(holds("BigInteger", "100207", false));    // leading zero
            assertTrue(holds("BigInteger", "-99757", false));     // -42
            assertFalse(holds("BigInteger", "-999", false));      // zero digits
            assertTrue(holds("BigDecimal", "0", false));
            assertTrue(holds("BigDecimal", "1500115", false));    // 1.5
            assertFalse(holds("BigDecimal", "15001150", false));  // trailing zero
            assertFalse(holds("BigDecimal", "1000015", false));   // exponent field 0000
            assertTrue(holds("BigDecimal", "-49988~", false));    // -1
            assertFalse(holds("BigDecimal", "-49988", false));    // no '~'
            assertFalse(holds("BigDecimal", "-49989~", false));   // trailing nine in the complement
        }

        @Test
        void times_realCalendarDatesOnly() {
            assertTrue(holds("LocalDate", "2024-02-29", false));
            assertTrue(holds("LocalDate", "2000-02-29", false));
            assertTrue(holds("LocalDate", "0000-02-29", false));
            assertFalse(holds("LocalDate", "2023-02-29", false));
            assertFalse(holds("LocalDate", "1900-02-29", false));
            assertFalse(holds("LocalDate", "2024-04-31", false));
            assertFalse(holds("LocalDate", "2024-13-01", false));
            assertFalse(holds("LocalDate", "2024-00-10", false));
            assertFalse(holds("LocalDate", "2024-01-00", false));
            assertTrue(holds("LocalDateTime", "2024-05-01T23:59:59.999999999", false));
            assertFalse(holds("LocalDateTime", "2024-05-01T24:00:00.000000000", false));
            assertFalse(holds("LocalDateTime", "2024-05-01T10:60:00.000000000", false));
            assertTrue(holds("Instant", "2024-05-01T10:00:00.000000000Z", false));
            assertFalse(holds("Instant", "2024-05-01T10:00:00.000000000", false));
            assertFalse(holds("Instant", "2024-05-01T10:00:00Z", false));
        }

        @Test
        void uuidsBooleansAndEnums() {
            assertTrue(holds("UUID", "123e4567-e89b-12d3-a456-426614174000", false));
            assertFalse(holds("UUID", "123E4567-E89B-12D3-A456-426614174000", false));
            assertFalse(holds("UUID", "123e4567e89b12d3a456426614174000", false));
            assertTrue(holds("boolean", "true", false));
            assertTrue(holds("boolean", "false", false));
            assertFalse(holds("boolean", "TRUE", false));
            assertTrue(holds("Role", "ADMIN", false));             // any constant name could be declared
            assertTrue(holds("Role", "$x_1", false));
            assertFalse(holds("Role", "true", false));             // no constant is named true
            assertFalse(holds("Role", "_", false));
            assertFalse(holds("Role", "1A", false));
            assertFalse(holds("Role", "001-ADMIN", false));        // partition keys hold the name
            assertTrue(holds("Role", "001-ADMIN", true));          // sort keys: ordinal-NAME
            assertFalse(holds("Role", "ADMIN", true));
            assertFalse(holds("Role", "01-ADMIN", true));
        }

        @Test
        void knownEnumConstants_onlyThoseNamesAndOrdinals() {
            KeyOverlap known = new KeyOverlap(type -> type.equals(ROLE)
                    ? Optional.of(List.of("USER", "ADMIN", "GUEST")) : Optional.empty());
            KeyModel byName = pk("USER#<role:Role>");
            assertTrue(known.sameKey(byName, Optional.empty(), literal("USER#ADMIN", false), Optional.empty()).isPresent());
            assertTrue(known.sameKey(byName, Optional.empty(), literal("USER#OWNER", false), Optional.empty()).isEmpty());
            KeyModel byOrdinal = sk("<role:Role>");
            assertTrue(known.sameKey(byOrdinal, Optional.empty(), literal("001-ADMIN", true), Optional.empty()).isPresent());
            assertTrue(known.sameKey(byOrdinal, Optional.empty(), literal("000-ADMIN", true), Optional.empty()).isEmpty());
        }

        /** Every sign and three digits: held exactly when the runtime decodes a byte. */
        @Test
        void bytesAgreeWithTheRuntimeExhaustively() {
            for (String sign : List.of("0", "-", "1")) {
                for (int digits = 0; digits < 1000; digits++) {
                    String text = sign + String.format("%03d", digits);
                    assertEquals(decodes(TYPES.get("byte"), false, text), holds("byte", text, false), text);
                }
            }
        }

        /** Every month 00..13 and day 00..32 of leap and common years: held exactly when it is a date. */
        @Test
        void datesAgreeWithTheRuntimeExhaustively() {
            for (String year : List.of("0000", "1900", "2000", "2023", "2024", "9999")) {
                for (int month = 0; month <= 13; month++) {
                    for (int day = 0; day <= 32; day++) {
                        String text = String.format("%s-%02d-%02d", year, month, day);
                        assertEquals(decodes(TYPES.get("LocalDate"), false, text), holds("LocalDate", text, false), text);
                    }
                }
            }
        }

        /** Every value the runtime encodes is held, and its text is the example. */
        @Test
        void agreesWithTheRuntimeOnRandomValues() {
            Random random = new Random(42);
            for (int round = 0; round < 300; round++) {
                for (String type : List.of("String", "boolean", "byte", "short", "int", "long", "BigInteger",
                        "BigDecimal", "Instant", "LocalDate", "LocalDateTime", "UUID")) {
                    String text = randomEncoding(random, type, false);
                    if (type.equals("String") && text.isEmpty()) {
                        continue;
                    }
                    assertTrue(holds(type, text, false), () -> type + " does not hold " + text);
                    String changed = mutate(random, text);
                    if (!changed.contains("#")) {
                        boolean decodes = decodes(TYPES.get(type), false, changed);
                        assertEquals(decodes && !changed.isEmpty(), holds(type, changed, false),
                                () -> type + " and the runtime disagree on " + changed);
                    }
                }
            }
        }
    }

    // ---- pairs of primary keys -------------------------------------------------------------

    @Nested
    class PrimaryKeys {

        @Test
        void customerAndOrder_samePartitionDifferentSortKeys() {
            assertApart(pk("CUSTOMER#<id>"), sk("PROFILE"),
                    pk("CUSTOMER#<customerId>"), sk("ORDER#<placedAt:Instant>#<orderId>"));
        }

        @Test
        void identicalTemplates() {
            Key key = assertCollide(pk("CUSTOMER#<customerId>"), sk("ORDER#<placedAt:Instant>#<orderId>"),
                    pk("CUSTOMER#<customerId>"), sk("ORDER#<placedAt:Instant>#<orderId>"));
            assertTrue(key.partitionKey().startsWith("CUSTOMER#"), key::toString);
        }

        @Test
        void sameShapeOtherComponentNames() {
            assertCollide(pk("CUSTOMER#<id>"), sk("PROFILE"), pk("CUSTOMER#<name>"), sk("PROFILE"));
        }

        @Test
        void stringPlaceholderAgainstConstant() {
            Key key = assertCollide("USER#<id>", "USER#ADMIN");
            assertEquals("USER#ADMIN", key.partitionKey());
            assertCollide(pk("CUSTOMER#<id>"), sk("PROFILE"), pk("CUSTOMER#<cid>"), sk("<noteId>"));
        }

        @Test
        void enumNameAgainstConstant() {
            assertCollide("USER#<role:Role>", "USER#ADMIN");
            assertApart("USER#<role:Role>", "USER#true");
            assertApart("USER#<role:Role>", "USER#42");
        }

        @Test
        void differentLiterals() {
            assertApart("USER#<id>", "ADMIN#<id>");
            assertApart("ORDER#<a>", "ORDERS#<b>");
            assertApart(pk("A#<id>"), sk("PROFILE"), pk("A#<id>"), sk("PROFILES"));
        }

        @Test
        void literalBeforePlaceholderWithoutDelimiter() {
            assertCollide("V<s>", "VERSION");
            assertCollide("V<s>", "VE<t>");                       // s = "E" + t
            assertApart("V<n:int>", "VE<t>");                     // an int starts with '0' or '-'
            assertCollide("V<n:int>", "V0<t>");
            assertApart("V<n:int>", "V0<m:int>");                // 11 against 12 characters
        }

        @Test
        void differentSegmentCounts() {
            assertApart("A#<x>", "A#<x>#<y>");
            assertApart(pk("A"), sk("ORDER#<n>"), pk("A"), sk("ORDER"));
            assertApart(pk("A"), sk("<s>"), pk("A"), sk("X#<t>"));  // a value never holds '#'
        }

        @Test
        void fixedWidthTypesAgainstEachOther() {
            assertApart("N#<i:int>", "N#<l:long>");
            assertApart("N#<i:int>", "N#<s:short>");
            assertCollide("N#<i:int>", "N#<j:int>");
            assertApart("T#<a:Instant>", "T#<b:LocalDateTime>");
            assertApart("T#<a:LocalDate>", "T#<b:LocalDateTime>");
            assertApart("T#<a:Instant>", "T#<u:UUID>");
            assertApart("T#<a:UUID>", "T#<b:boolean>");
            assertApart("T#<a:int>", "T#<b:BigInteger>");
            assertApart("T#<a:long>", "T#<b:BigDecimal>");
            assertApart("T#<a:boolean>", "T#<r:Role>");            // true/false are no constant names
            Key zero = assertCollide("T#<a:BigInteger>", "T#<b:BigDecimal>");
            assertEquals("T#0", zero.partitionKey());
        }

        @Test
        void stringsOverlapEveryType() {
            for (String type : List.of("boolean", "byte", "short", "int", "long", "BigInteger", "BigDecimal",
                    "Instant", "LocalDate", "LocalDateTime", "UUID", "Role")) {
                assertCollide("T#<a:" + type + ">", "T#<s>");
            }
            assertCollide(pk("T"), sk("<r:Role>#X"), pk("T"), sk("<s>#X"));
        }

        @Test
        void typesWithALiteralPrefixOnOneSide() {
            assertCollide("D#<d:LocalDate>", "D#2024-<s>");
            assertApart("D#<d:LocalDate>", "D#2024-13<s>");          // no 13th month
            assertApart("D#<d:LocalDate>", "D#2024-<i:int>");         // "2024-" + 11 characters is no date
            assertApart("D#<d:LocalDate>", "D#2024-0<r:Role>");       // a name starts with no digit
            assertApart("D#<d:LocalDate>", "D#2024-0<b:BigInteger>"); // "M-dd" is no BigInteger
            assertCollide("D#<d:LocalDate>", "D#2024-0<s>");
        }

        @Test
        void optionalIndexComponentsAreTheirElementType() {
            assertCollide("X#<a:OptionalString>", "X#<b:int>");
            assertCollide("X#<a:OptionalRole>", "X#ADMIN");
        }

        @Test
        void componentInBothPartitionAndSortKey_oneValue() {
            assertApart(pk("<id>"), sk("<id>"), pk("X"), sk("Y"));
            assertCollide(pk("<id>"), sk("<id>"), pk("X"), sk("X"));
            assertApart(pk("<id>"), sk("<id>"), pk("<a>"), sk("P<a>"));
            assertCollide(pk("<id>"), sk("<id>"), pk("<a>"), sk("<a>"));
            assertCollide(pk("U#<id>"), sk("<id>"), pk("U#<a>"), sk("<b>"));
            assertApart(pk("U#<id>"), sk("<id>#X"), pk("U#A"), sk("B#X"));
        }

        @Test
        void enumInBothPartitionAndSortKey_oneName() {
            assertCollide(pk("T#<e:Role>"), sk("<e:Role>"), pk("T#ADMIN"), sk("001-ADMIN"));
            assertApart(pk("T#<e:Role>"), sk("<e:Role>"), pk("T#ADMIN"), sk("002-GUEST"));
            assertCollide(pk("T#<e:Role>"), sk("<e:Role>"), pk("T#<s>"), sk("<t>"));
            assertCollide(pk("T#<e:Role>"), sk("<e:Role>"), pk("T#<f:Role>"), sk("<f:Role>"));
            KeyOverlap known = new KeyOverlap(type -> Optional.of(List.of("USER", "ADMIN")));
            assertTrue(known.sameKey(pk("T#<e:Role>"), Optional.of(sk("<e:Role>")), literal("T#ADMIN", false),
                    Optional.of(literal("001-ADMIN", true))).isPresent());
            assertTrue(known.sameKey(pk("T#<e:Role>"), Optional.of(sk("<e:Role>")), literal("T#ADMIN", false),
                    Optional.of(literal("000-ADMIN", true))).isEmpty());
        }

        @Test
        void sortKeyPresenceMustAgree() {
            assertTrue(overlap.sameKey(pk("A#<id>"), Optional.empty(), pk("A#<id>"), Optional.of(sk("X"))).isEmpty());
        }

        @Test
        void theIntegrationTestsShop() {
            String[][] shop = {
                {"CUSTOMER#<id>", "PROFILE"},
                {"CUSTOMER#<customerId>", "ORDER#<placedAt:Instant>#<orderId>"},
                {"CUSTOMER#<customerId>", "REFUND#<refundId>"},
                {"DEVICE#<deviceId>", "EVENT#<severity:Role>#<sequence:long>"},
                {"ACCOUNT#<from>", "TRANSFER#<transferId>"},
                {"ACCOUNT#<accountId>", "HOLD#<holdId>"},
                {"ACCOUNT#<id>", "ACCOUNT"},
            };
            for (int i = 0; i < shop.length; i++) {
                for (int j = i + 1; j < shop.length; j++) {
                    assertApart(pk(shop[i][0]), sk(shop[i][1]), pk(shop[j][0]), sk(shop[j][1]));
                }
            }
        }
    }

    // ---- sharded partition keys: the suffix #<shard> ---------------------------------------

    @Nested
    class ShardedKeys {

        private KeyModel sharded(String template, int shards) {
            KeyModel key = pk(template);
            return new KeyModel(key.attribute(), key.template(), false,
                    Optional.of(new KeyModel.Sharding(shards, Optional.empty())));
        }

        @Test
        void theSuffixIsOneMoreSegment_soAKeyWithOneMorePlaceholderCanMeetIt() {
            Key key = assertCollide(sharded("FEED#<feed>", 4), sk("POST#<id>"), pk("FEED#<a>#<b>"), sk("POST#<c>"));
            assertTrue(key.partitionKey().matches("FEED#.*#[0-3]"), key::toString);
        }

        @Test
        void theSameTemplateShardedAndNot_neverMeet() {
            assertApart(sharded("FEED#<feed>", 4), sk("POST#<id>"), pk("FEED#<feed>"), sk("POST#<id>"));
        }

        @Test
        void onlyTheShardNumbersMeetALiteralSuffix() {
            assertCollide(sharded("FEED#<feed>", 4), null, pk("FEED#<a>#3"), null);
            assertApart(sharded("FEED#<feed>", 4), null, pk("FEED#<a>#4"), null);
            assertApart(sharded("FEED#<feed>", 4), null, pk("FEED#<a>#03"), null);
            assertApart(sharded("FEED#<feed>", 4), null, pk("FEED#<a>#<n:int>"), null); // an int is 11 characters
        }

        @Test
        void twoShardedKeys() {
            assertCollide(sharded("FEED#<feed>", 4), null, sharded("FEED#<name>", 8), null);
            assertApart(sharded("FEED#<feed>", 4), null, sharded("TAG#<tag>", 4), null);
        }

        @Test
        void aPatternOnAShardedPartitionReadsEachShard() {
            EntityModel post = new EntityModel(new ClassRef("t", List.of("Post")), "Post", "Shop",
                    List.of(new ComponentModel("feed", "feed", scalar(Scalar.STRING)),
                            new ComponentModel("id", "id", scalar(Scalar.STRING))),
                    sharded("FEED#<feed>", 4), Optional.of(sk("POST#<id>")), List.of(),
                    List.of(new AccessPatternModel("feed", Optional.empty(), false, false)), List.of(),
                    Optional.empty(), Optional.empty(), List.of());
            EntityModel other = entity("Other", "FEED#<a>#<b>", "POST#<c>#<d>").model();
            Optional<QueryOverlap> found = overlap.queryOverlap(post, post.accessPatterns().get(0), other);
            assertTrue(found.isPresent());
            assertTrue(found.get().example().partitionKey().matches("FEED#.*#[0-3]"), found.get().example()::toString);
            assertTrue(overlap.queryOverlap(post, post.accessPatterns().get(0),
                    entity("Plain", "FEED#<a>", "POST#<c>#<d>").model()).isEmpty());
        }
    }

    // ---- access patterns -------------------------------------------------------------------

    @Nested
    class AccessPatterns {

        private Optional<QueryOverlap> overlapOf(Entity owner, String pattern, Entity other) {
            EntityModel model = owner.model();
            AccessPatternModel access = model.accessPatterns().stream()
                    .filter(candidate -> candidate.name().equals(pattern)).findFirst().orElseThrow();
            Optional<QueryOverlap> found = overlap.queryOverlap(model, access, other.model());
            found.ifPresent(result -> {
                Key key = result.example();
                assertTrue(produces(result.otherPartitionKey(), key.partitionKey()), key::toString);
                assertTrue(produces(result.otherSortKey(), key.sortKey().orElseThrow()), key::toString);
                assertTrue(produces(result.partitionKey(), key.partitionKey()), key::toString);
                assertTrue(key.sortKey().get().startsWith(result.prefix()), key::toString);
            });
            return found;
        }

        @Test
        void prefixWithoutDelimiterMatchesLongerLiterals() {
            Entity orders = entity("Orders", "CUSTOMER#<id>", "ORDER<n:int>").pattern("ordersOf");
            Entity batches = entity("Batches", "CUSTOMER#<customerId>", "ORDERS#<x>");
            QueryOverlap found = overlapOf(orders, "ordersOf", batches).orElseThrow();
            assertEquals("ORDER", found.prefix());
            assertTrue(found.example().sortKey().get().startsWith("ORDERS#"));
            assertTrue(overlapOf(entity("O", "CUSTOMER#<id>", "ORDER#<n:int>").pattern("p"), "p", batches).isEmpty());
        }

        @Test
        void customerAndOrders_apart() {
            Entity customer = entity("Customer", "CUSTOMER#<id>", "PROFILE")
                    .gsi("GSI1", "EMAIL#<email>", "CUSTOMER").pattern("byEmail", "GSI1");
            Entity order = entity("Order", "CUSTOMER#<customerId>", "ORDER#<placedAt:Instant>#<orderId>")
                    .gsi("GSI1", "STATUS#<status:Role>", "<placedAt:Instant>")
                    .pattern("ordersOf").pattern("byStatus", "GSI1");
            Entity refund = entity("Refund", "CUSTOMER#<customerId>", "REFUND#<refundId>")
                    .gsi("GSI1", "STATUS#<status:Role>", "<requestedAt:Instant>")
                    .pattern("refundsOf").pattern("refundsByStatus", "GSI1");
            assertTrue(overlapOf(order, "ordersOf", customer).isEmpty());
            assertTrue(overlapOf(order, "ordersOf", refund).isEmpty());
            assertTrue(overlapOf(refund, "refundsOf", order).isEmpty());
            assertTrue(overlapOf(customer, "byEmail", order).isEmpty());
            // GSI overloading: same partitions, sort keys start with a placeholder, so these filter on the type
            assertTrue(overlapOf(order, "byStatus", refund).isEmpty());
            assertTrue(overlapOf(refund, "refundsByStatus", order).isEmpty());
            assertTrue(KeyOverlap.filtersOnType(order.model().index("GSI1").orElseThrow().sortKey()));
            assertFalse(KeyOverlap.filtersOnType(order.model().sortKey()));
            assertEquals(List.of(), overlap.check(List.of(customer.model(), order.model(), refund.model())));
        }

        @Test
        void sharedIndexWithLiteralSortPrefix() {
            Entity customer = entity("Customer", "CUSTOMER#<id>", "PROFILE")
                    .gsi("GSI1", "EMAIL#<email>", "CUSTOMER").pattern("byEmail", "GSI1");
            Entity alias = entity("Alias", "ALIAS#<id>", "ALIAS")
                    .gsi("GSI1", "EMAIL#<address>", "CUSTOMERS#<id>");
            assertTrue(overlapOf(customer, "byEmail", alias).isPresent());
            Entity elsewhere = entity("Elsewhere", "ALIAS#<id>", "ALIAS")
                    .gsi("GSI2", "EMAIL#<address>", "CUSTOMERS#<id>");
            assertTrue(overlapOf(customer, "byEmail", elsewhere).isEmpty()); // not on GSI1
        }

        @Test
        void prefixAcrossSegments() {
            Entity owner = entity("Owner", "P#<id>", "A#B#<x>").pattern("q");
            assertTrue(overlapOf(owner, "q", entity("S", "P#<pid>", "A#<s>#<t>")).isPresent());
            assertTrue(overlapOf(owner, "q", entity("I", "P#<pid>", "A#<i:int>#<t>")).isEmpty());
            assertTrue(overlapOf(owner, "q", entity("L", "P#<pid>", "A#B")).isEmpty());   // ends before the prefix
            assertTrue(overlapOf(owner, "q", entity("M", "P#<pid>", "A#B#")).isPresent());
        }

        @Test
        void prefixEndingInsideAValue() {
            Entity owner = entity("Owner", "P#<id>", "ORDER#2024<x>").pattern("q");
            assertTrue(overlapOf(owner, "q", entity("T", "P#<pid>", "ORDER#<at:Instant>")).isPresent());
            assertTrue(overlapOf(owner, "q", entity("D", "P#<pid>", "ORDER#<day:LocalDate>#<n:int>")).isPresent());
            assertTrue(overlapOf(owner, "q", entity("N", "P#<pid>", "ORDER#<n:int>")).isEmpty());
            assertTrue(overlapOf(owner, "q", entity("U", "P#<pid>", "ORDER#<u:UUID>")).isPresent());
            assertTrue(overlapOf(owner, "q", entity("B", "P#<pid>", "ORDER#<b:boolean>")).isEmpty());
        }

        @Test
        void partitionsMustMeet() {
            Entity owner = entity("Owner", "USER#<id>", "ORDER<n:int>").pattern("q");
            assertTrue(overlapOf(owner, "q", entity("Other", "ADMIN#<id>", "ORDERS#<x>")).isEmpty());
            assertTrue(overlapOf(owner, "q", entity("Same", "USER#<n:int>", "ORDERS#<x>")).isPresent());
            Entity numbered = entity("Numbered", "USER#<n:int>", "ORDER<m:int>").pattern("q");
            assertTrue(overlapOf(numbered, "q", entity("Named", "USER#<r:Role>", "ORDERS#<x>")).isEmpty());
        }

        @Test
        void patternsThatFilterOnTheTypeAreNeverReported() {
            Entity owner = entity("Owner", "P#<id>", "<x>").pattern("q");
            assertTrue(overlapOf(owner, "q", entity("Other", "P#<id>", "<y>")).isEmpty());
        }
    }

    // ---- a whole table ---------------------------------------------------------------------

    @Nested
    class Tables {

        @Test
        void collisionIsReportedOnTheLaterEntity() {
            EntityModel beta = entity("Beta", "CUSTOMER#<name>", "PROFILE").model();
            EntityModel alpha = entity("Alpha", "CUSTOMER#<id>", "PROFILE").model();
            List<OverlapFinding> findings = overlap.check(List.of(beta, alpha));
            assertEquals(1, findings.size(), findings::toString);
            Collision collision = (Collision) findings.get(0);
            assertEquals("Beta", collision.entity().typeName());
            assertEquals("Alpha", collision.other().typeName());
            assertWitness(collision.example(), beta.partitionKey(), beta.sortKey().orElseThrow());
            assertWitness(collision.example(), alpha.partitionKey(), alpha.sortKey().orElseThrow());
        }

        @Test
        void everyPairIsChecked() {
            List<EntityModel> entities = List.of(
                    entity("A", "X#<a>", "S").model(),
                    entity("B", "Y#<b>", "S").model(),
                    entity("C", "<c>#<d>", "S").model());
            List<String> found = overlap.check(entities).stream()
                    .map(finding -> finding.entity().typeName() + "~" + finding.other().typeName())
                    .toList();
            assertEquals(List.of("C~A", "C~B"), found);
        }

        @Test
        void overlapIsReportedOnThePatternsEntity() {
            EntityModel alpha = entity("Alpha", "CUSTOMER#<id>", "ORDERS#<n:int>").model();
            EntityModel beta = entity("Beta", "CUSTOMER#<customerId>", "ORDER<x>").pattern("ordersOf").model();
            List<OverlapFinding> findings = overlap.check(List.of(alpha, beta));
            assertEquals(1, findings.size(), findings::toString);
            QueryOverlap found = (QueryOverlap) findings.get(0);
            assertEquals("Beta", found.entity().typeName());
            assertEquals("ordersOf", found.pattern().name());
            assertEquals("Alpha", found.other().typeName());
            assertEquals("ORDER", found.prefix());
        }

        @Test
        void collidingPairsAreNotAlsoReportedForTheirPatterns() {
            EntityModel alpha = entity("Alpha", "C#<id>", "O#<n>").pattern("list").model();
            EntityModel beta = entity("Beta", "C#<id>", "O#<n>").pattern("list").model();
            List<OverlapFinding> findings = overlap.check(List.of(alpha, beta));
            assertEquals(1, findings.size(), findings::toString);
            assertTrue(findings.get(0) instanceof Collision);
        }
    }

    // ---- random designs --------------------------------------------------------------------

    private static final List<String> RANDOM_TYPES = List.of("String", "String", "String", "boolean", "byte", "short",
            "int", "long", "BigInteger", "BigDecimal", "Instant", "LocalDate", "LocalDateTime", "UUID", "Role");

    private static final String STRING_CHARS = "aZ09$#%-_~é :.T\u0001";

    /** A random value of the type, encoded by the runtime. */
    private static String randomEncoding(Random random, String type, boolean sortKey) {
        return switch (type) {
            case "String" -> {
                StringBuilder value = new StringBuilder();
                int length = random.nextInt(4);
                for (int i = 0; i < length; i++) {
                    value.append(STRING_CHARS.charAt(random.nextInt(STRING_CHARS.length())));
                }
                yield KeyCodec.encodeString(value.toString());
            }
            case "boolean" -> KeyCodec.encodeBoolean(random.nextBoolean());
            case "byte" -> KeyCodec.encodeByte((byte) random.nextInt());
            case "short" -> KeyCodec.encodeShort((short) random.nextInt());
            case "int" -> KeyCodec.encodeInt(random.nextBoolean() ? random.nextInt() : random.nextInt(3) - 1);
            case "long" -> KeyCodec.encodeLong(random.nextBoolean() ? random.nextLong() : random.nextInt(3) - 1);
            case "BigInteger" -> KeyCodec.encodeBigInteger(new BigInteger(random.nextInt(80), random)
                    .multiply(BigInteger.valueOf(random.nextInt(3) - 1)));
            case "BigDecimal" -> KeyCodec.encodeBigDecimal(new BigDecimal(new BigInteger(random.nextInt(60), random)
                    .multiply(BigInteger.valueOf(random.nextInt(3) - 1)), random.nextInt(40) - 20));
            case "Instant" -> KeyCodec.encodeInstant(Instant.ofEpochSecond(
                    random.nextLong(-62_167_219_200L, 253_402_300_799L), random.nextInt(1_000_000_000)));
            case "LocalDate" -> KeyCodec.encodeLocalDate(LocalDate.ofEpochDay(random.nextLong(-719_528, 2_932_896)));
            case "LocalDateTime" -> KeyCodec.encodeLocalDateTime(LocalDateTime.ofEpochSecond(
                    random.nextLong(-62_167_219_200L, 253_402_300_799L), random.nextInt(1_000_000_000), ZoneOffset.UTC));
            case "UUID" -> KeyCodec.encodeUuid(new UUID(random.nextLong(), random.nextLong()));
            case "Role" -> {
                Role role = Role.values()[random.nextInt(Role.values().length)];
                yield sortKey ? KeyCodec.encodeEnumOrdinal(role) : KeyCodec.encodeEnumName(role);
            }
            default -> throw new IllegalArgumentException(type);
        };
    }

    /** The text with one character replaced, inserted or removed. */
    private static String mutate(Random random, String text) {
        String chars = "0129-:.TZ~$aAf%#";
        char c = chars.charAt(random.nextInt(chars.length()));
        int at = random.nextInt(text.length() + 1);
        return switch (random.nextInt(3)) {
            case 0 -> at < text.length() ? text.substring(0, at) + c + text.substring(at + 1) : text + c;
            case 1 -> text.substring(0, at) + c + text.substring(at);
            default -> at < text.length() ? text.substring(0, at) + text.substring(at + 1) : text;
        };
    }

    /** A random template of 1 to 3 segments, each a literal and maybe a placeholder, with a key text it produces. */
    private static String[] randomTemplate(Random random, String side, boolean sortKey) {
        StringBuilder template = new StringBuilder();
        StringBuilder text = new StringBuilder();
        int segments = 1 + random.nextInt(3);
        String[] literals = {"", "", "A", "AB", "0", "1", "-", "X-"};
        for (int i = 0; i < segments; i++) {
            if (i > 0) {
                template.append('#');
                text.append('#');
            }
            String literal = literals[random.nextInt(literals.length)];
            template.append(literal);
            text.append(literal);
            if (random.nextInt(4) > 0) {
                String type = RANDOM_TYPES.get(random.nextInt(RANDOM_TYPES.size()));
                template.append('<').append(side).append(i).append(':').append(type).append('>');
                String value = randomEncoding(random, type, sortKey);
                if (type.equals("String") && value.isEmpty() && segments == 1 && literal.isEmpty()) {
                    value = "s";
                }
                text.append(value);
            }
        }
        return new String[] {template.toString(), text.toString()};
    }

    /**
     * A template that may produce {@code text}: each segment of it kept literal or cut in two, the
     * second part replaced by a placeholder of a random type.
     */
    private static String randomCover(Random random, String text, String side) {
        StringBuilder template = new StringBuilder();
        String[] pieces = text.split("#", -1);
        for (int i = 0; i < pieces.length; i++) {
            if (i > 0) {
                template.append('#');
            }
            String piece = pieces[i];
            if (random.nextInt(3) == 0 || piece.contains("<") || piece.contains(">")) {
                template.append(piece);
                continue;
            }
            int cut = random.nextInt(piece.length() + 1);
            String type = random.nextInt(3) == 0 ? "String" : RANDOM_TYPES.get(random.nextInt(RANDOM_TYPES.size()));
            template.append(piece, 0, cut).append('<').append(side).append(i).append(':').append(type).append('>');
        }
        return template.toString();
    }

    private static boolean parseable(String template) {
        return template.chars().filter(c -> c == '<').count() == template.chars().filter(c -> c == '>').count();
    }

    /**
     * Random pairs: a template, a key it produces, and a template cut from that key. When the
     * runtime confirms that both produce the key, the analysis must report a collision; whatever
     * it reports must be a key both produce.
     */
    @Test
    void randomPairs_completeWhenAKeyIsKnown_soundAlways() {
        Random random = new Random(7);
        int confirmed = 0;
        for (int round = 0; round < 3000; round++) {
            boolean withSortKey = random.nextBoolean();
            String[] partitionA = randomTemplate(random, "p", false);
            String[] sortA = withSortKey ? randomTemplate(random, "q", true) : null;
            String partitionB = randomCover(random, partitionA[1], "r");
            String sortB = withSortKey ? randomCover(random, sortA[1], "s") : null;
            if (!parseable(partitionA[0]) || !parseable(partitionB) || (withSortKey && !parseable(sortB))) {
                continue;
            }
            KeyModel pa = pk(partitionA[0]);
            KeyModel sa = withSortKey ? sk(sortA[0]) : null;
            KeyModel pb = pk(partitionB);
            KeyModel sb = withSortKey ? sk(sortB) : null;
            assertTrue(produces(pa, partitionA[1]) && (!withSortKey || produces(sa, sortA[1])),
                    () -> "test bug: " + partitionA[0] + " does not produce " + partitionA[1]);
            boolean known = produces(pb, partitionA[1]) && (!withSortKey || produces(sb, sortA[1]));
            Optional<Key> found = overlap.sameKey(pa, Optional.ofNullable(sa), pb, Optional.ofNullable(sb));
            if (known) {
                confirmed++;
                if (found.isEmpty()) {
                    fail("missed: " + describe(pa, sa) + "  vs  " + describe(pb, sb) + " both produce "
                            + partitionA[1] + (withSortKey ? " / " + sortA[1] : ""));
                }
            }
            found.ifPresent(key -> {
                assertWitness(key, pa, sa);
                assertWitness(key, pb, sb);
            });
            // and swapped
            Optional<Key> swapped = overlap.sameKey(pb, Optional.ofNullable(sb), pa, Optional.ofNullable(sa));
            assertEquals(found.isPresent(), swapped.isPresent(), () -> describe(pa, sa) + "  vs  " + describe(pb, sb));
        }
        assertTrue(confirmed > 300, "too few confirmed pairs: " + confirmed);
    }

    /**
     * The literal pre-check that skips the solver ({@link KeyOverlap#literalsDiffer}) rules out
     * templates whose segments' literals can never agree, and never a pair that shares a key: for
     * random pairs whose common key the runtime confirms, it must say "may collide".
     */
    @Test
    void literalPrecheck_rulesOutOnlyPairsWithoutACommonKey() {
        assertTrue(KeyOverlap.literalsDiffer(pk("E1#<tenantId>").template(), pk("E2#<tenantId>").template()));
        assertTrue(KeyOverlap.literalsDiffer(pk("ORDER").template(), pk("ORDER#<id>").template()));
        assertTrue(KeyOverlap.literalsDiffer(pk("A<x>").template(), pk("B<y>").template()));
        assertTrue(KeyOverlap.literalsDiffer(pk("Y<id>").template(), pk("X").template()));
        assertTrue(KeyOverlap.literalsDiffer(pk("X").template(), pk("Y<id>").template()));
        assertFalse(KeyOverlap.literalsDiffer(pk("USER#<role:Role>").template(), pk("USER#ADMIN").template()));
        assertFalse(KeyOverlap.literalsDiffer(pk("A<x>#Z").template(), pk("AB<y>#Z").template()));
        assertFalse(KeyOverlap.literalsDiffer(pk("<n:int>").template(), pk("0<s>").template()));
        // a pair it rules out is indeed never reported, and one it keeps still is
        assertTrue(overlap.sameKey(pk("E1#<tenantId>"), Optional.of(sk("R#<id>")), pk("E2#<tenantId>"),
                Optional.of(sk("R#<id>"))).isEmpty());
        assertTrue(overlap.sameKey(pk("USER#<role:Role>"), Optional.empty(), pk("USER#ADMIN"), Optional.empty())
                .isPresent());

        Random random = new Random(13);
        int confirmed = 0;
        for (int round = 0; round < 3000; round++) {
            String[] template = randomTemplate(random, "p", false);
            String cover = randomCover(random, template[1], "r");
            if (!parseable(template[0]) || !parseable(cover)) {
                continue;
            }
            KeyModel a = pk(template[0]);
            KeyModel b = pk(cover);
            if (produces(a, template[1]) && produces(b, template[1])) {
                confirmed++;
                assertFalse(KeyOverlap.literalsDiffer(a.template(), b.template()),
                        () -> "ruled out " + a.template().source() + " vs " + b.template().source()
                                + ", which both produce " + template[1]);
                assertFalse(KeyOverlap.literalsDiffer(b.template(), a.template()));
            }
        }
        assertTrue(confirmed > 300, "too few confirmed pairs: " + confirmed);
    }

    /** Random access patterns: a prefix of a known sort key must be found; whatever is found must hold. */
    @Test
    void randomRanges_completeWhenAKeyIsKnown_soundAlways() {
        Random random = new Random(11);
        int confirmed = 0;
        for (int round = 0; round < 2000; round++) {
            String[] partition = randomTemplate(random, "p", false);
            String[] sort = randomTemplate(random, "q", true);
            if (sort[1].isEmpty()) {
                continue;
            }
            String prefix = sort[1].substring(0, 1 + random.nextInt(sort[1].length()));
            String ownerPartition = randomCover(random, partition[1], "r");
            if (!parseable(ownerPartition) || prefix.contains("<") || prefix.contains(">")) {
                continue;
            }
            KeyModel otherPartition = pk(partition[0]);
            KeyModel otherSort = sk(sort[0]);
            KeyModel ownerKey = pk(ownerPartition);
            Optional<Key> found = overlap.inRange(ownerKey, prefix, otherPartition, otherSort);
            if (produces(ownerKey, partition[1])) {
                confirmed++;
                assertTrue(found.isPresent(), () -> "missed: " + ownerKey.template().source() + " begins_with "
                        + prefix + "  vs  " + describe(otherPartition, otherSort) + " holding " + partition[1]
                        + " / " + sort[1]);
            }
            found.ifPresent(key -> {
                assertWitness(key, otherPartition, otherSort);
                assertTrue(produces(ownerKey, key.partitionKey()), key::toString);
                assertTrue(key.sortKey().orElseThrow().startsWith(prefix), key::toString);
            });
        }
        assertTrue(confirmed > 200, "too few confirmed ranges: " + confirmed);
    }
}
