package dev.keyway.runtime.schema;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.exception.IndexUpdateTimeoutException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.request.TableCreation;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestListener;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.DeleteGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * Brings a live table's indexes up to the design: creates the design's global and vector indexes the
 * table lacks, one {@code UpdateTable} each (DynamoDB creates one at a time), with the key or search
 * attributes' definitions, the design's projection and, for a global index on a provisioned table,
 * throughput; waits until each is active (a vector index also until it no longer backfills); reports
 * what the table has that the design does not. It deletes nothing unless asked
 * by name ({@link #deleting}). A missing table is created from the design ({@code CreateTable}).
 * Run it again at any time: an index already there is left alone, one still being created is
 * waited for.
 *
 * <pre>{@code
 * IndexUpdateReport report = ShopTable.DEFINITION.updateIndexes(client, "Shop-prod");   // creates, waits
 * IndexUpdate.of(ShopTable.DEFINITION).deleting("ByLegacy").run(client, "Shop-prod");   // also deletes one
 * }</pre>
 *
 * <p>Its requests are DescribeTable, UpdateTable and, for a missing table, CreateTable; the
 * describes are reported to the {@linkplain RequestListener#getDefault() default listener} as
 * operation {@code createTable}. A new global index holds no item written before it until
 * {@link EntityRepository#backfill()} of each of its entities gives the items its keys; a new vector
 * index holds the items already there with an embedding, as DynamoDB backfills it from the table before
 * it can be searched (Developer Guide, "Data synchronization between tables and vector indexes").
 * Immutable: every option returns a new update.
 */
public final class IndexUpdate {

    /** How long {@link #run} waits for an index by default. */
    public static final Duration DEFAULT_TIMEOUT = Duration.ofHours(2);
    private static final Duration LONGEST_POLL = Duration.ofSeconds(5);

    private final TableDefinition design;
    private final List<String> deletions;
    private final List<String> replacements;
    private final ProvisionedThroughput throughput;
    private final Duration timeout;

    private IndexUpdate(TableDefinition design, List<String> deletions, List<String> replacements,
                        ProvisionedThroughput throughput, Duration timeout) {
        this.design = design;
        this.deletions = deletions;
        this.replacements = replacements;
        this.throughput = throughput;
        this.timeout = timeout;
    }

    /** The update of a table to the indexes of {@code design} ({@code ShopTable.DEFINITION}). */
    public static IndexUpdate of(TableDefinition design) {
        return new IndexUpdate(Objects.requireNonNull(design, "design"), List.of(), List.of(), null,
                DEFAULT_TIMEOUT);
    }

    /**
     * Also deletes these global or vector indexes, which the design no longer declares, before
     * creating any: the only way this update deletes. An index the table does not have is skipped.
     *
     * @throws IllegalArgumentException if the design declares one of them
     */
    public IndexUpdate deleting(String... indexNames) {
        List<String> names = new ArrayList<>(deletions);
        for (String name : indexNames) {
            Objects.requireNonNull(name, "index");
            if (design.indexes().stream().anyMatch(index -> index.name().equals(name))
                    || design.vectorIndexes().stream().anyMatch(index -> index.name().equals(name))) {
                throw new IllegalArgumentException("Table " + design.name() + ": the design declares index " + name
                        + "; an index update deletes only indexes the design no longer declares");
            }
            names.add(name);
        }
        return new IndexUpdate(design, List.copyOf(names), replacements, throughput, timeout);
    }

    /**
     * Also deletes and creates again, as designed, these global indexes of the design where the
     * live table has them with other keys, fewer attributes, or a key attribute defined as another
     * type than string, and these vector indexes where the live one has another attribute, dimensions,
     * distance, search schema or projection: DynamoDB cannot change an index. Until the new one is active and
     * {@link EntityRepository#backfill()} gave the items its keys, queries on it fail or miss items.
     *
     * @throws IllegalArgumentException if the design does not declare one of them as a global or vector index
     */
    public IndexUpdate replacing(String... indexNames) {
        List<String> names = new ArrayList<>(replacements);
        for (String name : indexNames) {
            Objects.requireNonNull(name, "index");
            if (design.indexes().stream().noneMatch(index -> index.name().equals(name) && !index.local())
                    && design.vectorIndexes().stream().noneMatch(index -> index.name().equals(name))) {
                throw new IllegalArgumentException("Table " + design.name() + ": the design declares no global or vector index "
                        + name + " to create again");
            }
            names.add(name);
        }
        return new IndexUpdate(design, deletions, List.copyOf(names), throughput, timeout);
    }

    /**
     * The throughput of each index created on a table in provisioned mode; by default the
     * table's own. Not used on an on-demand table.
     */
    public IndexUpdate throughput(long readCapacityUnits, long writeCapacityUnits) {
        return new IndexUpdate(design, deletions, replacements, ProvisionedThroughput.builder().readCapacityUnits(readCapacityUnits)
                .writeCapacityUnits(writeCapacityUnits).build(), timeout);
    }

    /**
     * Waits at most this long for each index to become active (or to be deleted); then
     * {@link #run} throws {@link IndexUpdateTimeoutException}, and a later run goes on waiting (an
     * index being created is never created twice). {@link #DEFAULT_TIMEOUT} by default.
     */
    public IndexUpdate timeout(Duration wait) {
        if (wait.isNegative() || wait.isZero()) {
            throw new IllegalArgumentException("a timeout is positive, not " + wait);
        }
        return new IndexUpdate(design, deletions, replacements, throughput, wait);
    }

    /**
     * Updates the table of that name and returns when every index it created is active.
     *
     * <p>A local index of the design that the table lacks is never requested: DynamoDB creates local
     * secondary indexes only with their table, in CreateTable, and UpdateTable can neither add nor
     * delete one (Amazon DynamoDB Developer Guide, "Local secondary indexes",
     * https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/LSI.html). The report lists it in
     * {@link IndexUpdateReport#impossible()}, and {@link IndexUpdateReport#upToDate()} is false: only a
     * table created from the design has it.
     *
     * @throws IndexUpdateTimeoutException if the table or an index is not active (or an index not gone)
     *                         within the timeout: run the update again, it goes on waiting
     * @throws KeywayException if a key
     *                         attribute the design writes as a string is defined with another type
     *                         (checked before any UpdateTable), if the table is not on-demand and has no
     *                         throughput to copy, or if asked to delete a local index
     */
    public IndexUpdateReport run(DynamoDbClient client, String tableName) {
        Requests requests = Requests.of(Objects.requireNonNull(client, "client"));
        Requests.Context context = Requests.Context.of(Objects.requireNonNull(tableName, "tableName"), design.name(),
                Operation.CREATE_TABLE);
        DescribeTableRequest describe = DescribeTableRequest.builder().tableName(tableName).build();
        boolean tableCreated = false;
        try {
            requests.describeTable(context, describe);
        } catch (ResourceNotFoundException missing) {
            TableCreation.createIfMissing(requests, design, tableName, design.name());
            tableCreated = true;
        }
        List<String> deleted = new ArrayList<>();
        List<String> created = new ArrayList<>();
        TableDescription table = settled(requests, context, describe, created, deleted);
        for (String name : deletions) {
            if (table.localSecondaryIndexes().stream().anyMatch(index -> index.indexName().equals(name))) {
                throw new KeywayException("Table " + tableName + ": " + name + " is a local index, which DynamoDB never "
                        + "deletes; only a table created without it lacks it", null);
            }
            if (table.globalSecondaryIndexes().stream().anyMatch(index -> index.indexName().equals(name))) {
                requests.updateTable(context, UpdateTableRequest.builder().tableName(tableName)
                        .globalSecondaryIndexUpdates(deletion(name)).build());
                deleted.add(name);
                table = settled(requests, context, describe, created, deleted);
            } else if (VectorIndexChanges.live(table, name).isPresent()) {
                VectorIndexChanges.delete(requests, context, tableName, name);
                deleted.add(name);
                table = settled(requests, context, describe, created, deleted);
            }
        }
        Map<String, GlobalSecondaryIndex> designed = new java.util.LinkedHashMap<>();
        design.createTableRequest(tableName).globalSecondaryIndexes()
                .forEach(index -> designed.put(index.indexName(), index));
        List<String> differing = new ArrayList<>();
        List<String> impossible = new ArrayList<>();
        for (IndexDefinition index : design.indexes()) {
            TableDescription live = table;
            Optional<String> difference = difference(live, index).or(() -> definitionDifference(live, index));
            if (difference.isPresent() && replacements.contains(index.name()) && !index.local()
                    && live.globalSecondaryIndexes().stream().anyMatch(global -> global.indexName().equals(index.name()))) {
                requests.updateTable(context, UpdateTableRequest.builder().tableName(tableName)
                        .globalSecondaryIndexUpdates(deletion(index.name())).build());
                deleted.add(index.name());
                table = settled(requests, context, describe, created, deleted);
                create(requests, context, table, designed.get(index.name()), index);
                created.add(index.name());
                table = settled(requests, context, describe, created, deleted);
            } else if (difference.isPresent()) {
                differing.add(index.name() + ": " + difference.get());
            } else if (!has(table, index.name())) {
                if (index.local()) {
                    impossible.add(index.name()); // no request: DynamoDB adds a local index only with its table
                } else {
                    create(requests, context, table, designed.get(index.name()), index);
                    created.add(index.name());
                    table = settled(requests, context, describe, created, deleted);
                }
            }
        }
        for (VectorIndexDefinition index : design.vectorIndexes()) {
            Optional<String> difference = VectorIndexChanges.live(table, index.name())
                    .flatMap(index::differenceFrom);
            if (difference.isPresent() && replacements.contains(index.name())) {
                VectorIndexChanges.delete(requests, context, tableName, index.name());
                deleted.add(index.name());
                table = settled(requests, context, describe, created, deleted);
            } else if (difference.isPresent()) {
                differing.add(index.name() + ": " + difference.get());
                continue;
            }
            if (VectorIndexChanges.live(table, index.name()).isEmpty()) {
                VectorIndexChanges.create(requests, context, table, index);
                created.add(index.name());
                table = settled(requests, context, describe, created, deleted);
            }
        }
        Set<String> declared = new LinkedHashSet<>();
        design.indexes().forEach(index -> declared.add(index.name()));
        List<String> notInDesign = new ArrayList<>();
        table.globalSecondaryIndexes().forEach(index -> notInDesign.add(index.indexName()));
        table.localSecondaryIndexes().forEach(index -> notInDesign.add(index.indexName()));
        notInDesign.removeAll(declared);
        notInDesign.addAll(VectorIndexChanges.notInDesign(table, design));
        List<String> filled = design.indexes().stream()
                .filter(index -> index.hasMultiAttributeKey() && created.contains(index.name()))
                .map(IndexDefinition::name).toList();
        return new IndexUpdateReport(tableName, created, deleted, notInDesign, differing, impossible, tableCreated,
                filled);
    }

    private void create(Requests requests, Requests.Context context, TableDescription table, GlobalSecondaryIndex index,
            IndexDefinition definition) {
        Map<String, ScalarAttributeType> defined = new HashMap<>();
        table.attributeDefinitions().forEach(attribute -> defined.put(attribute.attributeName(), attribute.attributeType()));
        List<AttributeDefinition> attributes = new ArrayList<>();
        for (KeySchemaElement key : index.keySchema()) {
            ScalarAttributeType type = defined.get(key.attributeName());
            ScalarAttributeType designed = designedType(definition, key.attributeName());
            if (type != null && type != designed) {
                throw new KeywayException("Table " + table.tableName() + " defines '" + key.attributeName() + "' as "
                        + type + ", but index " + definition.name() + " of the design keys it as " + designed + ": rename "
                        + "the index's key attribute in the design, or copy the items into a table created from it",
                        null);
            }
            attributes.add(AttributeDefinition.builder().attributeName(key.attributeName())
                    .attributeType(designed).build());
        }
        CreateGlobalSecondaryIndexAction.Builder action = CreateGlobalSecondaryIndexAction.builder()
                .indexName(index.indexName()).keySchema(index.keySchema()).projection(index.projection());
        boolean onDemand = table.billingModeSummary() != null
                && table.billingModeSummary().billingMode() == BillingMode.PAY_PER_REQUEST;
        if (!onDemand) {
            ProvisionedThroughput own = throughput != null ? throughput : tableThroughput(table);
            action.provisionedThroughput(own);
        }
        requests.updateTable(context, UpdateTableRequest.builder().tableName(table.tableName())
                .attributeDefinitions(attributes)
                .globalSecondaryIndexUpdates(GlobalSecondaryIndexUpdate.builder().create(action.build()).build())
                .build());
    }

    private static GlobalSecondaryIndexUpdate deletion(String index) {
        return GlobalSecondaryIndexUpdate.builder().delete(DeleteGlobalSecondaryIndexAction.builder().indexName(index)
                .build()).build();
    }

    private static ProvisionedThroughput tableThroughput(TableDescription table) {
        if (table.provisionedThroughput() == null || table.provisionedThroughput().readCapacityUnits() == null
                || table.provisionedThroughput().readCapacityUnits() == 0) {
            throw new KeywayException("Table " + table.tableName() + " is provisioned but describes no throughput to "
                    + "give a new index: set IndexUpdate.throughput(read, write)", null);
        }
        return ProvisionedThroughput.builder().readCapacityUnits(table.provisionedThroughput().readCapacityUnits())
                .writeCapacityUnits(table.provisionedThroughput().writeCapacityUnits()).build();
    }

    private static boolean has(TableDescription table, String name) {
        return table.globalSecondaryIndexes().stream().anyMatch(index -> index.indexName().equals(name))
                || table.localSecondaryIndexes().stream().anyMatch(index -> index.indexName().equals(name));
    }

    /** How a live index of the design's name differs from it: kind, keys, too few attributes; empty if not, or absent. */
    private Optional<String> difference(TableDescription table, IndexDefinition index) {
        String keys = KeySchemaText.of(index);
        for (GlobalSecondaryIndexDescription live : table.globalSecondaryIndexes()) {
            if (live.indexName().equals(index.name())) {
                return differs(index, false, keys(live.keySchema()), live.projection(), keys);
            }
        }
        for (LocalSecondaryIndexDescription live : table.localSecondaryIndexes()) {
            if (live.indexName().equals(index.name())) {
                return differs(index, true, keys(live.keySchema()), live.projection(), keys);
            }
        }
        return Optional.empty();
    }

    private Optional<String> differs(IndexDefinition index, boolean local, String liveKeys, Projection projection,
                                     String keys) {
        if (local != index.local() || !liveKeys.equals(keys)) {
            return Optional.of("design: " + (index.local() ? "local" : "global") + " on " + keys + "; live: "
                    + (local ? "local" : "global") + " on " + liveKeys);
        }
        if (projection == null || projection.projectionType() == ProjectionType.ALL) {
            return Optional.empty();
        }
        if (index.holdsWholeItems()) {
            return Optional.of("live " + projection.projectionTypeAsString() + " lacks every attribute (ALL)");
        }
        Set<String> needed = new LinkedHashSet<>(index.nonKeyAttributes());
        needed.add(design.typeAttribute());
        needed.removeAll(projection.nonKeyAttributes());
        return needed.isEmpty() ? Optional.empty()
                : Optional.of("live " + projection.projectionTypeAsString() + " lacks " + String.join(", ", needed));
    }

    /** A key attribute of a live index of the design's name defined as another type than the design's, if any. */
    private static Optional<String> definitionDifference(TableDescription table, IndexDefinition index) {
        if (!has(table, index.name())) {
            return Optional.empty();
        }
        List<String> keys = index.keyAttributes();
        return table.attributeDefinitions().stream()
                .filter(attribute -> keys.contains(attribute.attributeName())
                        && attribute.attributeType() != designedType(index, attribute.attributeName()))
                .findFirst().map(attribute -> "'" + attribute.attributeName() + "' is defined as "
                        + attribute.attributeTypeAsString() + "; the design writes "
                        + describe(designedType(index, attribute.attributeName())));
    }

    /** The type the design gives a key attribute of the index: a multi-attribute key's own, else a string. */
    private static ScalarAttributeType designedType(IndexDefinition index, String attribute) {
        return index.multiAttributeKey().stream().filter(key -> key.name().equals(attribute))
                .map(IndexKeyAttribute::type).findFirst().orElse(ScalarAttributeType.S);
    }

    private static String describe(ScalarAttributeType type) {
        return switch (type) {
            case N -> "numbers (N)";
            case B -> "binaries (B)";
            default -> "strings (S)";
        };
    }

    private static String keys(List<KeySchemaElement> schema) {
        return KeySchemaText.of(schema);
    }

    /** The table once it and every global index are active, and no index is being deleted. */
    private TableDescription settled(Requests requests, Requests.Context context, DescribeTableRequest describe,
                                     List<String> created, List<String> deleted) {
        long deadline = System.nanoTime() + timeout.toNanos();
        long pause = 50;
        while (true) {
            TableDescription table = requests.describeTable(context, describe).table();
            List<String> notActive = new ArrayList<>();
            if (table.tableStatus() != TableStatus.ACTIVE) {
                notActive.add("the table is " + table.tableStatusAsString());
            }
            table.globalSecondaryIndexes().stream().filter(index -> index.indexStatus() != IndexStatus.ACTIVE)
                    .forEach(index -> notActive.add("index " + index.indexName() + " is " + index.indexStatusAsString()));
            notActive.addAll(VectorIndexChanges.notSearchable(table));
            if (notActive.isEmpty()) {
                return table;
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IndexUpdateTimeoutException(describe.tableName(), timeout, notActive, created, deleted);
            }
            try {
                Thread.sleep(pause);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new KeywayException("Interrupted while waiting for the indexes of table " + describe.tableName(), e);
            }
            pause = Math.min(pause * 2, LONGEST_POLL.toMillis());
        }
    }
}
