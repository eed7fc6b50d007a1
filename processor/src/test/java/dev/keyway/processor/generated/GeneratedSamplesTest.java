package dev.keyway.processor.generated;

import static dev.keyway.processor.support.GeneratedClasses.source;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sample items of the design artifacts ({@code <Table>Table.workbench.json} and
 * {@code .html}): each is exactly what the generated schema writes for the values it holds —
 * keys encoded by the runtime's encoders, shards by its hash — for every kind of component; the
 * Workbench model has the structure of AWS's published models; the page passes the structure
 * check; and the artifacts are the same on every build, whatever the order of the sources.
 */
class GeneratedSamplesTest {

    private static final List<JavaFileObject> SOURCES = List.of(
            source("t.samples.Level", "public enum Level { LOW, MID, HIGH }"),
            source("t.samples.Address", "public record Address(String street, int number, Optional<String> note) {}"),
            source("t.samples.Node", "public record Node(String label, Node next, List<Node> children) {}"),
            source("t.samples.Money", "public record Money(long cents) {}"),
            source("t.samples.MoneyConverter", """
                    public final class MoneyConverter implements dev.keyway.runtime.schema.AttributeConverter<Money> {
                        public software.amazon.awssdk.services.dynamodb.model.AttributeValue toAttribute(Money value) {
                            return software.amazon.awssdk.services.dynamodb.model.AttributeValue.fromN(Long.toString(value.cents()));
                        }
                        public Money fromAttribute(software.amazon.awssdk.services.dynamodb.model.AttributeValue value) {
                            return new Money(Long.parseLong(value.n()));
                        }
                    }
                    """),
            source("t.samples.AccountItem", "@ItemCollection public sealed interface AccountItem permits Account, Tx {}"),
            source("t.samples.Account", """
                    @Entity(table = "Samples")
                    @PartitionKey("ACCOUNT#<id>")
                    @SortKey("PROFILE")
                    @Gsi(index = "GSI1", partitionKey = "OWNER#<owner>", sortKey = "ACCOUNT#<id>")
                    @AccessPattern(name = "byOwner", index = "GSI1")
                    public record Account(String id, UUID owner, @Unique String handle, @Version long version,
                                          @Convert(MoneyConverter.class) Money limit) implements AccountItem {}
                    """),
            source("t.samples.Tx", """
                    @Entity(table = "Samples", type = "Transaction")
                    @PartitionKey("ACCOUNT#<accountId>")
                    @SortKey("TX#<at>#<txId>")
                    @Gsi(index = "GSI1", partitionKey = "LEVEL#<level>", sortKey = "AMOUNT#<amount>#<txId>")
                    @Gsi(index = "ByRef", partitionKey = "REF#<ref>", projection = Projection.KEYS_ONLY)
                    @Lsi(index = "LSI1", sortKey = "DAY#<day>#<count>#<big>#<small>#<tiny>#<huge>#<flag>#<when>#<level>")
                    @AccessPattern(name = "transactionsOf", descending = true)
                    @AccessPattern(name = "byLevel", index = "GSI1")
                    @AccessPattern(name = "byRef", index = "ByRef")
                    @AccessPattern(name = "byDay", index = "LSI1", consistentRead = true)
                    public record Tx(String accountId, java.time.Instant at, String txId, Level level, BigDecimal amount,
                                     Optional<String> ref, LocalDate day, int count, long big, short small, byte tiny,
                                     BigInteger huge, double ratio, float share, boolean flag, UUID uuid, LocalDateTime when,
                                     List<String> tags, Set<String> labels, Set<Integer> numbers, Map<String, Long> counters,
                                     Address address, Node tree, byte[] blob, SdkBytes sdk, ByteBuffer buffer,
                                     Set<SdkBytes> blobs, @Attribute("purge") @Ttl Instant expiresAt, Integer boxed,
                                     Optional<Level> maybe) implements AccountItem {}
                    """),
            source("t.samples.Post", """
                    @Entity(table = "Samples")
                    @PartitionKey(value = "FEED#<feed>", shards = 4, shardBy = "postId")
                    @SortKey("POST#<postedAt>#<postId>")
                    @Gsi(index = "GSI4", partitionKey = "TAG#<tag>", sortKey = "<postedAt>#<postId>", shards = 3)
                    @AccessPattern(name = "feed")
                    @AccessPattern(name = "byTag", index = "GSI4", descending = true)
                    public record Post(String feed, String postId, Instant postedAt, String tag, String text) {}
                    """),
            source("t.samples.Flag", """
                    @Entity(table = "Flags")
                    @PartitionKey("FLAG#<on>")
                    public record Flag(boolean on, String note) {}
                    """));

    private static final Map<String, String> RECORDS = Map.of("Account", "t.samples.Account", "Transaction", "t.samples.Tx",
            "Post", "t.samples.Post", "Flag", "t.samples.Flag");

    private static GeneratedClasses classes;

    @BeforeAll
    static void compile() {
        classes = GeneratedClasses.compile(SOURCES.toArray(new JavaFileObject[0]));
    }

    @Test
    void fourArtifactsPerTableNextToTheTableClass() {
        Set<String> resources = classes.compilation().generatedFiles().stream()
                .filter(file -> file.getKind() == JavaFileObject.Kind.OTHER || file.getKind() == JavaFileObject.Kind.HTML)
                .map(file -> file.toUri().getPath())
                .filter(path -> !path.contains("/META-INF/keyway/")) // the repository index, tested on its own
                .collect(Collectors.toSet());
        Set<String> expected = new java.util.TreeSet<>();
        for (String table : List.of("SamplesTable", "FlagsTable")) {
            for (String suffix : List.of(".md", ".cfn.json", ".workbench.json", ".html")) {
                expected.add("/CLASS_OUTPUT/t/samples/" + table + suffix);
            }
        }
        assertEquals(expected, new java.util.TreeSet<>(resources));
    }

    @Test
    void everySampleItemIsWhatTheGeneratedSchemaWritesForItsValues() {
        int items = 0;
        for (String table : List.of("SamplesTable", "FlagsTable")) {
            for (Map<String, Object> json : WorkbenchModelShape.items(resource(classes.compilation(), "t/samples/" + table
                    + ".workbench.json"))) {
                Map<String, AttributeValue> sample = WorkbenchModelShape.attributeValues(json);
                String record = RECORDS.get(sample.get("_type").s());
                ItemSchema<Object> schema = classes.schema(record);
                Object decoded = schema.fromItem(sample);
                Map<String, AttributeValue> written = new java.util.HashMap<>(schema.toItem(decoded));
                // GSI4 is sharded at random: the sample names a shard, which the key builder must give that text.
                if (sample.containsKey("GSI4PK")) {
                    String text = sample.get("GSI4PK").s();
                    int shard = Integer.parseInt(text.substring(text.lastIndexOf('#') + 1));
                    assertTrue(shard < 3, text);
                    assertEquals(text, classes.call("t.samples.PostKeys", "gsi4PartitionKey",
                            GeneratedClasses.accessor(decoded, "tag"), shard));
                    written.put("GSI4PK", sample.get("GSI4PK"));
                }
                assertEquals(sample, written, () -> "the sample item " + sample + " is not what " + record + "Schema writes");
                items++;
            }
        }
        assertEquals(3 + 3 + 3 + 2, items, "three items per entity, two flags (a boolean has two values)");
    }

    @Test
    void theSamplesShowShardsSparseIndexesAndSharedPartitions() {
        String model = resource(classes.compilation(), "t/samples/SamplesTable.workbench.json");
        List<Map<String, AttributeValue>> items = WorkbenchModelShape.items(model).stream()
                .map(WorkbenchModelShape::attributeValues).toList();
        List<String> posts = items.stream().filter(item -> item.get("_type").s().equals("Post"))
                .map(item -> item.get("PK").s()).toList();
        assertTrue(posts.stream().allMatch(key -> key.matches("FEED#feed-1#[0-3]|FEED#feed-2#[0-3]")), posts::toString);
        List<Map<String, AttributeValue>> transactions = items.stream()
                .filter(item -> item.get("_type").s().equals("Transaction")).toList();
        assertEquals(List.of(true, true, false), transactions.stream().map(item -> item.containsKey("ByRefPK")).toList(),
                "the last transaction has no ref, so the sparse index ByRef leaves it out");
        assertEquals("ACCOUNT#a-1", transactions.get(0).get("PK").s());
        assertTrue(items.stream().anyMatch(item -> item.get("_type").s().equals("Account")
                && item.get("PK").s().equals("ACCOUNT#a-1")), "an account shares its partition with its transactions");
        assertTrue(transactions.get(0).get("SK").s().startsWith("TX#2024-05-01T10:00:00.000000000Z#t-1"));
        assertTrue(model.contains("Account.limit"), "the description says that converted attributes are not sampled");
        assertTrue(model.contains("LSI1 (sort key LSI1SK)"), "the description names the local index the model lacks");
    }

    @Test
    void theWorkbenchModelsHaveThePublishedModelsStructure() {
        for (String table : List.of("SamplesTable", "FlagsTable")) {
            WorkbenchModelShape.assertImportable(resource(classes.compilation(), "t/samples/" + table + ".workbench.json"));
        }
    }

    @Test
    void theTableSheetShowsEveryEntityIndexAndQueryWithTheRowsItReads() {
        List<TableSheetCheck.Query> queries = TableSheetCheck.check(resource(classes.compilation(), "t/samples/SamplesTable.html"),
                Set.of("Account", "Transaction", "Post"), Set.of("GSI1", "ByRef", "LSI1", "GSI4"),
                Set.of("Account.byOwner", "Transaction.transactionsOf", "Transaction.byLevel", "Transaction.byRef",
                        "Transaction.byDay", "Post.feed", "Post.byTag"));
        TableSheetCheck.Query collection = queries.stream().filter(query -> query.owner().equals("AccountItemCollection"))
                .findFirst().orElseThrow();
        assertEquals(List.of("ACCOUNT#a-1"), collection.partitions());
        assertEquals(Set.of("Account", "Transaction"), collection.rows().stream().filter(row -> row.mark().equals("read"))
                .map(TableSheetCheck.Row::entity).collect(Collectors.toSet()));
        TableSheetCheck.Query feed = queries.stream().filter(query -> query.method().equals("feed")).findFirst().orElseThrow();
        assertEquals(List.of("FEED#feed-1#0", "FEED#feed-1#1", "FEED#feed-1#2", "FEED#feed-1#3"), feed.partitions());
        assertEquals(2, feed.rows().stream().filter(row -> row.mark().equals("read")).count(), "both posts of feed-1, on their shards");
        TableSheetCheck.Query byLevel = queries.stream().filter(query -> query.method().equals("byLevel")).findFirst().orElseThrow();
        assertEquals(Map.of("level", "LOW"), byLevel.arguments());
        TableSheetCheck.check(resource(classes.compilation(), "t/samples/FlagsTable.html"), Set.of("Flag"), Set.of(), Set.of());
    }

    @Test
    void theMarkdownSheetShowsShardingAndItemCollections() {
        String markdown = resource(classes.compilation(), "t/samples/SamplesTable.md");
        assertTrue(markdown.contains("| `Post` | `Post` | `FEED#<feed>#<shard>` (4 shards) | `POST#<postedAt>#<postId>` |"),
                markdown);
        assertTrue(markdown.contains("## Sharding\n\n| entity type | key | attribute | template | shards | shard of an item |\n"
                + "|---|---|---|---|---|---|\n"
                + "| `Post` | partition key | `PK` | `FEED#<feed>#<shard>` | 4 (`#0` to `#3`) | FNV-1a hash of `postId` |\n"
                + "| `Post` | partition key of `GSI4` | `GSI4PK` | `TAG#<tag>#<shard>` | 3 (`#0` to `#2`) | random, per write |\n"),
                markdown);
        assertTrue(markdown.contains("| `Post` | `feed(feed)` | table | `PK = \"FEED#<feed>#<shard>\" AND begins_with(SK, \"POST#\")`; "
                + "one query per shard (4), merged in sort-key order; ascending |"), markdown);
        assertTrue(markdown.contains("## Item collections\n\n| item collection | query | index | entity types | key condition |\n"
                + "|---|---|---|---|---|\n| `t.samples.AccountItem` | `AccountItemCollection.query(id)` | table | "
                + "`Account`, `Transaction` | `PK = \"ACCOUNT#<id>\"`; filter `_type IN (\"Account\", \"Transaction\")` |\n"),
                markdown);
    }

    @Test
    void theArtifactsAreTheSameOnEveryBuildInAnySourceOrder() {
        List<JavaFileObject> reversed = new ArrayList<>(SOURCES);
        Collections.reverse(reversed);
        Compilation again = GeneratedClasses.compileOnly(reversed.toArray(new JavaFileObject[0]));
        for (String table : List.of("SamplesTable", "FlagsTable")) {
            for (String suffix : List.of(".md", ".cfn.json", ".workbench.json", ".html")) {
                String path = "t/samples/" + table + suffix;
                assertEquals(resource(classes.compilation(), path), resource(again, path), path);
            }
        }
    }

    private static String resource(Compilation compilation, String path) {
        return GeneratedClasses.resource(compilation, path);
    }
}
