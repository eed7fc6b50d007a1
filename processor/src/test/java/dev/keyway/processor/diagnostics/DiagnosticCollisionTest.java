package dev.keyway.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.keyway.processor.support.DiagnosticSources.assertCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertErrorAt;
import static dev.keyway.processor.support.DiagnosticSources.assertNoCodeFor;
import static dev.keyway.processor.support.DiagnosticSources.assertOnlyError;
import static dev.keyway.processor.support.DiagnosticSources.compile;
import static dev.keyway.processor.support.DiagnosticSources.shopEntity;
import static dev.keyway.processor.support.DiagnosticSources.errors;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources.Src;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * KW042 (two entities' primary keys can be the same key) and KW043 (an access pattern without a
 * type filter can return another entity's items), with the entities of one table in separate
 * source files; and multi-entity designs that must still compile.
 */
class DiagnosticCollisionTest {

    private static final String KW042_ADVICE = " can be the same key, so one entity's items could overwrite or be read "
            + "as the other's. Make the templates differ in a literal, e.g. a different prefix before the first placeholder.";

    private static String kw043Advice(String pattern) {
        return ". Give the sort keys different literal prefixes, or an access pattern on another index; for keys already "
                + "written so (ORDER#1 beside ORDER#1#ITEM#a), filter on the type with @AccessPattern(name = \"" + pattern
                + "\", filterOnType = true), which reads and pays for the other items and can return short or empty pages.";
    }


    private static Src status() {
        return Src.of("test.Status",
                "package test;",
                "",
                "public enum Status { PLACED, SHIPPED }");
    }

    // ---- KW042 KEY_COLLISION ----------------------------------------------------------------

    @Test
    void kw042_identicalTemplates() {
        Src alpha = shopEntity("Alpha", "String id", "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"PROFILE\")");
        Src beta = shopEntity("Beta", "String id", "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"PROFILE\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW042] Table Shop: Beta's primary key (CUSTOMER#<id> / PROFILE) and Alpha's (CUSTOMER#<id> / PROFILE)"
                        + KW042_ADVICE,
                beta, "@PartitionKey(", "\"CUSTOMER#<id>\"");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw042_otherComponentOfTheSameShape() {
        Src alpha = shopEntity("Alpha", "String id", "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"PROFILE\")");
        Src beta = shopEntity("Beta", "String name, long visits",
                "@PartitionKey(\"CUSTOMER#<name>\")", "@SortKey(\"PROFILE\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW042] Table Shop: Beta's primary key (CUSTOMER#<name> / PROFILE) and Alpha's (CUSTOMER#<id> / PROFILE)",
                beta, "@PartitionKey(", "\"CUSTOMER#<name>\"");
        assertCodeFor(compilation, "Alpha");
    }

    /** Beta is later in name order, so it is reported although Alpha's constant is the narrower key. */
    @Test
    void kw042_stringPlaceholderAgainstAConstant_tableWithoutSortKeys() {
        Src alpha = shopEntity("Alpha", "String note", "@PartitionKey(\"USER#ADMIN\")");
        Src beta = shopEntity("Beta", "String id", "@PartitionKey(value = \"USER#<id>\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW042] Table Shop: Beta's primary key (USER#<id> / no sort key) and Alpha's (USER#ADMIN / no sort key)"
                        + KW042_ADVICE,
                beta, "@PartitionKey(", "\"USER#<id>\"");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw042_enumByNameAgainstAConstant() {
        Src alpha = shopEntity("Alpha", "Status status", "@PartitionKey(\"STATE#<status>\")", "@SortKey(\"X\")");
        Src beta = shopEntity("Beta", "String note", "@PartitionKey(\"STATE#SHIPPED\")", "@SortKey(\"X\")");
        Compilation compilation = compile(alpha, beta, status());

        assertOnlyError(compilation,
                "[KW042] Table Shop: Beta's primary key (STATE#SHIPPED / X) and Alpha's (STATE#<status> / X)",
                beta, "@PartitionKey(", "\"STATE#SHIPPED\"");
        assertCodeFor(compilation, "Alpha");
    }

    @Test
    void kw042_aStringSortKeyCanSpellAnotherEntitysConstant() {
        Src customer = shopEntity("Customer", "String id", "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"PROFILE\")");
        Src note = shopEntity("Note", "String customerId, String noteId",
                "@PartitionKey(\"CUSTOMER#<customerId>\")", "@SortKey(\"<noteId>\")");
        Compilation compilation = compile(customer, note);

        assertOnlyError(compilation,
                "[KW042] Table Shop: Note's primary key (CUSTOMER#<customerId> / <noteId>) and Customer's "
                        + "(CUSTOMER#<id> / PROFILE)",
                note, "@PartitionKey(", "\"CUSTOMER#<customerId>\"");
        assertCodeFor(compilation, "Customer");
    }

    @Test
    void kw042_eachCollidingPairOnce_onTheLaterEntity() {
        Src alpha = shopEntity("Alpha", "String id", "@PartitionKey(\"A#<id>\")", "@SortKey(\"S\")");
        Src beta = shopEntity("Beta", "String id", "@PartitionKey(\"B#<id>\")", "@SortKey(\"S\")");
        Src gamma = shopEntity("Gamma", "String kind, String id", "@PartitionKey(\"<kind>#<id>\")", "@SortKey(\"S\")");
        Compilation compilation = compile(alpha, beta, gamma);

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorCount(2);
        assertErrorAt(compilation, "[KW042] Table Shop: Gamma's primary key (<kind>#<id> / S) and Alpha's", gamma,
                "@PartitionKey(", "\"<kind>#<id>\"");
        assertErrorAt(compilation, "[KW042] Table Shop: Gamma's primary key (<kind>#<id> / S) and Beta's", gamma,
                "@PartitionKey(", "\"<kind>#<id>\"");
        assertCodeFor(compilation, "Alpha");
        assertCodeFor(compilation, "Beta");
        assertNoCodeFor(compilation, "Gamma");
    }

    // ---- KW043 QUERY_OVERLAP ----------------------------------------------------------------

    /** begins_with(SK, "ORDER") also reads "ORDERS#..." items: the pattern's literal prefix ends without '#'. */
    @Test
    void kw043_prefixWithoutDelimiterReadsLongerLiterals() {
        Src alpha = shopEntity("Alpha", "String id, int n", "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"ORDERS#<n>\")");
        Src beta = shopEntity("Beta", "String customerId, String x",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER<x>\")",
                "@AccessPattern(name = \"ordersOf\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW043] Table Shop: access pattern 'ordersOf' of Beta (CUSTOMER#<customerId>, begins_with \"ORDER\") "
                        + "can also match Alpha's items (CUSTOMER#<id> / ORDERS#<n>)" + kw043Advice("ordersOf"),
                beta, "@AccessPattern(", "\"ordersOf\"");
        assertCodeFor(compilation, "Alpha");
    }

    /** The pattern's entity is reported, here the earlier one; the other still gets its code. */
    @Test
    void kw043_reportedOnThePatternsEntity() {
        Src alpha = shopEntity("Alpha", "String id, String x",
                "@PartitionKey(\"P#<id>\")",
                "@SortKey(\"ITEM<x>\")",
                "@AccessPattern(name = \"items\")");
        Src beta = shopEntity("Beta", "String id, long n", "@PartitionKey(\"P#<id>\")", "@SortKey(\"ITEMS#<n>\")");
        Compilation compilation = compile(alpha, beta);

        assertOnlyError(compilation,
                "[KW043] Table Shop: access pattern 'items' of Alpha (P#<id>, begins_with \"ITEM\") can also match "
                        + "Beta's items (P#<id> / ITEMS#<n>)",
                alpha, "@AccessPattern(", "\"items\"");
        assertCodeFor(compilation, "Beta");
    }

    @Test
    void kw043_onASharedGlobalIndex_repeatedAnnotations() {
        Src customer = shopEntity("Customer", "String id, String email",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "@SortKey(\"PROFILE\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"EMAIL#<email>\", sortKey = \"CUSTOMER\")",
                "@AccessPattern(name = \"profile\")",
                "@AccessPattern(name = \"byEmail\", index = \"GSI1\")");
        Src alias = shopEntity("EmailAlias", "String id, String address",
                "@PartitionKey(\"ALIAS#<id>\")",
                "@SortKey(\"ALIAS\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"EMAIL#<address>\", sortKey = \"CUSTOMERS#<id>\")");
        Compilation compilation = compile(customer, alias);

        assertOnlyError(compilation,
                "[KW043] Table Shop: access pattern 'byEmail' of Customer (EMAIL#<email>, begins_with \"CUSTOMER\") "
                        + "can also match EmailAlias's items (EMAIL#<address> / CUSTOMERS#<id>)",
                customer, "@AccessPattern(name = \"byEmail\"", "\"byEmail\"");
        assertCodeFor(compilation, "EmailAlias");
    }

    // ---- designs that must compile ----------------------------------------------------------

    /** The usual single-table design: one partition per customer, an overloaded GSI whose patterns filter on type. */
    @Test
    void customersOrdersAndRefunds_compile() {
        Src customer = shopEntity("Customer", "String id, String email, String name",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "@SortKey(\"PROFILE\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"EMAIL#<email>\", sortKey = \"CUSTOMER\")",
                "@AccessPattern(name = \"byEmail\", index = \"GSI1\")");
        Src order = shopEntity("Order", "String customerId, String orderId, Instant placedAt, Status status",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"ORDER#<placedAt>#<orderId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", sortKey = \"<placedAt>\")",
                "@AccessPattern(name = \"ordersOf\")",
                "@AccessPattern(name = \"byStatus\", index = \"GSI1\", descending = true)");
        Src refund = shopEntity("Refund", "String customerId, String refundId, Status status, Instant requestedAt",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"REFUND#<refundId>\")",
                "@Gsi(index = \"GSI1\", partitionKey = \"STATUS#<status>\", sortKey = \"<requestedAt>\")",
                "@AccessPattern(name = \"refundsOf\")",
                "@AccessPattern(name = \"refundsByStatus\", index = \"GSI1\")");
        Src event = shopEntity("Event", "String customerId, long sequence, int version",
                "@PartitionKey(\"CUSTOMER#<customerId>\")",
                "@SortKey(\"EVENT#V<version>#<sequence>\")",
                "@AccessPattern(name = \"eventsOf\")");
        Compilation compilation = compile(customer, order, refund, event, status());

        assertThat(compilation).succeeded();
        for (String name : List.of("Customer", "Order", "Refund", "Event")) {
            assertCodeFor(compilation, name);
        }
    }

    @Test
    void sameLiteralsButTypesThatNeverMeet_compile() {
        Src counter = shopEntity("Counter", "String id, int n", "@PartitionKey(\"C#<id>\")", "@SortKey(\"N#<n>\")");
        Src ledger = shopEntity("Ledger", "String id, long n", "@PartitionKey(\"C#<id>\")", "@SortKey(\"N#<n>\")");
        Src stamp = shopEntity("Stamp", "String id, Instant n", "@PartitionKey(\"C#<id>\")", "@SortKey(\"N#<n>\")");
        Compilation compilation = compile(counter, ledger, stamp);

        assertThat(compilation).succeeded();
        if (!compilation.errors().isEmpty()) {
            throw new AssertionError(errors(compilation));
        }
        assertCodeFor(compilation, "Counter");
        assertCodeFor(compilation, "Ledger");
        assertCodeFor(compilation, "Stamp");
    }

    /** Two tables may hold identical templates: only entities of one table are compared. */
    @Test
    void identicalTemplatesInTwoTables_compile() {
        Src alpha = shopEntity("Alpha", "String id", "@PartitionKey(\"CUSTOMER#<id>\")", "@SortKey(\"PROFILE\")");
        Src beta = Src.of("test.Beta",
                "package test;",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Archive\")",
                "@PartitionKey(\"CUSTOMER#<id>\")",
                "@SortKey(\"PROFILE\")",
                "public record Beta(String id) {",
                "}");
        Compilation compilation = compile(alpha, beta);

        assertThat(compilation).succeeded();
        assertCodeFor(compilation, "Alpha");
        assertCodeFor(compilation, "Beta");
    }
}
