package dev.keyway.tools;

import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.TableInspection;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Checks a live table against the design: DescribeTable (and DescribeTimeToLive) against the
 * table definition, then a Scan of every item (or of the first {@link #sample(long) n}) against
 * the entities' schemas. Read only: it never writes.
 *
 * <p>An item is as designed when it is what a {@code backfill()} of its entity would leave as it
 * is: both read that from one definition ({@code IndexKeyDesign}), so the items the check
 * reports with index-key differences are the ones a {@code backfill().dryRun()} counts as
 * changing, and those it reports as undecodable or under another key are the ones a backfill
 * reports as failures. Keyway's own items ({@code @Unique} guards, checkpoints) are counted apart,
 * as are the items {@link #leaveTypes} and {@link #leaveKeyPrefixes} leave to other code, and
 * items past their {@code @Ttl}, which reads and backfills leave to DynamoDB.
 *
 * <p>An index dropped from the whole design: the live table's indexes that no entity declares are
 * reported ({@link TableDifference.Kind#INDEX_NOT_IN_DESIGN}), and so are the items holding their
 * key attributes ({@link TableDifference.Kind#DROPPED_INDEX_KEY}), with the fix
 * {@code backfill().dropIndexKeys(...)}; an index already deleted from the table is known only
 * when named ({@link #droppedIndexes}), since an attribute's name alone does not tell whose it is.
 * {@link #leaveIndexes} leaves an index to the other code that queries it.
 *
 * <pre>{@code
 * TableCheckReport report = TableCheck.of(ShopTable.DEFINITION, ShopTable.schemas())
 *         .sample(10_000)                        // or every item, the default
 *         .run(client, "Shop-prod");
 * System.out.print(report.toText());
 * assertTrue(report.clean(), report::toText);
 * }</pre>
 *
 * <p>The design comes from the generated classes: the table class's {@code DEFINITION} and
 * {@code schemas()}, whose key templates read components back out of stored keys. Immutable.
 */
public final class TableCheck {

    private static final int PAGE = 1000;

    private final TableDefinition design;
    private final List<? extends ItemSchema<?>> schemas;
    private final long sample;
    private final ItemCheck.OtherCode otherCode;
    private final int examples;
    private final DroppedIndexes dropped;

    private TableCheck(TableDefinition design, List<? extends ItemSchema<?>> schemas, long sample,
                       ItemCheck.OtherCode otherCode, int examples, DroppedIndexes dropped) {
        this.design = Objects.requireNonNull(design, "design");
        this.schemas = List.copyOf(schemas);
        this.sample = sample;
        this.otherCode = otherCode;
        this.examples = examples;
        this.dropped = dropped;
    }

    /** A check of a table against its definition and its entities' schemas ({@code ShopTable.schemas()}). */
    public static TableCheck of(TableDefinition design, List<? extends ItemSchema<?>> schemas) {
        return new TableCheck(design, schemas, 0, ItemCheck.OtherCode.NONE, DEFAULT_EXAMPLES, DroppedIndexes.NONE);
    }

    /** How many example keys each difference keeps unless {@link #examples(int)} says otherwise. */
    public static final int DEFAULT_EXAMPLES = 3;

    /** This check reading at most {@code items} items (the first the Scan returns); 0 reads every item. */
    public TableCheck sample(long items) {
        if (items < 0) {
            throw new IllegalArgumentException("a sample has 0 (every item) or more items, not " + items);
        }
        return new TableCheck(design, schemas, items, otherCode, examples, dropped);
    }

    /**
     * This check keeping the keys of up to {@code count} items per difference
     * ({@value #DEFAULT_EXAMPLES} by default).
     */
    public TableCheck examples(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("examples must not be negative, was " + count);
        }
        return new TableCheck(design, schemas, sample, otherCode, count, dropped);
    }

    /**
     * Leaves the items whose type attribute holds one of these values to the code that wrote them:
     * the table is as designed with them, and the report counts them in
     * {@link TableCheckReport#otherCodeItems()}. For a table that the design shares with other code,
     * or that was adopted only in part.
     */
    public TableCheck leaveTypes(String... types) {
        java.util.Set<String> all = new java.util.LinkedHashSet<>(otherCode.types());
        for (String type : types) {
            all.add(Objects.requireNonNull(type, "type"));
        }
        return new TableCheck(design, schemas, sample, new ItemCheck.OtherCode(java.util.Set.copyOf(all),
                otherCode.keyPrefixes(), otherCode.indexes()), examples, dropped);
    }

    /**
     * Leaves the items whose partition key starts with one of these prefixes ({@code "LEGACY#"})
     * to the code that wrote them, whatever their type attribute: as {@link #leaveTypes}.
     */
    public TableCheck leaveKeyPrefixes(String... prefixes) {
        List<String> all = new java.util.ArrayList<>(otherCode.keyPrefixes());
        for (String prefix : prefixes) {
            if (Objects.requireNonNull(prefix, "prefix").isEmpty()) {
                throw new IllegalArgumentException("an empty prefix would leave every item to other code");
            }
            all.add(prefix);
        }
        return new TableCheck(design, schemas, sample, new ItemCheck.OtherCode(otherCode.types(), List.copyOf(all),
                otherCode.indexes()), examples, dropped);
    }

    /**
     * Leaves these indexes of the live table, which no entity of the design declares, to the code
     * that queries them: they are not reported as {@link TableDifference.Kind#INDEX_NOT_IN_DESIGN},
     * and the items holding their key attributes not as {@link TableDifference.Kind#DROPPED_INDEX_KEY}.
     */
    public TableCheck leaveIndexes(String... indexNames) {
        java.util.Set<String> all = new java.util.LinkedHashSet<>(otherCode.indexes());
        for (String index : indexNames) {
            all.add(Objects.requireNonNull(index, "index"));
        }
        return new TableCheck(design, schemas, sample, new ItemCheck.OtherCode(otherCode.types(),
                otherCode.keyPrefixes(), java.util.Set.copyOf(all)), examples, dropped);
    }

    /**
     * Also reports the items holding the keys of these indexes, dropped from the whole design and
     * perhaps deleted from the live table already, as {@link TableDifference.Kind#DROPPED_INDEX_KEY}:
     * their key attributes are {@code <index>PK} and {@code <index>SK} (the names Keyway gives an
     * index's keys; the live index's own where the table still has it), those that
     * {@code backfill().dropIndexKeys(index)} removes. An index the live table still has and no
     * entity declares needs no naming: the check finds it in the table's description.
     *
     * @throws IllegalArgumentException if the design declares one of them
     */
    public TableCheck droppedIndexes(String... indexNames) {
        DroppedIndexes all = dropped;
        for (String index : indexNames) {
            all = all.with(design, index, List.of());
        }
        return new TableCheck(design, schemas, sample, otherCode, examples, all);
    }

    /**
     * As {@link #droppedIndexes(String...)}, for an index whose key attributes had other names: those
     * that {@code backfill().dropIndexKeys(index, attributes)} removes.
     *
     * @throws IllegalArgumentException if the design declares the index, or no attribute is given
     */
    public TableCheck droppedIndex(String index, String... attributes) {
        if (attributes.length == 0) {
            throw new IllegalArgumentException("name the key attributes of index " + index);
        }
        return new TableCheck(design, schemas, sample, otherCode, examples,
                dropped.with(design, index, List.of(attributes)));
    }

    /**
     * Checks the table of that name through the client. Its requests go where the runtime's do, so
     * that the default {@code RequestListener} sees them (operation {@code check}) and DynamoDB's
     * errors arrive typed.
     */
    public TableCheckReport run(DynamoDbClient client, String tableName) {
        TableInspection requests = TableInspection.of(client, tableName, Operation.CHECK);
        TableDescription table;
        try {
            table = requests.describeTable(DescribeTableRequest.builder().tableName(tableName).build()).table();
        } catch (ResourceNotFoundException missing) {
            return new TableCheckReport(tableName, design.name(), 0, true, List.of(), 0, 0, 0, List.of(new TableDifference(
                    TableDifference.Kind.MISSING_TABLE, null, null, 1, tableName + " does not exist", List.of(),
                    Fixes.of(TableDifference.Kind.MISSING_TABLE, null, null, design, Optional.empty()))));
        }
        List<TableDifference> differences = new ArrayList<>(new DescriptionCheck(design, otherCode.indexes())
                .check(table, ttl(requests)));
        differences.addAll(new VectorIndexCheck(design, otherCode.indexes()).check(table));
        differences.addAll(new SettingsCheck(design.settings(), design.streamView()).check(table, requests));
        ItemCheck items = new ItemCheck(design, schemas, otherCode, examples,
                dropped.resolve(design, table, otherCode.indexes()));
        boolean whole = scan(requests, items);
        differences.addAll(items.differences());
        return new TableCheckReport(tableName, design.name(), items.items(), whole, items.entityCounts(),
                items.keywayItems(), items.otherCodeItems(), items.expiredItems(), differences);
    }

    /** The attribute time to live is on for, if it is. */
    private static Optional<String> ttl(TableInspection requests) {
        var description = requests.describeTimeToLive(
                DescribeTimeToLiveRequest.builder().tableName(requests.tableName()).build()).timeToLiveDescription();
        return description != null && description.timeToLiveStatus() == TimeToLiveStatus.ENABLED
                ? Optional.ofNullable(description.attributeName()) : Optional.empty();
    }

    /** Reads the items page by page into the check; whether it read them all. */
    private boolean scan(TableInspection requests, ItemCheck items) {
        Map<String, AttributeValue> start = null;
        do {
            int limit = sample == 0 ? PAGE : (int) Math.min(PAGE, sample - items.items());
            ScanRequest.Builder request = ScanRequest.builder().tableName(requests.tableName()).limit(limit);
            if (start != null) {
                request.exclusiveStartKey(start);
            }
            ScanResponse page = requests.scan(request.build());
            page.items().forEach(items::check);
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
            if (sample > 0 && items.items() >= sample) {
                return start == null;
            }
        } while (start != null);
        return true;
    }
}
