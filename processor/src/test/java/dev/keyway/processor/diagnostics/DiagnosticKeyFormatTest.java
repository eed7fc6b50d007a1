package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * KW130-KW143: key formats ({@code @KeyFormat}) that do not fit their component, delimiters that
 * cannot split keys, descending order over keys that do not sort, and keys split at different
 * delimiters that cannot be told apart; each on its line, at the annotation value where the
 * compiler's trees show it (a record component's own annotations are on its line: javac keeps
 * no tree of an annotation that only record components take).
 */
class DiagnosticKeyFormatTest {

    /** A record {@code name} of table Shop: the annotations after @Entity, one per line, then one component per line. */
    private static Src entity(String name, List<String> annotations, String... components) {
        List<String> lines = new ArrayList<>(List.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "import dev.keyway.runtime.key.KeyConverter;",
                "import java.time.Instant;",
                "",
                "@Entity(table = \"Shop\")"));
        lines.addAll(annotations);
        lines.add("public record " + name + "(");
        for (int i = 0; i < components.length; i++) {
            lines.add("        " + components[i] + (i + 1 < components.length ? "," : ") {"));
        }
        lines.add("    public enum Level { LOW, Low, HIGH }");
        lines.add("    public enum Status { PLACED, SHIPPED }");
        lines.add("    public record Version(int major, int minor) {}");
        lines.add("    public static final class VersionKey implements KeyConverter<Version> {");
        lines.add("        public String toKey(Version v) { return v.major() + \".\" + v.minor(); }");
        lines.add("        public Version fromKey(String text) { String[] p = text.split(\"\\\\.\");"
                + " return new Version(Integer.parseInt(p[0]), Integer.parseInt(p[1])); }");
        lines.add("    }");
        lines.add("}");
        return Src.of("test." + name, lines.toArray(String[]::new));
    }

    private static Src order(String component) {
        return entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")", "@SortKey(\"ORDER\")"), component, "String note");
    }

    @Test
    void fittingFormatsCompile() {
        Src source = entity("Order",
                List.of("@PartitionKey(\"ORDER#<n>#<city>#<status>\")",
                        "@SortKey(value = \"V/<version>/<code>/<level>\", delimiter = '/')",
                        "@AccessPattern(name = \"ordersOf\", descending = false)"),
                "@KeyFormat(raw = true) long n",
                "@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String city",
                "@KeyFormat(casing = KeyFormat.Case.UPPER) Status status",
                "@KeyFormat(converter = VersionKey.class) Version version",
                "@KeyFormat(digits = 5) int code",
                "@KeyFormat(raw = true) Status level");
        Compilation compilation = compile(source);
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Order");
    }

    // ---- KW130 KEY_FORMAT_RAW_TYPE ----------------------------------------------------------

    @Test
    void kw130_rawOnATypeWrittenAsPeopleWriteItAlready() {
        Src source = order("@KeyFormat(raw = true) Instant n");
        assertOnlyError(compile(source), "[KW130] @KeyFormat(raw = true) on component 'n' of type Instant: raw applies to "
                + "String, integer (byte, short, int, long, their boxes, BigInteger) and enum components. A Instant keeps "
                + "Keyway's encoding; for keys written another way give it a key converter: @KeyFormat(converter = ...).",
                source, "@KeyFormat(raw = true) Instant n");
    }

    // ---- KW131 KEY_FORMAT_DIGITS_TYPE -------------------------------------------------------

    @Test
    void kw131_digitsOnAString() {
        Src source = order("@KeyFormat(digits = 5) String n");
        assertOnlyError(compile(source), "[KW131] @KeyFormat(digits = 5) on component 'n' of type String: zero-padding "
                + "applies to byte, short, int, long (or their boxes) and BigInteger components.",
                source, "@KeyFormat(digits = 5) String n");
    }

    // ---- KW132 KEY_FORMAT_DIGITS_RANGE ------------------------------------------------------

    @Test
    void kw132_moreDigitsThanTheTypeHas() {
        Src source = order("@KeyFormat(digits = 11) int n");
        assertOnlyError(compile(source), "[KW132] @KeyFormat(digits = 11) on component 'n': a zero-padded int has 1 to 10 "
                + "digits.", source, "@KeyFormat(digits = 11) int n");
    }

    @Test
    void kw132_negativeDigits() {
        Src source = order("@KeyFormat(digits = -3) long n");
        assertOnlyError(compile(source), "[KW132] @KeyFormat(digits = -3) on component 'n': a zero-padded long has 1 to 19 "
                + "digits.", source, "@KeyFormat(digits = -3) long n");
    }

    // ---- KW133 KEY_FORMAT_CONFLICT ----------------------------------------------------------

    @Test
    void kw133_rawAndDigitsTogether() {
        Src source = order("@KeyFormat(raw = true, digits = 5) long n");
        assertOnlyError(compile(source), "[KW133] @KeyFormat on component 'n' sets both raw = true and digits = 5, which "
                + "are different formats. Keep one: raw = true (as written), digits = N (zero-padded), precision = ... (an "
                + "Instant as ISO-8601 text) or converter = ... (your own).", source, "@KeyFormat(raw = true, digits = 5) long n");
    }

    // ---- KW134 KEY_FORMAT_CASING_TYPE -------------------------------------------------------

    @Test
    void kw134_casingOnANumber() {
        Src source = order("@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) long n");
        assertOnlyError(compile(source), "[KW134] @KeyFormat(casing = LOWER) on component 'n' of type long: casing applies "
                + "to String and enum components written by Keyway or raw.",
                source, "@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) long n");
    }

    @Test
    void kw134_casingWithAKeyConverter() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<version>\")", "@SortKey(\"ORDER\")"),
                "@KeyFormat(converter = VersionKey.class, casing = KeyFormat.Case.UPPER) Version version");
        assertOnlyError(compile(source), "[KW134] @KeyFormat(casing = UPPER) on component 'version' of type "
                + "Version: casing applies to String and enum components written by Keyway or raw (a key "
                + "converter writes the case it wants).", source, "casing = KeyFormat.Case.UPPER");
    }

    // ---- KW135 KEY_CONVERTER_MISMATCH -------------------------------------------------------

    @Test
    void kw135_aKeyConverterOfAnotherType() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")", "@SortKey(\"ORDER\")"),
                "@KeyFormat(converter = VersionKey.class) String n");
        assertOnlyError(compile(source), "[KW135] @KeyFormat(converter = Order.VersionKey.class) on component 'n': the "
                + "converter converts Order.Version. A key converter implements KeyConverter<T> for exactly the "
                + "component's type, here String, and has a public no-argument constructor.",
                source, "@KeyFormat(converter = VersionKey.class) String n");
    }

    @Test
    void kw135_aClassThatIsNoKeyConverter() {
        Src source = order("@KeyFormat(converter = String.class) String n");
        assertOnlyError(compile(source), "[KW135] @KeyFormat(converter = String.class) on component 'n': the converter "
                + "does not implement dev.keyway.runtime.key.KeyConverter. A key converter",
                source, "@KeyFormat(converter = String.class) String n");
    }

    @Test
    void aKeyConverterOnAPrimitiveConvertsItsBox() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")", "@SortKey(\"ORDER\")"),
                "@KeyFormat(converter = VersionKey.class) int n");
        assertOnlyError(compile(source), "[KW135] @KeyFormat(converter = Order.VersionKey.class) on component 'n': the "
                + "converter converts Order.Version. A key converter implements KeyConverter<T> for exactly the "
                + "component's type, here Integer,", source, "@KeyFormat(converter = VersionKey.class) int n");
    }

    // ---- KW136 KEY_FORMAT_UNUSED ------------------------------------------------------------

    @Test
    void kw136_aFormatOnAComponentNoKeyHolds() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")", "@SortKey(\"ORDER\")"),
                "long n", "@KeyFormat(raw = true) String note");
        assertOnlyError(compile(source), "[KW136] @KeyFormat on component 'note' has no effect: no key template of Order "
                + "names <note>. Remove it, or use the component in a key.",
                source, "@KeyFormat(raw = true) String note");
    }

    @Test
    void kw074_aFormatOnANestedRecordsComponent() {
        Src line = Src.of("test.Line",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "public record Line(@KeyFormat(raw = true) String sku, int quantity) {",
                "}");
        Src order = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")", "@SortKey(\"ORDER\")"), "long n",
                "java.util.List<Line> lines");
        Compilation compilation = compile(line, order);
        assertThat(compilation).failed();
        DiagnosticSources.assertErrorAt(compilation, "[KW074] @KeyFormat on component 'sku' of Line has no effect", line,
                "@KeyFormat(raw = true) String sku");
    }

    // ---- KW137 KEY_FORMAT_CASE_CLASH --------------------------------------------------------

    @Test
    void kw137_constantsThatAreOneNameInLowerCase() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<level>\")", "@SortKey(\"ORDER\")"),
                "@KeyFormat(casing = KeyFormat.Case.LOWER) Level level");
        assertOnlyError(compile(source), "[KW137] @KeyFormat(casing = LOWER) on component 'level': constants LOW and Low "
                + "of Level are the same key in lower case, so one would be read as the other. Rename one of them, or "
                + "drop casing.", source, "@KeyFormat(casing = KeyFormat.Case.LOWER) Level level");
    }

    // ---- KW140 INVALID_DELIMITER ------------------------------------------------------------

    @Test
    void kw140_aLetterAsDelimiter() {
        Src source = entity("Order", List.of("@PartitionKey(value = \"ORDERx<n>\", delimiter = 'x')",
                "@SortKey(\"ORDER\")"), "long n");
        assertOnlyError(compile(source), "[KW140] @PartitionKey delimiter 'x': a key delimiter is one printable ASCII "
                + "character other than a letter, digit, space, '<', '>' or '$' (the escape character), such as '#' "
                + "(the default), '/', '|' or ':'.", source, "delimiter = 'x'", "'x'");
    }

    @Test
    void kw140_aGsiDelimiterIsReportedOnce() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")", "@SortKey(\"ORDER\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"A <n>\", sortKey = \"B\", delimiter = ' ')"), "long n");
        assertOnlyError(compile(source), "[KW140] @Gsi delimiter '\\u0020':", source, "delimiter = ' '", "' '");
    }

    // ---- KW014 with a declared delimiter ------------------------------------------------------

    @Test
    void kw014_aPlaceholderFollowedByAnotherCharacterThanTheDeclaredDelimiter() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")",
                "@SortKey(value = \"V/<city>#<n>\", delimiter = '/')"), "long n", "String city");
        assertOnlyError(compile(source), "[KW014] Key template \"V/<city>#<n>\": <city> must be followed by '/', the key's "
                + "delimiter, or end the template, so that keys split into their components and cannot be forged. Write "
                + "\"...<city>/...\", or declare the delimiter the keys use: delimiter = '#'.",
                source, "@SortKey(value = \"V/<city>#<n>\"", "\"V/<city>#<n>\"");
    }

    // ---- KW141 DELIMITER_IN_ENCODING --------------------------------------------------------

    @Test
    void kw141_aTimeInAKeySplitAtColons() {
        Src source = entity("Order", List.of("@PartitionKey(\"ORDER#<n>\")",
                "@SortKey(value = \"AT:<at>:<n>\", delimiter = ':')"), "long n", "Instant at");
        assertOnlyError(compile(source), "[KW141] Key template \"AT:<at>:<n>\": <at> (Instant) is written in Keyway's "
                + "encoding, which can contain ':', this key's delimiter, so its keys would not split into their "
                + "components. Choose another delimiter, or write <at> another way (@KeyFormat(raw = true) for numbers, "
                + "or a key converter).", source, "@SortKey(value = \"AT:<at>:<n>\"", "\"AT:<at>:<n>\"");
    }

    @Test
    void kw141_aNegativeNumberInAKeySplitAtDashes() {
        Src source = entity("Order", List.of("@PartitionKey(value = \"ORDER-<n>\", delimiter = '-')", "@SortKey(\"ORDER\")"),
                "@KeyFormat(raw = true) long n");
        assertOnlyError(compile(source), "[KW141] Key template \"ORDER-<n>\": <n> (long) is written in plain digits, which "
                + "can contain '-'", source, "@PartitionKey(value = \"ORDER-<n>\"", "\"ORDER-<n>\"");
    }

    @Test
    void zeroPaddedNumbersFitAKeySplitAtDashes() {
        Src source = entity("Order", List.of("@PartitionKey(value = \"ORDER-<n>-<city>\", delimiter = '-')",
                "@SortKey(\"ORDER\")"), "@KeyFormat(digits = 6) long n", "@KeyFormat(raw = true) String city");
        assertThat(compile(source)).succeededWithoutWarnings();
    }

    // ---- KW142 UNORDERED_DESCENDING ---------------------------------------------------------

    @Test
    void kw142_descendingOverPlainNumbers() {
        Src source = entity("Order", List.of("@PartitionKey(\"CUSTOMER#<customer>\")", "@SortKey(\"ORDER#<n>\")",
                        "@AccessPattern(name = \"latest\", descending = true)"),
                "String customer", "@KeyFormat(raw = true) long n");
        assertOnlyError(compile(source), "[KW142] @AccessPattern 'latest' reads in descending order, but no component "
                + "of its sort key \"ORDER#<n>\" sorts by value (<n> is written in plain digits), so the order would be "
                + "that of key text. Zero-pad a number (@KeyFormat(digits = N)), keep Keyway's encoding for a component, "
                + "or remove descending = true.",
                source, "@AccessPattern(name = \"latest\"", "true");
    }

    @Test
    void descendingOverAnOrderedComponentAfterUnorderedOnesCompiles() {
        Src source = entity("Order", List.of("@PartitionKey(\"CUSTOMER#<customer>\")", "@SortKey(\"ORDER#<city>#<at>\")",
                        "@AccessPattern(name = \"latest\", descending = true)"),
                "String customer", "@KeyFormat(raw = true) String city", "Instant at");
        assertThat(compile(source)).succeededWithoutWarnings();
    }

    @Test
    void descendingOverZeroPaddedNumbersCompiles() {
        Src source = entity("Order", List.of("@PartitionKey(\"CUSTOMER#<customer>\")", "@SortKey(\"ORDER#<n>\")",
                        "@AccessPattern(name = \"latest\", descending = true)"),
                "String customer", "@KeyFormat(digits = 8) long n");
        assertThat(compile(source)).succeededWithoutWarnings();
    }

    // ---- KW143 MIXED_DELIMITERS and the collision analysis over formats -----------------------

    @Test
    void kw042_aRawStringCanForgeAnotherEntitysKey() {
        Src alpha = entity("Alpha", List.of("@PartitionKey(\"USER#<id>\")", "@SortKey(\"PROFILE\")"), "String id");
        Src beta = entity("Beta", List.of("@PartitionKey(\"USER#<name>\")", "@SortKey(\"PROFILE\")"),
                "@KeyFormat(raw = true) String name");
        Compilation compilation = compile(alpha, beta);
        assertOnlyError(compilation, "[KW042] Table Shop: Beta's primary key (USER#<name> / PROFILE) and Alpha's "
                + "(USER#<id> / PROFILE) can be the same key", beta, "@PartitionKey(", "\"USER#<name>\"");
    }

    @Test
    void plainNumbersAndLettersNeverCollide() {
        Src alpha = entity("Alpha", List.of("@PartitionKey(\"ITEM#<n>\")", "@SortKey(\"X\")"), "@KeyFormat(raw = true) long n");
        Src beta = entity("Beta", List.of("@PartitionKey(\"ITEM#<code>\")", "@SortKey(\"X\")"),
                "@KeyFormat(raw = true, casing = KeyFormat.Case.UPPER) Status code");
        assertThat(compile(alpha, beta)).succeededWithoutWarnings();
    }

    @Test
    void kw042_zeroPaddedAndPlainDigitsMeet() {
        Src alpha = entity("Alpha", List.of("@PartitionKey(\"ITEM#<n>\")", "@SortKey(\"X\")"), "@KeyFormat(raw = true) long n");
        Src beta = entity("Beta", List.of("@PartitionKey(\"ITEM#<m>\")", "@SortKey(\"X\")"), "@KeyFormat(digits = 3) int m");
        assertOnlyError(compile(alpha, beta), "[KW042] Table Shop: Beta's primary key (ITEM#<m> / X) and Alpha's "
                + "(ITEM#<n> / X) can be the same key", beta, "@PartitionKey(", "\"ITEM#<m>\"");
    }

    @Test
    void kw042_keysSplitAtDifferentDelimitersThatCanBeOneText() {
        Src alpha = entity("Alpha", List.of("@PartitionKey(\"P\")", "@SortKey(value = \"A/<x>/<y>\", delimiter = '/')"),
                "@KeyFormat(raw = true) String x", "@KeyFormat(raw = true) String y");
        Src beta = entity("Beta", List.of("@PartitionKey(\"P\")", "@SortKey(\"A/<z>\")"), "String z");
        assertOnlyError(compile(alpha, beta), "[KW042] Table Shop: Beta's primary key (P / A/<z>) and Alpha's "
                + "(P / A/<x>/<y>) can be the same key", beta, "@PartitionKey(", "\"P\"");
    }

    @Test
    void keysSplitAtDifferentDelimitersWithDifferentPrefixesCompile() {
        Src alpha = entity("Alpha", List.of("@PartitionKey(\"P\")", "@SortKey(value = \"A/<x>\", delimiter = '/')"),
                "@KeyFormat(raw = true) String x");
        Src beta = entity("Beta", List.of("@PartitionKey(\"P\")", "@SortKey(\"B#<z>\")"), "String z");
        assertThat(compile(alpha, beta)).succeededWithoutWarnings();
    }

    @Test
    void kw143_keysSplitAtDifferentDelimitersThatTheAnalysisCannotTellApart() {
        // Alone, the sort keys can be one text (x = "1", y = "b", z = "1/b"); with the partition keys
        // fixing x = z, they cannot, but proving that needs the coupling the analysis does not model.
        Src alpha = entity("Alpha", List.of("@PartitionKey(\"P#<x>\")", "@SortKey(value = \"S/<x>/<y>\", delimiter = '/')"),
                "@KeyFormat(raw = true) String x", "@KeyFormat(raw = true) String y");
        Src beta = entity("Beta", List.of("@PartitionKey(\"P#<z>\")", "@SortKey(\"S/<z>\")"),
                "@KeyFormat(raw = true) String z");
        assertOnlyError(compile(alpha, beta), "[KW143] Table Shop: Beta's SK \"S/<z>\" (delimiter '#') and Alpha's "
                + "\"S/<x>/<y>\" (delimiter '/') split keys at different delimiters, and Keyway cannot prove that they "
                + "never build the same key (e.g. ", beta, "@SortKey(", "\"S/<z>\"");
    }
}
