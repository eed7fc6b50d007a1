package dev.keyway.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.backfill.IndexKeyDesign;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.internal.backfill.DesignedIndexKeys;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableDifference.Kind;
import dev.keyway.tools.library.LibraryTable;
import dev.keyway.tools.library.Loan;
import dev.keyway.tools.library.LoanRepository;
import dev.keyway.tools.library.LoanSchema;
import dev.keyway.tools.library.Member;
import dev.keyway.tools.library.MemberRepository;
import dev.keyway.tools.library.MemberSchema;
import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Issue #24 §3, "the live-table check and the backfill agree": a table with every kind of drift
 * (missing, stale and sparse index keys, keys of an index the entity does not declare, a wrong
 * type attribute, keys that are not the canonical encoding of the components, a value holding its
 * key's delimiter, a component only in the key, Keyway's own guard items, items of other code,
 * expired items, keys of an index dropped from the whole design that the live table still has) is
 * checked, and the check reports exactly the items a
 * {@code backfill().adoptUntyped().dropIndexKeys("ByLegacy").dryRun()} would change (§3, and §6 for
 * the dropped index), and as refused exactly those it would
 * report as failures. Then each fix the check names is applied as it says, and the table checks
 * clean (§3: "every suggested fix is one that works for the reported item").
 */
class CheckAgreesWithBackfillTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final String TABLE = "Library";
    /** The kinds whose items a backfill (adopting) changes. */
    private static final Set<Kind> BACKFILLED = EnumSet.of(Kind.MISSING_TYPE, Kind.MISSING_FROM_INDEX,
            Kind.STALE_INDEX_KEY, Kind.UNEXPECTED_INDEX_KEY, Kind.DROPPED_INDEX_KEY);
    /** The kinds whose items a backfill refuses, as failures. */
    private static final Set<Kind> REFUSED = EnumSet.of(Kind.KEY_MISMATCH, Kind.KEY_DIFFERS, Kind.UNDECODABLE);

    private static Map<String, AttributeValue> member(String id, String email, String tier) {
        return new LinkedHashMap<>(MemberSchema.INSTANCE.toItem(new Member(id, email, Optional.ofNullable(tier), id)));
    }

    private static Map<String, AttributeValue> loan(String memberId, long number, Instant expiresAt) {
        return new LinkedHashMap<>(LoanSchema.INSTANCE.toItem(new Loan(memberId, number, LocalDate.of(2026, 12, 1),
                "Emma", expiresAt)));
    }

    private static Map<String, AttributeValue> with(Map<String, AttributeValue> item, String attribute, String value) {
        item.put(attribute, AttributeValue.fromS(value));
        return item;
    }

    private static Map<String, AttributeValue> without(Map<String, AttributeValue> item, String... attributes) {
        List.of(attributes).forEach(item::remove);
        return item;
    }

    /** Fills the table: some items as the repositories write them, then one item per kind of drift. */
    private static void writeADriftedTable(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        addDroppedIndex(client);
        members.put(new Member("m-1", "ada@example.com", Optional.of("gold"), "Ada"));     // with its guard item
        members.put(new Member("m-2", "bob@example.com", Optional.empty(), "Bob"));
        new LoanRepository(client).put(new Loan("m-1", 1, LocalDate.of(2026, 12, 1), "Emma", null));
        Map<String, AttributeValue> sharded = member("m-6", "fi@example.com", "gold");
        sharded.put("ByTierPK", AttributeValue.fromS("TIER#gold#3"));                       // any shard is right
        Map<String, AttributeValue> nonCanonical = loan("m-1", 4, null);
        nonCanonical.put("SK", AttributeValue.fromS(nonCanonical.get("SK").s().replace("LOAN#", "LOAN#0")));
        Map<String, AttributeValue> nonCanonicalUntyped = without(loan("m-2", 5, null), "_type");
        nonCanonicalUntyped.put("SK", AttributeValue.fromS(nonCanonicalUntyped.get("SK").s().replace("LOAN#", "LOAN#0")));
        Map<String, AttributeValue> delimiter = member("m#12", "gi@example.com", null);
        delimiter.put("PK", AttributeValue.fromS("MEMBER#m#12"));                            // written unescaped
        Map<String, AttributeValue> expired = loan("m-1", 3, Instant.parse("2020-01-01T00:00:00Z"));
        expired.remove("ByDuePK");
        List<Map<String, AttributeValue>> drifted = List.of(
                without(member("m-3", "cy@example.com", null), "ByEmailPK", "ByEmailSK"),  // missing index keys
                with(member("m-4", "di@example.com", null), "ByEmailPK", "EMAIL#old@example.com"),   // stale
                with(with(loan("m-1", 2, null), "ByEmailPK", "EMAIL#x"), "ByEmailSK", "MEMBER"), // Loan has no ByEmail
                with(with(member("m-5", "ed@example.com", null), "ByTierPK", "TIER#gold#1"), "ByTierSK", "m-5"), // sparse
                sharded,
                with(with(member("m-14", "ny@example.com", null), "ByLegacyPK", "NAME#Ny"), "ByLegacySK", "m-14"),
                with(member("m-7", "hy@example.com", null), "_type", "member"),           // a type of no entity
                without(member("m-9", "jo@example.com", null), "_type"),                  // untyped: adopted
                with(member("m-10", "ki@example.com", null), "PK", "MEMBER#m-11"),        // attributes and key differ
                nonCanonical,                                                              // LOAN#0... is not canonical
                nonCanonicalUntyped,
                delimiter,
                without(member("m-13", "lu@example.com", null), "memberId", "_type"),     // its id only in its key
                expired,                                                                   // left to time to live
                Map.of("PK", AttributeValue.fromS("NOTE#1"), "SK", AttributeValue.fromS("NOTE"),
                        "_type", AttributeValue.fromS("Note")),                            // another code's
                Map.of("PK", AttributeValue.fromS("LEGACY#1"), "SK", AttributeValue.fromS("X")));
        drifted.forEach(item -> client.putItem(request -> request.tableName(TABLE).item(item)));
        Map<String, AttributeValue> notAString = member("m-8", "mo@example.com", null);
        notAString.put("_type", AttributeValue.fromN("1"));                                // a type that is no string
        client.putItem(request -> request.tableName(TABLE).item(notAString));
    }

    /** The index ByLegacy, which an older design declared and no entity does now, still on the live table. */
    private static void addDroppedIndex(DynamoDbClient client) {
        client.updateTable(request -> request.tableName(TABLE).attributeDefinitions(
                        definition -> definition.attributeName("ByLegacyPK").attributeType("S"),
                        definition -> definition.attributeName("ByLegacySK").attributeType("S"))
                .globalSecondaryIndexUpdates(update -> update.create(create -> create.indexName("ByLegacy")
                        .keySchema(key -> key.attributeName("ByLegacyPK").keyType("HASH"),
                                key -> key.attributeName("ByLegacySK").keyType("RANGE"))
                        .projection(projection -> projection.projectionType("KEYS_ONLY")))));
    }

    @Test
    void aTableWhereKeywayWroteUniqueValuesChecksClean(DynamoDbClient client) {
        // Issue #24 §3: the guard items of @Unique values are Keyway's, not another code's type "_Unique"
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        members.put(new Member("m-1", "ada@example.com", Optional.of("gold"), "Ada"));

        TableCheckReport report = check().run(client, TABLE);

        assertTrue(report.clean(), report.toText());
        assertEquals(1, report.keywayItems());
        assertTrue(report.toText().contains("Not checked: 1 of Keyway's own"), report.toText());
    }

    private static Set<String> keys(TableCheckReport report, Set<Kind> kinds) {
        return report.differences().stream().filter(d -> kinds.contains(d.kind()) && d.entity() != null)
                .flatMap(d -> d.examples().stream()).collect(Collectors.toCollection(TreeSet::new));
    }

    private static TableCheck check() {
        return TableCheck.of(LibraryTable.DEFINITION, LibraryTable.schemas()).examples(1000);
    }

    @Test
    void theCheckReportsExactlyWhatADryRunWouldChange(DynamoDbClient client) {
        writeADriftedTable(client);

        TableCheckReport report = check().run(client, TABLE);
        BackfillReport members = new MemberRepository(client).backfill().adoptUntyped().dropIndexKeys("ByLegacy")
                .dryRun().samples(1000).run();
        BackfillReport loans = new LoanRepository(client).backfill().adoptUntyped().dropIndexKeys("ByLegacy")
                .dryRun().samples(1000).run();

        Set<String> changed = new TreeSet<>();
        Set<String> failed = new TreeSet<>();
        for (BackfillReport backfill : List.of(members, loans)) {
            backfill.samples().forEach(change -> changed.add(change.key()));
            backfill.failures().forEach(failure -> failed.add(failure.key()));
        }
        assertEquals(changed, keys(report, BACKFILLED), report.toText());
        assertEquals(failed, keys(report, REFUSED), report.toText());
        assertEquals(Set.of("PK=MEMBER#m-3, SK=PROFILE", "PK=MEMBER#m-4, SK=PROFILE", "PK=MEMBER#m-5, SK=PROFILE",
                "PK=MEMBER#m-9, SK=PROFILE", "PK=MEMBER#m-14, SK=PROFILE"), changed.stream().filter(key -> key.contains("PROFILE"))
                .collect(Collectors.toSet()), report.toText());
        assertEquals(6, changed.size(), "and the loan with ByEmail's keys: " + changed);
        assertEquals(4, failed.size(), failed.toString());
        // what neither reads: types of no entity, what Keyway wrote, the expired loan
        assertEquals(3, report.count(Kind.UNKNOWN_TYPE), "m-7, m-8 and the note: " + report.toText());
        assertEquals(2, report.keywayItems(), "the guard items of the two unique e-mails the repository wrote");
        assertEquals(1, report.expiredItems());
        Set<String> unmatched = new TreeSet<>(members.unmatchedKeys());
        assertEquals(unmatched, report.differences(Kind.UNMATCHED_KEYS).stream().flatMap(d -> d.examples().stream())
                .collect(Collectors.toCollection(TreeSet::new)), report.toText());
        assertEquals(new TreeSet<>(members.unmatchedKeys()), new TreeSet<>(loans.unmatchedKeys()));

        // the fixes it names fit the items: no adoption for an item that cannot decode, no key format for a value
        // that holds its own delimiter
        TableDifference inKey = report.differences(Kind.UNDECODABLE).get(0);
        assertTrue(inKey.fix().startsWith("a component these items need is only in their key"), inKey.fix());
        assertFalse(report.differences(Kind.MISSING_TYPE).stream().flatMap(d -> d.examples().stream())
                .anyMatch(key -> key.contains("m-13")), "an item that does not decode is not told to be adopted");
        TableDifference delimiter = report.differences(Kind.KEY_MISMATCH).stream()
                .filter(d -> d.examples().contains("PK=MEMBER#m#12, SK=PROFILE")).findFirst().orElseThrow();
        assertFalse(delimiter.fix().contains("@KeyFormat"), delimiter.fix());
        assertTrue(delimiter.detail().contains("holds the key's delimiter"), delimiter.detail());
        TableDifference padded = report.differences(Kind.KEY_MISMATCH).stream()
                .filter(d -> d.entity().equals("Loan")).findFirst().orElseThrow();
        assertTrue(padded.fix().contains("@KeyFormat"), padded.fix());
        TableDifference padddedUntyped = report.differences(Kind.UNMATCHED_KEYS).stream()
                .filter(d -> "Loan".equals(d.entity())).findFirst().orElseThrow();
        assertTrue(padddedUntyped.fix().startsWith("their attributes decode as Loan's"), padddedUntyped.fix());
    }

    @Test
    void eachFixTheCheckNamesWorksAndTheTableChecksClean(DynamoDbClient client) {
        writeADriftedTable(client);
        TableCheckReport report = check().run(client, TABLE);
        assertFalse(report.clean());

        for (TableDifference difference : report.differences()) {
            applyFix(client, difference);
        }
        // the items moved or given a component are adopted by the second run of the adoption they are told to run
        new MemberRepository(client).backfill().adoptUntyped().run();
        new LoanRepository(client).backfill().adoptUntyped().run();

        TableCheckReport after = check().leaveTypes("Note", "member").leaveKeyPrefixes("LEGACY#", "MEMBER#m-8")
                .droppedIndexes("ByLegacy").run(client, TABLE);
        assertTrue(after.clean(), after.toText());
        assertEquals(4, after.otherCodeItems(), after.toText());
        BackfillReport again = new MemberRepository(client).backfill().adoptUntyped().dryRun().run();
        assertEquals(0, again.changed() + again.adopted() + again.failed(), again.toString());
        assertEquals(List.of("m-1", "m-6"), new MemberRepository(client).byTier("gold").stream()
                .map(Member::memberId).sorted().toList());
    }

    /** Does what the difference's fix says, as a person would. */
    private static void applyFix(DynamoDbClient client, TableDifference difference) {
        String fix = difference.fix();
        if (fix.startsWith("run backfill().adoptUntyped()") || fix.startsWith("run backfill().indexes(")
                || fix.startsWith("run backfill().dropIndexKeys(\"" + difference.index() + "\")")) {
            runBackfill(client, difference);
        } else if (difference.kind() == Kind.INDEX_NOT_IN_DESIGN) {
            assertTrue(fix.contains(".deleting(\"" + difference.index() + "\")"), fix);
            dev.keyway.runtime.schema.IndexUpdate.of(LibraryTable.DEFINITION).deleting(difference.index()).run(client, TABLE);
        } else if (fix.startsWith("a backfill never moves an item to another key")
                || fix.startsWith("their attributes decode as")) {
            difference.examples().forEach(key -> move(client, schema(difference.entity()), key));
        } else if (fix.startsWith("a component these items need is only in their key")) {
            difference.examples().forEach(key -> writeComponentFromKey(client, schema(difference.entity()), key));
        } else if (difference.kind() == Kind.UNKNOWN_TYPE || difference.kind() == Kind.UNMATCHED_KEYS) {
            assertTrue(fix.contains("TableCheck.leaveTypes") || fix.contains("TableCheck.leaveKeyPrefixes"), fix);
        } else {
            throw new AssertionError("no fix applied for " + difference);
        }
    }

    private static void runBackfill(DynamoDbClient client, TableDifference difference) {
        BackfillReport report = difference.entity().equals("Member")
                ? withIndex(new MemberRepository(client).backfill().adoptUntyped(), difference.index()).run()
                : withIndex(new LoanRepository(client).backfill().adoptUntyped(), difference.index()).run();
        assertTrue(report.changed() + report.adopted() + report.unchanged() > 0, report.toString());
    }

    private static <T> dev.keyway.runtime.backfill.Backfill<T> withIndex(dev.keyway.runtime.backfill.Backfill<T> backfill, String index) {
        boolean declared = LibraryTable.DEFINITION.indexes().stream().anyMatch(candidate -> candidate.name().equals(index));
        return index == null ? backfill : declared ? backfill.indexes(index) : backfill.dropIndexKeys(index);
    }

    private static ItemSchema<?> schema(String entity) {
        return entity.equals("Member") ? MemberSchema.INSTANCE : LoanSchema.INSTANCE;
    }

    private static Map<String, AttributeValue> read(DynamoDbClient client, String describedKey) {
        Map<String, AttributeValue> key = new HashMap<>();
        for (String part : describedKey.split(", ")) {
            int equals = part.indexOf('=');
            key.put(part.substring(0, equals), AttributeValue.fromS(part.substring(equals + 1)));
        }
        return client.getItem(request -> request.tableName(TABLE).key(key).consistentRead(true)).item();
    }

    /** The move the fix describes: PutItem under the key the components give, if free, then DeleteItem of the old key. */
    private static <T> void move(DynamoDbClient client, ItemSchema<T> schema, String describedKey) {
        Map<String, AttributeValue> item = read(client, describedKey);
        IndexKeyDesign.Designed<T> designed = DesignedIndexKeys.of(schema).withAnyKey(item);
        Map<String, AttributeValue> moved = new HashMap<>(designed.written());
        if (!item.containsKey("_type")) {
            moved.remove("_type"); // an untyped item stays untyped: its adoption types it
        }
        client.putItem(request -> request.tableName(TABLE).item(moved).conditionExpression("attribute_not_exists(PK)"));
        Map<String, AttributeValue> oldKey = Map.of("PK", item.get("PK"), "SK", item.get("SK"));
        client.deleteItem(request -> request.tableName(TABLE).key(oldKey));
    }

    /** The fix of a component only in the key: SET it to the value the key holds. */
    private static void writeComponentFromKey(DynamoDbClient client, ItemSchema<?> schema, String describedKey) {
        Map<String, AttributeValue> item = read(client, describedKey);
        for (KeyTemplate template : schema.keyTemplates()) {
            if (template.index().isPresent()) {
                continue;
            }
            template.parse(item.get(template.attribute()).s()).forEach((component, value) -> {
                if (!item.containsKey(component)) {
                    client.updateItem(request -> request.tableName(TABLE)
                            .key(Map.of("PK", item.get("PK"), "SK", item.get("SK")))
                            .updateExpression("SET #c = :v").expressionAttributeNames(Map.of("#c", component))
                            .expressionAttributeValues(Map.of(":v", AttributeValue.fromS(value.toString()))));
                }
            });
        }
    }
}
