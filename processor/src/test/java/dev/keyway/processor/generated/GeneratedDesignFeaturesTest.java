package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.resource;
import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.support.GeneratedClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The design artifacts of a table with the three design features of issue #26 together: a global index
 * with a multi-attribute key (two entities share it, one with numbers whose order is not their text's),
 * a vector index, and {@code @TableSettings} with a resource policy; and a provisioned table. The HTML
 * sheet and the Markdown sheet show all three; the NoSQL Workbench model, whose format has single-attribute
 * index keys and no vector indexes, leaves those indexes out, says so, and stays importable. An item
 * collection read from the multi-attribute index is on both sheets.
 */
class GeneratedDesignFeaturesTest {

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(
                source("t.features.Match", """
                        @Entity(table = "Tournament")
                        @TableSettings(maxReadRequestUnits = 2000, deletionProtection = true, pointInTimeRecovery = true,
                                       warmWriteUnitsPerSecond = 5000, resourcePolicy = "policies/shop-table.json",
                                       tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS)
                        @PartitionKey("MATCH#<matchId>")
                        @MultiAttributeGsi(index = "ByRegion", partitionKey = {"tournament", "region"},
                                           sortKey = {"round"})
                        @VectorIndex(index = "SimilarMatches", component = "embedding", dimensions = 3,
                                     distance = VectorDistance.DOT_PRODUCT, partitionKey = "tournament",
                                     filters = {"round"})
                        @VectorIndex(index = "Summaries", component = "embedding", dimensions = 3,
                                     projection = Projection.INCLUDE, include = {"region"})
                        @AccessPattern(name = "byRegion", index = "ByRegion", descending = true)
                        @AccessPattern(name = "similar", index = "SimilarMatches")
                        public record Match(String matchId, String tournament, String region, int round,
                                            java.util.List<Float> embedding) implements RegionRounds {}
                        """),
                source("t.features.Bracket", """
                        @Entity(table = "Tournament")
                        @PartitionKey("BRACKET#<bracketId>")
                        @MultiAttributeGsi(index = "ByRegion", partitionKey = {"tournament", "region"},
                                           sortKey = {"round"})
                        public record Bracket(String bracketId, String tournament, String region, int round)
                                implements RegionRounds {}
                        """),
                source("t.features.RegionRounds", """
                        @ItemCollection(index = "ByRegion")
                        public sealed interface RegionRounds permits Match, Bracket {}
                        """),
                source("t.features.Entry", """
                        @Entity(table = "Ledger")
                        @TableSettings(billing = TableSettings.Billing.PROVISIONED, readCapacityUnits = 10,
                                       writeCapacityUnits = 4)
                        @PartitionKey("ENTRY#<id>")
                        public record Entry(String id) {}
                        """));
    }

    private static String html() {
        return resource(classes.compilation(), "t/features/TournamentTable.html");
    }

    private static String markdown() {
        return resource(classes.compilation(), "t/features/TournamentTable.md");
    }

    // ---- the HTML sheet ------------------------------------------------------------------------

    @Test
    void htmlShowsTheMultiAttributeIndexWithItsTypedKeyAttributesInOrder() {
        String section = section(html(), "ByRegion");
        assertTrue(section.contains("data-key=\"multi-attribute\""), section);
        assertEquals(List.of("partition:S:tournament", "partition:S:region", "sort:N:round"),
                all(section, "<code class=\"key-attribute\" data-role=\"(\\w+)\" data-type=\"(\\w)\">(\\w+)</code>"),
                section);
        assertTrue(section.contains("projection <code>ALL</code>"), section);
        assertTrue(section.contains("<a class=\"badge e0\" href=\"#entity-Bracket\">Bracket</a>, "
                + "<a class=\"badge e1\" href=\"#entity-Match\">Match</a>"), section);
    }

    @Test
    void htmlShowsTheAccessPatternsOnTheMultiAttributeIndex() {
        String section = section(html(), "ByRegion");
        assertTrue(section.contains("<li data-method=\"byRegion\">"), section);
        assertTrue(section.contains("<code>MatchRepository.byRegion(tournament, region)</code>: <code>tournament = "
                + ":tournament AND region = :region</code>, filter <code>_type = &quot;Match&quot;</code>, then "
                + "conditions on <code>round</code> left to right, descending"), section);
        String card = html().substring(html().indexOf("id=\"entity-Match\""));
        assertTrue(card.contains("<dt>ByRegion</dt><dd><code>tournament (S) + region (S) / round (N)</code></dd>"), card);
        assertTrue(card.contains("<a href=\"#index-ByRegion\"><code>byRegion(tournament, region)</code></a>"), card);
    }

    @Test
    void htmlShowsTheSampleItemsOfTheMultiAttributeIndexInKeyOrder() {
        String section = section(html(), "ByRegion");
        List<String> rows = all(section, "<tr class=\"e\\d[^\"]*\" data-entity=\"(\\w+)\"><td class=\"key[^\"]*\" "
                + "data-attribute=\"tournament\">([^<]*)</td><td class=\"key[^\"]*\" data-attribute=\"region\">([^<]*)</td>"
                + "<td class=\"key\" data-attribute=\"round\">([^<]*)</td>");
        assertEquals(6, rows.size(), section); // every item of both entities stores the three key attributes
        List<String> sorted = new ArrayList<>(rows);
        sorted.sort((a, b) -> {
            String[] x = a.split(":");
            String[] y = b.split(":");
            int byPartition = (x[1] + x[2]).compareTo(y[1] + y[2]);
            return byPartition != 0 ? byPartition : Integer.compare(Integer.parseInt(x[3]), Integer.parseInt(y[3]));
        });
        assertEquals(sorted, rows, "partition attributes, then the round by number");
    }

    @Test
    void htmlShowsTheItemCollectionReadFromTheMultiAttributeIndex() {
        String html = html();
        int start = html.indexOf("<section class=\"query\" id=\"collection-RegionRounds\"");
        assertTrue(start >= 0, html);
        String section = html.substring(start, html.indexOf("</section>", start));
        assertTrue(section.contains("<code>RegionRoundsCollection.query(tournament, region)</code>"), section);
        assertTrue(section.contains("<dt>reads</dt><dd>index <code>ByRegion</code>, a multi-attribute key</dd>"), section);
        assertEquals(List.of("tournament", "region"), all(section, "<span class=\"partition\" data-attribute=\"(\\w+)\">"));
        assertTrue(section.contains("_type IN (&quot;<span class=\"type\">Match</span>&quot;, &quot;<span class=\"type\">Bracket</span>&quot;)")
                || section.contains("_type IN (\"<span class=\"type\">Match</span>\", \"<span class=\"type\">Bracket</span>\")"), section);
        assertTrue(section.contains("<dt>order</dt><dd>ascending by <code>round</code></dd>"), section);
        assertTrue(section.contains("<td class=\"mark\">✓ returned</td>"), section);
        assertTrue(html.contains("<li>1 item collection</li>"), "the header counts it");
        String card = html.substring(html.indexOf("id=\"entity-Bracket\""));
        assertTrue(card.contains("<a href=\"#collection-RegionRounds\"><code>RegionRounds</code></a>"), card);
    }

    @Test
    void htmlShowsEachVectorIndexWithItsSearchSchemaProjectionAndSearches() {
        String similar = section(html(), "SimilarMatches");
        assertTrue(similar.contains("<code data-dimensions=\"3\" data-distance=\"DOT_PRODUCT\">embedding</code>"), similar);
        assertTrue(similar.contains("<dt>partition key</dt><dd><code>tournament (S)</code></dd>"), similar);
        assertTrue(similar.contains("<code>round (N)</code>, <code>_type (S)</code>"), similar);
        assertTrue(similar.contains("<code>MatchRepository.similar(tournament, vector).top(k)</code>"), similar);
        String summaries = section(html(), "Summaries");
        assertTrue(summaries.contains("<dt>projection</dt><dd><code>INCLUDE: region</code></dd>"), summaries);
        assertTrue(summaries.contains("<dt>partition key</dt><dd>none: a search reads the whole index</dd>"), summaries);
        assertTrue(summaries.contains("<dt>searches</dt><dd>none declared</dd>"), summaries);
        assertTrue(html().contains("<li>2 vector indexes</li>"), html());
        assertTrue(html().contains("<a href=\"#index-SimilarMatches\">SimilarMatches</a>"), "in the navigation");
    }

    @Test
    void htmlListsTheTableSettingsAmongTheTablesFacts() {
        String html = html();
        assertEquals(List.of("BillingMode:billing <code>PAY_PER_REQUEST (on demand)",
                        "OnDemandThroughput:on-demand maximum <code>at most 2000 read request units per second",
                        "WarmThroughput:warm throughput <code>5000 write units per second",
                        "DeletionProtectionEnabled:deletion protection <code>on",
                        "PointInTimeRecoverySpecification:point-in-time recovery <code>on, a recovery period of 35 days",
                        "TableClass:table class <code>STANDARD_INFREQUENT_ACCESS",
                        "ResourcePolicy:resource policy <code>the document policies/shop-table.json"),
                all(html, "<li class=\"setting\" data-setting=\"(\\w+)\">([^<]*<code>[^<]*)</code></li>"));
        assertFalse(html.contains("billing on demand"), html);
        String ledger = resource(classes.compilation(), "t/features/LedgerTable.html");
        assertTrue(ledger.contains("<li class=\"setting\" data-setting=\"BillingMode, ProvisionedThroughput\">billing "
                + "<code>PROVISIONED, 10 read and 4 write capacity units</code></li>"), ledger);
    }

    @Test
    void htmlPassesTheSheetCheckWithTheMultiAttributeIndexAmongTheIndexes() {
        TableSheetCheck.check(html(), java.util.Set.of("Match", "Bracket"), java.util.Set.of("ByRegion"), java.util.Set.of());
        String table = html().substring(html().indexOf("<section id=\"table\""));
        assertTrue(table.contains("<th>tournament</th><th>region</th><th>round</th>"), "the key attributes are columns");
    }

    // ---- the Markdown sheet --------------------------------------------------------------------

    @Test
    void markdownListsTheItemCollectionReadFromTheMultiAttributeIndex() {
        assertContains(markdown(), "| `t.features.RegionRounds` | `RegionRoundsCollection.query(tournament, region)` | "
                + "`ByRegion` (multi-attribute key) |");
        assertContains(markdown(), "`tournament = :tournament AND region = :region`; filter `_type IN (\"Match\", \"Bracket\")`; "
                + "then round (eq, ranges)");
    }

    @Test
    void markdownListsTheVectorIndexes() {
        assertContains(markdown(), """
                ## Vector indexes

                | index | entity type | vector | partition key | filters | projection | searches |
                |---|---|---|---|---|---|---|
                | `SimilarMatches` | `Match` | `embedding (3 dimensions, DOT_PRODUCT)` | `tournament (S)` | `round (N)`, `_type (S)` | `ALL` | `similar(tournament, vector).top(k)` |
                | `Summaries` | `Match` | `embedding (3 dimensions, COSINE)` | — | `_type (S)` | `INCLUDE: region` | — |
                """);
    }

    @Test
    void markdownListsTheTableSettingsInsteadOfTheBillingLine() {
        String markdown = markdown();
        assertContains(markdown, """
                ## Table settings

                | setting | value | CloudFormation |
                |---|---|---|
                | billing | `PAY_PER_REQUEST (on demand)` | `BillingMode` |
                | on-demand maximum | `at most 2000 read request units per second` | `OnDemandThroughput` |
                | warm throughput | `5000 write units per second` | `WarmThroughput` |
                | deletion protection | `on` | `DeletionProtectionEnabled` |
                | point-in-time recovery | `on, a recovery period of 35 days` | `PointInTimeRecoverySpecification` |
                | table class | `STANDARD_INFREQUENT_ACCESS` | `TableClass` |
                | resource policy | `the document policies/shop-table.json` | `ResourcePolicy` |
                """);
        assertFalse(markdown.contains("Billing mode:"), markdown);
        assertContains(resource(classes.compilation(), "t/features/LedgerTable.md"),
                "| billing | `PROVISIONED, 10 read and 4 write capacity units` | `BillingMode`, `ProvisionedThroughput` |\n");
    }

    @Test
    void markdownStillShowsTheMultiAttributeIndexAndItsPattern() {
        assertContains(markdown(), "| `ByRegion` | global, multi-attribute key | `tournament` (S) + `region` (S) | `round` (N) |");
        assertContains(markdown(), "| `Match` | `byRegion(tournament, region)` | `ByRegion` |");
    }

    // ---- the NoSQL Workbench model ---------------------------------------------------------------

    @Test
    void workbenchModelLeavesOutWhatItsFormatCannotHoldAndSaysSo() {
        String json = resource(classes.compilation(), "t/features/TournamentTable.workbench.json");
        WorkbenchModelShape.assertImportable(json);
        assertFalse(json.contains("\"GlobalSecondaryIndexes\""), "no index is written as another one: " + json);
        assertTrue(json.contains("The table's global secondary indexes with multi-attribute keys are not part of this "
                + "model, whose index keys are one attribute each: ByRegion (tournament:S + region:S / round:N); their key "
                + "attributes are plain attributes here."), json);
        assertTrue(json.contains("The table's vector indexes are not part of this model, which has none: SimilarMatches "
                + "on embedding, 3 dimensions, DOT_PRODUCT; Summaries on embedding, 3 dimensions, COSINE."), json);
        assertTrue(json.contains("Of the table's settings this model has the billing mode and capacity only, not: "
                + "on-demand maximum at most 2000 read request units per second; warm throughput 5000 write units per "
                + "second; deletion protection on; point-in-time recovery on, a recovery period of 35 days; table class "
                + "STANDARD_INFREQUENT_ACCESS; resource policy the document policies/shop-table.json."), json);
        assertTrue(json.contains("{ \"AttributeName\": \"round\", \"AttributeType\": \"N\" }")
                || json.replaceAll("\\s+", " ").contains("{ \"AttributeName\": \"round\", \"AttributeType\": \"N\" }"), json);
    }

    @Test
    void workbenchModelOfAProvisionedTableHasItsCapacity() {
        String json = resource(classes.compilation(), "t/features/LedgerTable.workbench.json");
        WorkbenchModelShape.assertImportable(json);
        assertTrue(json.contains("\"BillingMode\": \"PROVISIONED\""), json);
        assertFalse(json.contains("Of the table's settings"), json);
    }

    // ---- helpers -------------------------------------------------------------------------------

    /** The section of the index of that name. */
    private static String section(String html, String index) {
        int start = html.indexOf("<section id=\"index-" + index + "\"");
        assertTrue(start >= 0, "no section of " + index);
        return html.substring(start, html.indexOf("</section>", start));
    }

    /** Every match of the pattern, its groups joined by {@code :}. */
    private static List<String> all(String text, String regex) {
        List<String> found = new ArrayList<>();
        Matcher matcher = Pattern.compile(regex).matcher(text);
        while (matcher.find()) {
            List<String> groups = new ArrayList<>();
            for (int group = 1; group <= matcher.groupCount(); group++) {
                groups.add(matcher.group(group));
            }
            found.add(String.join(":", groups));
        }
        return found;
    }

    private static void assertContains(String text, String expected) {
        assertTrue(text.contains(expected), () -> "expected\n" + expected + "\nin\n" + text);
    }
}
