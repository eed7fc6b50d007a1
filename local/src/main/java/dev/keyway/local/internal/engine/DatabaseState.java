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
 * items, time to live and tags. Stream records are not part of it.
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
     */
    public record TableState(String name, String id, Instant created, List<KeySchemaElement> keySchema,
            List<AttributeDefinition> attributeDefinitions, List<IndexState> indexes, String billingMode,
            Long readCapacityUnits, Long writeCapacityUnits, Instant lastUpdateToPayPerRequest, boolean deletionProtection,
            String streamViewType, String timeToLiveAttribute, Map<String, String> tags,
            List<Map<String, AttributeValue>> items) {
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
                    Collections.unmodifiableMap(new LinkedHashMap<>(table.tags)), items));
        }
        return new DatabaseState(tables);
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
            table.billingMode = state.billingMode;
            table.readCapacityUnits = state.readCapacityUnits;
            table.writeCapacityUnits = state.writeCapacityUnits;
            table.lastUpdateToPayPerRequest = state.lastUpdateToPayPerRequest;
            table.deletionProtection = state.deletionProtection;
            table.timeToLiveEnabled = state.timeToLiveAttribute != null;
            table.timeToLiveAttribute = state.timeToLiveAttribute;
            table.tags.putAll(new LinkedHashMap<>(state.tags));
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
