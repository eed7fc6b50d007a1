package dev.keyway.runtime.schema;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.schema.VectorIndexDefinition.SearchAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateVectorIndexAction;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.VectorIndex;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexUpdate;

/**
 * What {@link IndexUpdate} does to vector indexes: UpdateTable's {@code VectorIndexUpdates} holds one
 * create ({@code CreateVectorIndexAction}) or delete action, as {@code GlobalSecondaryIndexUpdates} does
 * for a global index; a created index can be searched once {@code ACTIVE} and no longer backfilling
 * (Developer Guide, "Data synchronization between tables and vector indexes").
 */
final class VectorIndexChanges {

    private VectorIndexChanges() {
    }

    static Optional<VectorIndexDescription> live(TableDescription table, String name) {
        return table.vectorIndexes().stream().filter(index -> index.indexName().equals(name)).findFirst();
    }

    /**
     * Sends the UpdateTable that creates the index, with its search attributes' definitions.
     *
     * @throws KeywayException if the table defines a search attribute with another type than the design
     */
    static void create(Requests requests, Requests.Context context, TableDescription table, VectorIndexDefinition index) {
        Map<String, String> defined = table.attributeDefinitions().stream().collect(Collectors.toMap(
                AttributeDefinition::attributeName, AttributeDefinition::attributeTypeAsString));
        for (SearchAttribute attribute : index.searchAttributes()) {
            String type = defined.get(attribute.name());
            if (type != null && !type.equals(attribute.type().toString())) {
                throw new KeywayException("Table " + table.tableName() + " defines '" + attribute.name() + "' as " + type
                        + ", but vector index " + index.name() + " of the design searches it as " + attribute.type()
                        + ": rename the attribute in the design, or copy the items into a table created from it", null);
            }
        }
        VectorIndex designed = index.toVectorIndex();
        CreateVectorIndexAction.Builder action = CreateVectorIndexAction.builder().indexName(designed.indexName())
                .vectorAttribute(designed.vectorAttribute()).dimensions(designed.dimensions())
                .distanceFunction(designed.distanceFunction()).projection(designed.projection());
        if (designed.hasSearchSchema()) {
            action.searchSchema(designed.searchSchema());
        }
        UpdateTableRequest.Builder request = UpdateTableRequest.builder().tableName(table.tableName())
                .vectorIndexUpdates(VectorIndexUpdate.builder().create(action.build()).build());
        if (!index.searchAttributes().isEmpty()) {
            request.attributeDefinitions(index.attributeDefinitions());
        }
        requests.updateTable(context, request.build());
    }

    /** Sends the UpdateTable that deletes the vector index of that name. */
    static void delete(Requests requests, Requests.Context context, String tableName, String index) {
        requests.updateTable(context, UpdateTableRequest.builder().tableName(tableName)
                .vectorIndexUpdates(VectorIndexUpdate.builder().delete(delete -> delete.indexName(index)).build())
                .build());
    }

    /** Why the table's vector indexes cannot be searched yet: one line per index not ACTIVE or backfilling. */
    static List<String> notSearchable(TableDescription table) {
        List<String> waiting = new ArrayList<>();
        for (VectorIndexDescription index : table.vectorIndexes()) {
            if (index.indexStatus() != IndexStatus.ACTIVE) {
                waiting.add("vector index " + index.indexName() + " is " + index.indexStatusAsString());
            } else if (Boolean.TRUE.equals(index.backfilling())) {
                waiting.add("vector index " + index.indexName() + " is backfilling");
            }
        }
        return waiting;
    }

    /** The table's vector indexes that the design does not declare. */
    static List<String> notInDesign(TableDescription table, TableDefinition design) {
        Set<String> declared = design.vectorIndexes().stream().map(VectorIndexDefinition::name)
                .collect(Collectors.toSet());
        return table.vectorIndexes().stream().map(VectorIndexDescription::indexName)
                .filter(name -> !declared.contains(name)).toList();
    }
}
