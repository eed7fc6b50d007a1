package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyWarning;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.shopEntity;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import org.junit.jupiter.api.Test;

/**
 * Issue #24, section 4 ("Adoption: what real legacy tables need"): the compile-time side of
 * hierarchical sort keys read with a type filter (KW043, KW144), instants written as ISO-8601
 * text (KW145, KW142, KW133) and numbers kept as zero-padded text in key and attribute (KW029,
 * KW131), each message on its line.
 */
class DiagnosticAdoptionTest {

    /** An order and its lines, keyed as the one-to-many layout of the pattern catalogues: ORDER#00001 beside ORDER#00001#ITEM#sku. */
    private static Src order(String pattern) {
        return shopEntity("Order", "String customerId, @KeyFormat(digits = 5) int orderId, String status",
                "@PartitionKey(\"CUSTOMER#<customerId>\")", "@SortKey(\"ORDER#<orderId>\")", pattern);
    }

    private static Src orderItem(String pattern) {
        return shopEntity("OrderItem", "String customerId, @KeyFormat(digits = 5) int orderId, String sku, int quantity",
                "@PartitionKey(\"CUSTOMER#<customerId>\")", "@SortKey(\"ORDER#<orderId>#ITEM#<sku>\")", pattern);
    }

    /** Finding 4.1: refused without the opt-in, and KW043's message names it. */
    @Test
    void kw043_hierarchicalSortKeysNameTheTypeFilter() {
        Src order = order("@AccessPattern(name = \"ordersOf\")");
        Src item = orderItem("@AccessPattern(name = \"itemsOf\", filterOnType = true)");
        Compilation compilation = compile(order, item);
        assertOnlyError(compilation,
                "[KW043] Table Shop: access pattern 'ordersOf' of Order (CUSTOMER#<customerId>, begins_with \"ORDER#\") "
                        + "can also match OrderItem's items (CUSTOMER#<customerId> / ORDER#<orderId>#ITEM#<sku>). Give the "
                        + "sort keys different literal prefixes, or an access pattern on another index; for keys already "
                        + "written so (ORDER#1 beside ORDER#1#ITEM#a), filter on the type with @AccessPattern(name = "
                        + "\"ordersOf\", filterOnType = true), which reads and pays for the other items and can return "
                        + "short or empty pages.",
                order, "@AccessPattern(", "\"ordersOf\"");
        assertCodeFor(compilation, "OrderItem");
    }

    /** Finding 4.1: with the opt-in on each level, the design compiles. */
    @Test
    void hierarchicalSortKeysCompileWithTheTypeFilter() {
        Compilation compilation = compile(order("@AccessPattern(name = \"ordersOf\", filterOnType = true)"),
                orderItem("@AccessPattern(name = \"itemsOf\", filterOnType = true)"));
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Order");
        assertCodeFor(compilation, "OrderItem");
    }

    @Test
    void kw144_aTypeFilterWhereTheQueryFiltersAnyway() {
        Src source = shopEntity("Event", "String id, String at",
                "@PartitionKey(\"EVENT#<id>\")", "@SortKey(\"<at>\")",
                "@AccessPattern(name = \"eventsOf\", filterOnType = true)");
        assertOnlyWarning(compile(source), "[KW144] @AccessPattern 'eventsOf' has filterOnType = true, but its sort key "
                + "\"<at>\" starts with a placeholder, so the query filters on the type attribute anyway. Remove "
                + "filterOnType.", source, "@AccessPattern(", "true");
    }

    // ---- finding 4.2: instants as ISO-8601 text --------------------------------------------

    @Test
    void instantsWithADeclaredPrecisionCompileWithRangesAndDescending() {
        Compilation compilation = compile(shopEntity("Login", "String userId, "
                        + "@KeyFormat(precision = KeyFormat.Precision.MILLIS) Instant at, String from",
                "@PartitionKey(\"USER#<userId>\")", "@SortKey(\"LOGIN#<at>\")",
                "@AccessPattern(name = \"loginsOf\", descending = true)"));
        assertThat(compilation).succeededWithoutWarnings();
    }

    @Test
    void kw142_descendingOverInstantsOfVariablePrecision() {
        Src source = shopEntity("Login", "String userId, "
                        + "@KeyFormat(precision = KeyFormat.Precision.VARIABLE) Instant at, String from",
                "@PartitionKey(\"USER#<userId>\")", "@SortKey(\"LOGIN#<at>\")",
                "@AccessPattern(name = \"loginsOf\", descending = true)");
        assertOnlyError(compile(source), "[KW142] @AccessPattern 'loginsOf' reads in descending order, but no component "
                + "of its sort key \"LOGIN#<at>\" sorts by value (<at> is written as Instant.toString() writes it), so the "
                + "order would be that of key text.", source, "@AccessPattern(", "true");
    }

    @Test
    void kw145_precisionOnATypeWithoutOrderedText() {
        Src source = shopEntity("Login", "String userId, "
                        + "@KeyFormat(precision = KeyFormat.Precision.MILLIS) java.time.LocalDateTime at",
                "@PartitionKey(\"USER#<userId>\")", "@SortKey(\"LOGIN#<at>\")");
        assertOnlyError(compile(source), "[KW145] @KeyFormat(precision = MILLIS) on component 'at' of type "
                + "LocalDateTime: precision applies to Instant components, written as ISO-8601 text in UTC. Text with an "
                + "offset (+02:00) or in local time does not sort as time does: declare the component as an Instant, or "
                + "keep its keys with a key converter (@KeyFormat(converter = ...)), equality only.",
                source, "public record Login(");
    }

    @Test
    void kw133_precisionAndDigitsTogether() {
        Src source = shopEntity("Login", "String userId, "
                        + "@KeyFormat(precision = KeyFormat.Precision.SECONDS, raw = true) Instant at",
                "@PartitionKey(\"USER#<userId>\")", "@SortKey(\"LOGIN#<at>\")");
        assertOnlyError(compile(source), "[KW133] @KeyFormat on component 'at' sets both raw = true and precision = "
                + "SECONDS, which are different formats. Keep one: raw = true (as written), digits = N (zero-padded), "
                + "precision = ... (an Instant as ISO-8601 text) or converter = ... (your own).",
                source, "public record Login(");
    }

    // ---- finding 4.3: a number kept as zero-padded text in key and attribute ---------------

    private static Src paddedText() {
        return Src.of("test.PaddedText",
                "package test;",
                "",
                "import dev.keyway.runtime.schema.AttributeConverter;",
                "import software.amazon.awssdk.services.dynamodb.model.AttributeValue;",
                "",
                "public final class PaddedText implements AttributeConverter<Integer> {",
                "    public AttributeValue toAttribute(Integer value) { return AttributeValue.fromS(String.format(\"%05d\", value)); }",
                "    public Integer fromAttribute(AttributeValue value) { return Integer.valueOf(value.s()); }",
                "}");
    }

    @Test
    void digitsOnAConvertedIntegerCompile() {
        Compilation compilation = compile(paddedText(), shopEntity("Invoice",
                "@Convert(PaddedText.class) @KeyFormat(digits = 5) Integer number, String customer",
                "@PartitionKey(\"INVOICE#<number>\")", "@SortKey(\"INVOICE\")"));
        assertThat(compilation).succeededWithoutWarnings();
        assertCodeFor(compilation, "Invoice");
    }

    /** Before the fix both this and KW131 were reported, KW131 naming the converter (PaddedText) as the component's type. */
    @Test
    void kw029_aConverterOnAPrimitiveNamesTheBox() {
        Src source = shopEntity("Invoice", "@Convert(PaddedText.class) @KeyFormat(digits = 5) int number, String customer",
                "@PartitionKey(\"INVOICE#<number>\")", "@SortKey(\"INVOICE\")");
        assertOnlyError(compile(paddedText(), source), "[KW029] @Convert(PaddedText.class) on component 'number': the "
                + "component is a primitive int, which a converter cannot receive as null; declare it as Integer. A "
                + "converter implements AttributeConverter<T> for exactly the component's type, here int.",
                source, "public record Invoice(");
    }

    @Test
    void kw131_digitsOnAConvertedTypeThatIsNoInteger() {
        Src money = Src.of("test.Money",
                "package test;",
                "",
                "public record Money(long cents) {",
                "    public static final class Text implements dev.keyway.runtime.schema.AttributeConverter<Money> {",
                "        public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttribute(Money m) {",
                "            return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromS(Long.toString(m.cents()));",
                "        }",
                "        public Money fromAttribute(software.amazon.awssdk.services.dynamodb.model.AttributeValue v) {",
                "            return new Money(Long.parseLong(v.s()));",
                "        }",
                "    }",
                "}");
        Src source = shopEntity("Invoice", "@Convert(Money.Text.class) @KeyFormat(digits = 5) Money total, String id",
                "@PartitionKey(\"INVOICE#<total>\")", "@SortKey(\"INVOICE\")");
        assertOnlyError(compile(money, source), "[KW131] @KeyFormat(digits = 5) on component 'total' of type Money: "
                + "zero-padding applies to byte, short, int, long (or their boxes) and BigInteger components.",
                source, "public record Invoice(");
    }

    // ---- finding 4.4: components kept only inside a key ------------------------------------

    @Test
    void kw146_aComponentWhoseKeyDoesNotReadItBack() {
        Src source = shopEntity("Member", "@KeyFormat(raw = true, casing = KeyFormat.Case.LOWER) String orgId, String name",
                "@PartitionKey(\"ORG#<orgId>\")", "@SortKey(\"MEMBER\")");
        Src withOption = Src.of(source.qualifiedName(), source.lines().stream()
                .map(line -> line.replace("@Entity(table = \"Shop\")", "@Entity(table = \"Shop\", componentsFromKeys = true)"))
                .toArray(String[]::new));
        assertOnlyError(compile(withOption), "[KW146] @Entity(componentsFromKeys = true) on Member: component 'orgId' is "
                + "written raw, lower case in \"ORG#<orgId>\", which does not read back as the value written (a "
                + "case-normalised text, or a BigDecimal whose key drops its scale), so an item keeping it only in its key "
                + "would be read with another value. Store 'orgId' as an attribute on every item and remove "
                + "componentsFromKeys, or write it in a format that reads back exactly.",
                withOption, "@Entity(", "true");
    }

    @Test
    void kw147_componentsFromKeysWithoutAComponentInTheKey() {
        Src source = Src.of("test.Settings",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Shop\", componentsFromKeys = true)",
                "@PartitionKey(\"SETTINGS\")",
                "public record Settings(String theme) {",
                "}");
        assertOnlyWarning(compile(source), "[KW147] @Entity(componentsFromKeys = true) on Settings has no effect: its "
                + "primary key holds no component. Remove componentsFromKeys.", source, "@Entity(", "true");
    }
}
