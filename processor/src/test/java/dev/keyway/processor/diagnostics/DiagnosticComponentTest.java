package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.errors;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * KW020-KW023: record components. A component error belongs on the component's own line (each
 * component is on its own line here).
 */
class DiagnosticComponentTest {

    private static final String STORABLE = " Use String, boolean, a number type, BigDecimal, BigInteger, Instant, "
            + "LocalDate, LocalDateTime, UUID, an enum, byte[], SdkBytes, ByteBuffer, a record, List<T>, Set<String>, "
            + "a set of numbers or binary, Map<String, T> or Optional<T>.";

    /** A valid Order entity whose last component is {@code lastComponent}, plus extra members. */
    private static Src order(String lastComponent, String... members) {
        Stream<String> head = Stream.of(
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<orderId>\")",
                "public record Order(String customerId,",
                "                    String orderId,",
                "                    " + lastComponent + ") {");
        return Src.of("test.Order", Stream.concat(Stream.concat(head, Stream.of(members)), Stream.of("}"))
                .toArray(String[]::new));
    }

    // ---- KW020 UNSUPPORTED_TYPE -------------------------------------------------------------

    static Stream<Arguments> unsupportedTypes() {
        return Stream.of(
                Arguments.of("Object payload", "[KW020] Component 'payload' has type Object, which Keyway "
                        + "cannot store." + STORABLE, new String[0]),
                Arguments.of("java.util.Date created", "[KW020] Component 'created' has type Date, which "
                        + "Keyway cannot store." + STORABLE, new String[0]),
                Arguments.of("char initial", "[KW020] Component 'initial' has type char, which Keyway cannot store "
                        + "(use String for text)." + STORABLE, new String[0]),
                Arguments.of("int[] scores", "[KW020] Component 'scores' has type int[], which Keyway cannot store "
                        + "(arrays other than byte[] are not stored; use List<T>).", new String[0]),
                Arguments.of("java.util.Optional<java.util.Optional<String>> nickname", "[KW020] Component 'nickname' "
                        + "has type Optional<Optional<String>>, which Keyway cannot store "
                        + "(Optional<Optional<...>> cannot be told apart when stored).", new String[0]),
                Arguments.of("java.util.Optional<java.util.Set<String>> tags", "[KW020] Component 'tags' has type "
                        + "Optional<Set<String>>, which Keyway cannot store (DynamoDB stores no empty set, so "
                        + "Optional.of(an empty set) and Optional.empty() would read back alike; declare the Set itself, "
                        + "empty when absent).", new String[0]),
                Arguments.of("java.util.List<java.util.Optional<String>> notes", "[KW020] Component 'notes' has type "
                        + "List<Optional<String>>, which Keyway cannot store (Optional is "
                        + "allowed only as a component's own type).", new String[0]),
                Arguments.of("java.util.Map<Integer, String> byNumber", "(map keys must be String).", new String[0]),
                Arguments.of("java.util.Set<Boolean> flags", "(sets hold strings, numbers, SdkBytes or ByteBuffer; use "
                        + "List<T> for other elements).", new String[0]),
                Arguments.of("java.util.List<?> anything", "(wildcards cannot be read back; write List<T> with a "
                        + "concrete T).", new String[0]),
                Arguments.of("java.util.List raw", "[KW020] Component 'raw' has type List, which Keyway "
                        + "cannot store (a raw List; write List<T>).", new String[0]),
                Arguments.of("Line line", "[KW020] Component 'line' has type Order.Line, which Keyway cannot "
                        + "store (inside record Line, its component 'extra' has type Object).",
                        new String[] {"    public record Line(String sku, Object extra) {", "    }"}),
                Arguments.of("Status status", "[KW020] Component 'status' has type Order.Status, which Keyway "
                        + "cannot store (the enum is not visible from package 'test'; make it public).",
                        new String[] {"    private enum Status { OPEN }"}));
    }

    @ParameterizedTest(name = "kw020_unsupportedType: {0}")
    @MethodSource("unsupportedTypes")
    void kw020_unsupportedType_reportedOnTheComponent(String component, String message, String[] members) {
        Src source = order(component, members);
        Compilation compilation = compile(source);

        assertOnlyError(compilation, message, source, component + ")");
    }

    /**
     * A component whose type does not resolve (a typo, or a type another processor generates in
     * a later round) is javac's to report ("cannot find symbol"); a KW020 "cannot store" on top
     * of it is wrong and, for a type generated later, premature.
     */
    @Test
    void unresolvedComponentType_isLeftToJavac() {
        Src source = order("Strin name");
        Compilation compilation = compile(source);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(source.file())
                .onLine(source.line("Strin name"));
        assertTrue(compilation.errors().stream().noneMatch(error -> error.getMessage(Locale.ROOT).contains("[KW020]")),
                () -> "KW020 reported for an unresolved type:\n" + errors(compilation));
    }

    // ---- KW021 RESERVED_ATTRIBUTE_NAME ------------------------------------------------------

    @Test
    void kw021_componentNamedLikeThePartitionKeyAttribute() {
        Src source = order("String PK");
        Compilation compilation = compile(source);

        String message = "[KW021] Component 'PK' would be stored as 'PK', which is a key or type attribute of table "
                + "Shop. Store it under another name with @Attribute(\"...\").";
        assertOnlyError(compilation, message, source, "String PK)");
    }

    @Test
    void kw021_componentNamedLikeTheTypeAttribute() {
        Src source = order("String _type");
        Compilation compilation = compile(source);

        String message = "[KW021] Component '_type' would be stored as '_type', which is a key or type attribute of "
                + "table Shop.";
        assertOnlyError(compilation, message, source, "String _type)");
    }

    @Test
    void kw021_attributeNamingTheSortKeyAttribute() {
        Src source = order("@Attribute(\"SK\") String sortable");
        Compilation compilation = compile(source);

        String message = "[KW021] Component 'sortable' would be stored as 'SK', which is a key or type attribute of "
                + "table Shop.";
        assertOnlyError(compilation, message, source, "@Attribute(\"SK\")");
    }

    // ---- KW022 DUPLICATE_ATTRIBUTE_NAME -----------------------------------------------------

    @Test
    void kw022_twoComponentsStoredUnderOneName_reportedOnTheSecond() {
        Src source = order("@Attribute(\"orderId\") String reference");
        Compilation compilation = compile(source);

        String message = "[KW022] Component 'reference' would be stored as 'orderId', like component 'orderId'. "
                + "Give one of them another name with @Attribute(\"...\").";
        assertOnlyError(compilation, message, source, "@Attribute(\"orderId\")");
    }

    // ---- KW023 EMPTY_ATTRIBUTE_NAME ---------------------------------------------------------

    @Test
    void kw023_emptyAttributeName() {
        Src source = order("@Attribute(\"\") String email");
        Compilation compilation = compile(source);

        String message = "[KW023] @Attribute on component 'email' names no attribute. Write a name, or remove the "
                + "annotation to use 'email'.";
        assertOnlyError(compilation, message, source, "@Attribute(\"\")");
    }

    // ---- the valid counterpart ----------------------------------------------------------------

    @Test
    void storableComponentsAndRenamedAttributes_compile() {
        Src source = Src.of("test.Order",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\")",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<orderId>\")",
                "public record Order(String customerId,",
                "                    String orderId,",
                "                    @Attribute(\"mail\") String email,",
                "                    java.util.Optional<java.util.List<Line>> lines,",
                "                    java.util.Map<String, java.util.Set<Long>> counts) {",
                "    public record Line(String sku, @Attribute(\"qty\") int quantity) {",
                "    }",
                "}");
        Compilation compilation = compile(source);

        assertThat(compilation).succeeded();
        assertCodeFor(compilation, "Order");
    }
}
