package dev.keyway.local.internal.engine;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * The whole state of a {@link Database} as plain data, for persistence: every table with its definition,
 * items, vector indexes, time to live and tags. Stream records are not part of it.
 *
 * @param tables the tables, in name order
 */
public record DatabaseState(List<TableState> tables) {

    public DatabaseState {
        tables = List.copyOf(tables);
    }

    /**
     * One table.
     *
     * @param name the table name
     * @param id the table id
     * @param created the creation time
     * @param keySchema the table's key schema
     * @param attributeDefinitions the types of the key attributes of the table and its indexes
     * @param indexes the secondary indexes
     * @param billingMode PROVISIONED or PAY_PER_REQUEST
     * @param readCapacityUnits provisioned read units, or {@code null}
     * @param writeCapacityUnits provisioned write units, or {@code null}
     * @param lastUpdateToPayPerRequest when the table became on-demand, or {@code null}
     * @param deletionProtection whether deletion protection is on
     * @param streamViewType the stream's view type when the stream is on, else {@code null}
     * @param timeToLiveAttribute the time-to-live attribute when time to live is on, else {@code null}
     * @param tags the tags
     * @param items the items
     * @param settings the table settings of 2024-2026 (maximum and warm throughput, class, point-in-time recovery,
     *                 resource policies)
     * @param vectorIndexes the vector indexes
     */
    public record TableState(String name, String id, Instant created, List<KeySchemaElement> keySchema,
            List<AttributeDefinition> attributeDefinitions, List<IndexState> indexes, String billingMode,
            Long readCapacityUnits, Long writeCapacityUnits, Instant lastUpdateToPayPerRequest, boolean deletionProtection,
            String streamViewType, String timeToLiveAttribute, Map<String, String> tags,
            List<Map<String, AttributeValue>> items, SettingsState settings, List<VectorIndexState> vectorIndexes) {

        public TableState {
            vectorIndexes = vectorIndexes == null ? List.of() : List.copyOf(vectorIndexes);
        }

        /** A table without vector indexes. */
        public TableState(String name, String id, Instant created, List<KeySchemaElement> keySchema,
                List<AttributeDefinition> attributeDefinitions, List<IndexState> indexes, String billingMode,
                Long readCapacityUnits, Long writeCapacityUnits, Instant lastUpdateToPayPerRequest,
                boolean deletionProtection, String streamViewType, String timeToLiveAttribute, Map<String, String> tags,
                List<Map<String, AttributeValue>> items, SettingsState settings) {
            this(name, id, created, keySchema, attributeDefinitions, indexes, billingMode, readCapacityUnits,
                    writeCapacityUnits, lastUpdateToPayPerRequest, deletionProtection, streamViewType, timeToLiveAttribute,
                    tags, items, settings, List.of());
        }

        /** A table with none of those settings. */
        public TableState(String name, String id, Instant created, List<KeySchemaElement> keySchema,
                List<AttributeDefinition> attributeDefinitions, List<IndexState> indexes, String billingMode,
                Long readCapacityUnits, Long writeCapacityUnits, Instant lastUpdateToPayPerRequest,
                boolean deletionProtection, String streamViewType, String timeToLiveAttribute, Map<String, String> tags,
                List<Map<String, AttributeValue>> items) {
            this(name, id, created, keySchema, attributeDefinitions, indexes, billingMode, readCapacityUnits,
                    writeCapacityUnits, lastUpdateToPayPerRequest, deletionProtection, streamViewType, timeToLiveAttribute,
                    tags, items, SettingsState.NONE);
        }
    }

    /**
     * A table's settings of 2024-2026, each {@code null} where not set.
     *
     * @param maxReadRequestUnits OnDemandThroughput's maximum reads
     * @param maxWriteRequestUnits OnDemandThroughput's maximum writes
     * @param warmReadUnitsPerSecond the warm reads asked for
     * @param warmWriteUnitsPerSecond the warm writes asked for
     * @param tableClass the table class asked for
     * @param tableClassUpdated when UpdateTable changed it
     * @param pointInTimeRecoveryDays the recovery period when point-in-time recovery is on
     * @param pointInTimeRecoverySince since when it is on
     * @param policies resource-based policies by ARN: the document, then its revision id
     */
    public record SettingsState(Long maxReadRequestUnits, Long maxWriteRequestUnits, Long warmReadUnitsPerSecond,
            Long warmWriteUnitsPerSecond, String tableClass, Instant tableClassUpdated, Integer pointInTimeRecoveryDays,
            Instant pointInTimeRecoverySince, Map<String, List<String>> policies) {

        /** No settings. */
        public static final SettingsState NONE = new SettingsState(null, null, null, null, null, null, null, null, Map.of());
    }

    /**
     * One secondary index.
     *
     * @param name the index name
     * @param global whether it is a global index
     * @param keySchema its key schema
     * @param projectionType ALL, KEYS_ONLY or INCLUDE
     * @param nonKeyAttributes the attributes an INCLUDE index projects
     * @param readCapacityUnits provisioned read units of a global index, or {@code null}
     * @param writeCapacityUnits provisioned write units of a global index, or {@code null}
     */
    public record IndexState(String name, boolean global, List<KeySchemaElement> keySchema, String projectionType,
            List<String> nonKeyAttributes, Long readCapacityUnits, Long writeCapacityUnits) {
    }

    /**
     * One vector index.
     *
     * @param name the index name
     * @param attribute the attribute holding each item's vector
     * @param dimensions the length of every vector
     * @param distance COSINE, EUCLIDEAN or DOT_PRODUCT
     * @param hash the search schema's HASH attribute, or {@code null}
     * @param filters the search schema's INLINE_FILTER attributes
     * @param projectionType ALL, KEYS_ONLY or INCLUDE
     * @param nonKeyAttributes the attributes an INCLUDE index projects
     */
    public record VectorIndexState(String name, String attribute, int dimensions, String distance, String hash,
            List<String> filters, String projectionType, List<String> nonKeyAttributes) {

        public VectorIndexState {
            filters = List.copyOf(filters);
            nonKeyAttributes = nonKeyAttributes == null ? List.of() : List.copyOf(nonKeyAttributes);
        }
    }

    static DatabaseState of(Catalog catalog) {
        List<TableState> tables = new ArrayList<>();
        for (Table table : catalog.tables.values()) {
            List<IndexState> indexes = new ArrayList<>();
            for (SecondaryIndex index : table.indexes.values()) {
                indexes.add(new IndexState(index.name, index.global, index.key.schema(), index.projectionType,
                        index.nonKeyAttributes, index.readCapacityUnits, index.writeCapacityUnits));
            }
            List<AttributeDefinition> definitions = new ArrayList<>();
            table.attributeTypes.forEach((name, type) ->
                    definitions.add(AttributeDefinition.builder().attributeName(name).attributeType(type).build()));
            List<Map<String, AttributeValue>> items = new ArrayList<>();
            table.items.partitions().values().forEach(partition -> items.addAll(partition.values()));
            tables.add(new TableState(table.name, table.id, table.created, table.key.schema(), definitions, indexes,
                    table.billingMode, table.readCapacityUnits, table.writeCapacityUnits, table.lastUpdateToPayPerRequest,
                    table.deletionProtection, table.streamEnabled ? table.streamViewType : null,
                    table.timeToLiveEnabled ? table.timeToLiveAttribute : null,
                    Collections.unmodifiableMap(new LinkedHashMap<>(table.tags)), items, settings(table),
                    vectorIndexes(table)));
        }
        return new DatabaseState(tables);
    }

    private static List<VectorIndexState> vectorIndexes(Table table) {
        List<VectorIndexState> states = new ArrayList<>();
        for (VectorIndex index : table.vectorIndexes.values()) {
            states.add(new VectorIndexState(index.name, index.attribute, index.dimensions, index.distance, index.hash,
                    index.filters, index.projectionType, index.nonKeyAttributes));
        }
        return states;
    }

    private static SettingsState settings(Table table) {
        Map<String, List<String>> policies = new LinkedHashMap<>();
        table.policies.forEach((arn, policy) -> policies.put(arn, List.of(policy.document(), policy.revisionId())));
        return new SettingsState(table.maxReadRequestUnits, table.maxWriteRequestUnits, table.warmReadUnitsPerSecond,
                table.warmWriteUnitsPerSecond, table.tableClass, table.tableClassUpdated,
                table.pointInTimeRecovery ? table.recoveryPeriodInDays : null, table.pointInTimeRecoverySince, policies);
    }

    private static void restore(Table table, SettingsState settings) {
        table.maxReadRequestUnits = settings.maxReadRequestUnits();
        table.maxWriteRequestUnits = settings.maxWriteRequestUnits();
        table.warmReadUnitsPerSecond = settings.warmReadUnitsPerSecond();
        table.warmWriteUnitsPerSecond = settings.warmWriteUnitsPerSecond();
        table.tableClass = settings.tableClass();
        table.tableClassUpdated = settings.tableClassUpdated();
        table.pointInTimeRecovery = settings.pointInTimeRecoveryDays() != null;
        table.recoveryPeriodInDays = table.pointInTimeRecovery ? settings.pointInTimeRecoveryDays() : 0;
        table.pointInTimeRecoverySince = settings.pointInTimeRecoverySince();
        settings.policies().forEach((arn, policy) ->
                table.policies.put(arn, new ResourcePolicies.Policy(policy.get(0), policy.get(1))));
    }

    void restoreInto(Catalog catalog, TableOperations operations) {
        for (TableState state : tables) {
            Table table = new Table(state.name, Catalog.arnOf(state.name), state.id, state.created,
                    KeyShape.of(state.keySchema));
            table.status = "ACTIVE";
            for (AttributeDefinition definition : state.attributeDefinitions) {
                table.attributeTypes.put(definition.attributeName(), definition.attributeTypeAsString());
            }
            for (IndexState index : state.indexes) {
                SecondaryIndex restored = new SecondaryIndex(index.name, index.global, KeyShape.of(index.keySchema),
                        index.projectionType, index.nonKeyAttributes, table.arn);
                restored.readCapacityUnits = index.readCapacityUnits;
                restored.writeCapacityUnits = index.writeCapacityUnits;
                table.attach(restored);
            }
            for (VectorIndexState index : state.vectorIndexes) {
                table.vectorIndexes.put(index.name(), new VectorIndex(index.name(), index.attribute(), index.dimensions(),
                        index.distance(), index.hash(), index.filters(), index.projectionType(), index.nonKeyAttributes(),
                        table.arn + "/index/" + index.name()));
            }
            table.billingMode = state.billingMode;
            table.readCapacityUnits = state.readCapacityUnits;
            table.writeCapacityUnits = state.writeCapacityUnits;
            table.lastUpdateToPayPerRequest = state.lastUpdateToPayPerRequest;
            table.deletionProtection = state.deletionProtection;
            table.timeToLiveEnabled = state.timeToLiveAttribute != null;
            table.timeToLiveAttribute = state.timeToLiveAttribute;
            table.tags.putAll(new LinkedHashMap<>(state.tags));
            restore(table, state.settings == null ? SettingsState.NONE : state.settings);
            for (Map<String, AttributeValue> item : state.items) {
                table.write(null, Items.freeze(item));
            }
            catalog.tables.put(table.name, table);
            if (state.streamViewType != null) {
                operations.enableStream(table, state.streamViewType);
            }
        }
    }
}
