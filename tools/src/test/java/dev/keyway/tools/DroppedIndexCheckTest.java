package dev.keyway.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.backfill.Backfill;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.schema.IndexUpdate;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableDifference.Kind;
import dev.keyway.tools.library.LibraryTable;
import dev.keyway.tools.library.Loan;
import dev.keyway.tools.library.LoanRepository;
import dev.keyway.tools.library.LoanSchema;
import dev.keyway.tools.library.Member;
import dev.keyway.tools.library.MemberRepository;
import dev.keyway.tools.library.MemberSchema;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Issue #24 §6 ("a way to remove the key attributes of an index dropped from the whole design")
 * and §3 ("the check and the backfill agree", "every suggested fix works"): items holding the keys
 * of an index no entity declares any more are reported by the check, whether the live table still
 * has the index (found in its description) or it was deleted already (named to the check), with
 * the fix {@code backfill().dropIndexKeys(...)}, which a test applies before checking clean again.
 * An index left to other code, and an attribute the record itself writes, are never reported.
 */
class DroppedIndexCheckTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final String TABLE = "Library";

    private static Map<String, AttributeValue> member(String id, String... extra) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(MemberSchema.INSTANCE.toItem(new Member(id,
                id + "@example.com", Optional.empty(), "Name " + id)));
        for (int i = 0; i < extra.length; i += 2) {
            item.put(extra[i], AttributeValue.fromS(extra[i + 1]));
        }
        return item;
    }

    private static Map<String, AttributeValue> loan(long number, String... extra) {
        Map<String, AttributeValue> item = new LinkedHashMap<>(LoanSchema.INSTANCE.toItem(new Loan("m-1", number,
                LocalDate.of(2026, 12, 1), "Emma", null)));
        for (int i = 0; i < extra.length; i += 2) {
            item.put(extra[i], AttributeValue.fromS(extra[i + 1]));
        }
        return item;
    }

    private static void put(DynamoDbClient client, Map<String, AttributeValue> item) {
        client.putItem(request -> request.tableName(TABLE).item(item));
    }

    /** Gives the live table a global index the design does not declare, as an older version created it. */
    private static void addLiveIndex(DynamoDbClient client, String index, String partitionKey, String sortKey) {
        client.updateTable(request -> {
            request.tableName(TABLE);
            List<software.amazon.awssdk.services.dynamodb.model.AttributeDefinition> definitions = new java.util.ArrayList<>();
            List<software.amazon.awssdk.services.dynamodb.model.KeySchemaElement> keys = new java.util.ArrayList<>();
            for (String attribute : sortKey == null ? List.of(partitionKey) : List.of(partitionKey, sortKey)) {
                definitions.add(software.amazon.awssdk.services.dynamodb.model.AttributeDefinition.builder()
                        .attributeName(attribute).attributeType(ScalarAttributeType.S).build());
                keys.add(software.amazon.awssdk.services.dynamodb.model.KeySchemaElement.builder()
                        .attributeName(attribute).keyType(keys.isEmpty() ? KeyType.HASH : KeyType.RANGE).build());
            }
            request.attributeDefinitions(definitions).globalSecondaryIndexUpdates(update -> update.create(create -> create
                    .indexName(index).keySchema(keys).projection(projection -> projection
                            .projectionType(ProjectionType.KEYS_ONLY))));
        });
        client.describeTable(request -> request.tableName(TABLE)); // Keyway Local: active from the next description
    }

    private static TableCheck check() {
        return TableCheck.of(LibraryTable.DEFINITION, LibraryTable.schemas()).examples(100);
    }

    /** Runs the backfill the fix names, on the entity's repository, as a person would read it. */
    private static BackfillReport applyDropFix(DynamoDbClient client, TableDifference difference, boolean dryRun) {
        String fix = difference.fix();
        assertTrue(fix.startsWith("run backfill().dropIndexKeys(\"" + difference.index() + "\""), fix);
        String call = fix.substring(fix.indexOf("dropIndexKeys(") + "dropIndexKeys(".length(), fix.indexOf(") of "));
        List<String> arguments = java.util.Arrays.stream(call.split(", ")).map(argument -> argument.replace("\"", ""))
                .toList();
        UnaryOperator<Backfill<?>> drop = backfill -> {
            Backfill<?> named = arguments.size() == 1 ? backfill.dropIndexKeys(arguments.get(0))
                    : backfill.dropIndexKeys(arguments.get(0), arguments.subList(1, arguments.size()).toArray(String[]::new));
            return dryRun ? named.dryRun() : named;
        };
        Backfill<?> backfill = difference.entity().equals("Member") ? new MemberRepository(client).backfill().adoptUntyped()
                : new LoanRepository(client).backfill().adoptUntyped();
        return drop.apply(backfill).run();
    }

    @Test
    void theKeysOfALiveIndexNoEntityDeclaresAreReportedAndTheirFixWorks(DynamoDbClient client) {
        new MemberRepository(client).createTable();
        addLiveIndex(client, "ByLegacy", "ByLegacyPK", "ByLegacySK");
        new MemberRepository(client).put(new Member("m-0", "zed@example.com", Optional.empty(), "Zed"));
        put(client, member("m-1", "ByLegacyPK", "NAME#Ada", "ByLegacySK", "m-1"));
        put(client, member("m-2", "ByLegacyPK", "NAME#Bob"));
        put(client, loan(1, "ByLegacySK", "x"));

        TableCheckReport report = check().run(client, TABLE);

        TableDifference index = report.differences(Kind.INDEX_NOT_IN_DESIGN).get(0);
        assertEquals("ByLegacy", index.index());
        assertTrue(index.fix().contains("IndexUpdate.of(<Table>.DEFINITION).deleting(\"ByLegacy\")"), index.fix());
        assertTrue(index.kind().ofDescription());
        List<TableDifference> keys = report.differences(Kind.DROPPED_INDEX_KEY);
        assertEquals(2, keys.size(), report.toText());
        TableDifference members = keys.stream().filter(d -> d.entity().equals("Member")).findFirst().orElseThrow();
        assertEquals(2, members.count());
        assertEquals(List.of("PK=MEMBER#m-1, SK=PROFILE", "PK=MEMBER#m-2, SK=PROFILE"), members.examples().stream().sorted().toList());
        assertEquals("run backfill().dropIndexKeys(\"ByLegacy\") of Member's repository (with adoptUntyped() for its "
                + "items without '_type'): it removes those attributes from the entity's items", members.fix());
        assertTrue(report.toText().contains("items holding the keys of an index the design dropped [ByLegacy]: 2"),
                report.toText());

        // the dry run of the fix counts exactly the items the check lists; the fix leaves the items clean
        for (TableDifference difference : keys) {
            BackfillReport preview = applyDropFix(client, difference, true);
            assertEquals(difference.count(), preview.changed(), preview.toString());
            assertEquals(difference.count(), applyDropFix(client, difference, false).changed());
        }
        TableCheckReport afterBackfill = check().run(client, TABLE);
        assertEquals(List.of(Kind.INDEX_NOT_IN_DESIGN), afterBackfill.differences().stream().map(TableDifference::kind)
                .toList(), afterBackfill.toText());
        // then the index itself, as its fix says
        IndexUpdate.of(LibraryTable.DEFINITION).deleting("ByLegacy").run(client, TABLE);
        TableCheckReport after = check().droppedIndexes("ByLegacy").run(client, TABLE);
        assertTrue(after.clean(), after.toText());
        assertEquals("Name m-1", new MemberRepository(client).get("m-1").orElseThrow().name(), "only its keys went");
    }

    @Test
    void anIndexDeletedAlreadyIsFoundOnlyWhenNamed(DynamoDbClient client) {
        new MemberRepository(client).createTable();
        put(client, member("m-1", "ByOldPK", "OLD#1", "ByOldSK", "m-1"));
        put(client, member("m-2", "LegacyPK", "L#2"));
        put(client, loan(1, "ByOldPK", "OLD#2"));
        put(client, member("m-3", "GSI9PK", "other code's"));

        // the names alone tell nothing: GSI9PK may be other code's
        assertTrue(check().run(client, TABLE).clean(), check().run(client, TABLE).toText());

        TableCheckReport report = check().droppedIndexes("ByOld").droppedIndex("Legacy", "LegacyPK").run(client, TABLE);

        List<TableDifference> keys = report.differences(Kind.DROPPED_INDEX_KEY);
        assertEquals(3, keys.size(), report.toText());
        assertEquals(3, report.differences().size(), "nothing else, GSI9PK not: " + report.toText());
        TableDifference legacy = keys.stream().filter(d -> "Legacy".equals(d.index())).findFirst().orElseThrow();
        assertTrue(legacy.fix().startsWith("run backfill().dropIndexKeys(\"Legacy\", \"LegacyPK\") of Member's"),
                legacy.fix());
        for (TableDifference difference : keys) {
            assertEquals(difference.count(), applyDropFix(client, difference, false).changed(), difference.toString());
        }
        TableCheckReport after = check().droppedIndexes("ByOld").droppedIndex("Legacy", "LegacyPK").run(client, TABLE);
        assertTrue(after.clean(), after.toText());
        assertTrue(client.getItem(request -> request.tableName(TABLE).key(Map.of("PK", AttributeValue.fromS("MEMBER#m-3"),
                "SK", AttributeValue.fromS("PROFILE")))).item().containsKey("GSI9PK"), "other code's attribute is kept");
    }

    @Test
    void anIndexLeftToOtherCodeAndAnAttributeTheRecordWritesAreNoDifference(DynamoDbClient client) {
        new MemberRepository(client).createTable();
        addLiveIndex(client, "Analytics", "segment", null);
        addLiveIndex(client, "ByName", "name", null); // keyed on an attribute the record itself writes
        put(client, member("m-1", "segment", "heavy-readers"));

        TableCheckReport unannounced = check().run(client, TABLE);
        assertEquals(2, unannounced.count(Kind.INDEX_NOT_IN_DESIGN), unannounced.toText());
        assertEquals(List.of("Analytics"), unannounced.differences(Kind.DROPPED_INDEX_KEY).stream()
                .map(TableDifference::index).toList(), "never 'name', which Member writes: " + unannounced.toText());

        TableCheckReport left = check().leaveIndexes("Analytics", "ByName").run(client, TABLE);
        assertTrue(left.clean(), left.toText());
        assertEquals(0, new MemberRepository(client).backfill().dropIndexKeys("ByName", "name").dryRun().run().changed(),
                "the backfill agrees: it keeps what the record writes");
    }

    @Test
    void droppingTheKeysOfAnIndexOnAPlainAttributeKeepsTheAttribute(DynamoDbClient client) {
        // Issue #24 §6: dropIndexKeys removes only index keys; before DesignedIndexKeys kept a dropped index's
        // attributes for decoding, an index keyed on 'name' (which Member writes) lost every member's name
        new MemberRepository(client).createTable();
        put(client, member("m-1"));

        BackfillReport dropped = new MemberRepository(client).backfill().dropIndexKeys("ByName", "name").run();

        assertEquals(0, dropped.changed(), dropped.toString());
        assertEquals("Name m-1", new MemberRepository(client).get("m-1").orElseThrow().name());
    }

    @Test
    void anIndexTheDesignDeclaresIsNotADroppedOne() {
        TableCheck check = check();
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> check.droppedIndexes("ByEmail"));
        assertTrue(refused.getMessage().contains("declares index ByEmail"), refused.getMessage());
        assertThrows(IllegalArgumentException.class, () -> check.droppedIndex("Legacy"));
        assertFalse(TableDifference.Kind.DROPPED_INDEX_KEY.ofDescription());
    }
}
