package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.AttributeValues;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateVectorIndexAction;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.SearchSchemaElement;
import software.amazon.awssdk.services.dynamodb.model.VectorIndexDescription;

/**
 * Vector indexes (Developer Guide, "Vector indexes" and its pages; API Reference, {@code VectorIndex},
 * {@code CreateVectorIndexAction}, {@code SearchSchemaElement}): their definition in CreateTable, their
 * description, and the check of every written item. Rules implemented:
 * <ul>
 *   <li>1 to 4096 dimensions ({@code AWS::DynamoDB::Table VectorIndex}); a name of 3 to 255 characters of
 *       {@code [a-zA-Z0-9_.-]}, unique in the table; distance {@code COSINE}, {@code EUCLIDEAN} or
 *       {@code DOT_PRODUCT}; a projection;</li>
 *   <li>indexes on one attribute use the same dimensions ({@code CreateVectorIndexAction});</li>
 *   <li>every search-schema attribute is declared in {@code AttributeDefinitions} ("One element in
 *       SearchSchema is not defined in attribute definitions"), at most one is {@code HASH};</li>
 *   <li>on-demand tables only ("Requirements and limitations");</li>
 *   <li>at most 18 inline filters per search schema, its HASH element not counted, and 5 vector indexes per
 *       table, DynamoDB's default quota ("Quotas in Amazon DynamoDB", Vector indexes): CreateTable refuses a
 *       sixth with {@code ValidationException}, UpdateTable with {@code LimitExceededException}, as for global
 *       secondary indexes over their quota;</li>
 *   <li>a write whose vector attribute is not a list of numbers, or has another number of elements than the
 *       index's dimensions, is refused ("Troubleshooting vector indexes"); an item without the attribute, or
 *       without the index's HASH attribute, is stored and not indexed ("Data synchronization").</li>
 * </ul>
 */
final class VectorIndexes {

    static final int MAX_DIMENSIONS = 4096;
    static final int MAX_INLINE_FILTERS = 18;
    static final int MAX_VECTOR_INDEXES = 5;
    static final List<String> DISTANCES = List.of("COSINE", "EUCLIDEAN", "DOT_PRODUCT");
    private static final String INVALID = TableDefinitions.INVALID;

    private VectorIndexes() {
    }

    /** One index definition of CreateTable (or of an UpdateTable create action), checked. */
    static VectorIndex define(String name, String attribute, Long dimensions, String distance,
                              List<SearchSchemaElement> searchSchema, Projection projection, String member,
                              Map<String, String> definitions, String tableArn) {
        Constraints constraints = new Constraints().name(name, member + "indexName")
                .notNull(attribute, member + "vectorAttribute")
                .notNull(dimensions, member + "dimensions")
                .atLeast(dimensions, 1, member + "dimensions")
                .notNull(distance, member + "distanceFunction")
                .oneOf(distance, member + "distanceFunction", DISTANCES)
                .notNull(projection, member + "projection");
        if (searchSchema != null) {
            constraints.lengthBetween(searchSchema, 1, Integer.MAX_VALUE, member + "searchSchema");
        }
        constraints.check();
        if (dimensions > MAX_DIMENSIONS) {
            throw ServiceError.validation(INVALID + "Dimensions of vector index " + name + " must be between 1 and "
                    + MAX_DIMENSIONS + ", but was " + dimensions);
        }
        String hash = null;
        List<String> filters = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        for (SearchSchemaElement element : searchSchema == null ? List.<SearchSchemaElement>of() : searchSchema) {
            String type = element.searchSchemaElementTypeAsString();
            if (!"HASH".equals(type) && !"INLINE_FILTER".equals(type)) {
                throw ServiceError.validation(INVALID + "Unknown SearchSchemaElementType: " + type);
            }
            if (!definitions.containsKey(element.attributeName())) {
                throw ServiceError.validation("One element in SearchSchema is not defined in attribute definitions");
            }
            if (element.attributeName().equals(attribute) || !seen.add(element.attributeName())) {
                throw ServiceError.validation(INVALID + "Duplicate attribute in the SearchSchema of vector index " + name
                        + ": " + element.attributeName());
            }
            if ("HASH".equals(type)) {
                if (hash != null) {
                    throw ServiceError.validation(INVALID + "The SearchSchema of vector index " + name
                            + " has more than one HASH element");
                }
                hash = element.attributeName();
            } else {
                filters.add(element.attributeName());
            }
        }
        if (filters.size() > MAX_INLINE_FILTERS) {
            throw ServiceError.validation(INVALID + "The SearchSchema of vector index " + name + " has " + filters.size()
                    + " INLINE_FILTER elements, which exceeds the limit of " + MAX_INLINE_FILTERS);
        }
        Projection checked = TableDefinitions.checkedProjection(projection);
        return new VectorIndex(name, attribute, dimensions.intValue(), distance, hash, filters,
                checked.projectionTypeAsString(), checked.hasNonKeyAttributes() ? checked.nonKeyAttributes() : null,
                tableArn + "/index/" + name);
    }

    /** Adds the index to the table, refusing a name taken or dimensions other than those on the same attribute. */
    static void attach(Table table, VectorIndex index, boolean payPerRequest) {
        if (!payPerRequest) {
            throw ServiceError.validation(INVALID + "Vector indexes are supported only on tables that use on-demand "
                    + "capacity mode (BillingMode PAY_PER_REQUEST)");
        }
        if (table.indexes.containsKey(index.name) || table.vectorIndexes.containsKey(index.name)) {
            throw ServiceError.validation(INVALID + "Duplicate index name: " + index.name);
        }
        for (VectorIndex other : table.vectorIndexes.values()) {
            if (other.attribute.equals(index.attribute) && other.dimensions != index.dimensions) {
                throw ServiceError.validation(INVALID + "Vector indexes " + other.name + " and " + index.name
                        + " reference the same attribute " + index.attribute + " but use different dimensions: "
                        + other.dimensions + " and " + index.dimensions);
            }
        }
        table.vectorIndexes.put(index.name, index);
    }

    /**
     * Refuses an item whose vector attribute a vector index cannot hold, or whose search-schema attribute
     * has another type than its definition; an item without them is not indexed, and not refused.
     */
    static void checkItem(Table table, Map<String, AttributeValue> item) {
        for (VectorIndex index : table.vectorIndexes.values()) {
            AttributeValue vector = item.get(index.attribute);
            if (vector != null) {
                vector(index, vector);
            }
            for (String name : index.searchAttributes()) {
                AttributeValue value = item.get(name);
                String expected = table.attributeTypes.get(name);
                if (value != null && !expected.equals(ItemChecks.scalarType(value))) {
                    throw ServiceError.validation(INVALID + "Type mismatch for Vector Index SearchSchema attribute "
                            + name + " Expected: " + expected + " Actual: " + AttributeValues.typeName(value)
                            + " IndexName: " + index.name);
                }
            }
        }
    }

    /** The vector an item holds, as 32-bit floats (the index's precision), or a refusal. */
    static float[] vector(VectorIndex index, AttributeValue value) {
        if (!value.hasL() || value.type() != AttributeValue.Type.L) {
            throw ServiceError.validation(INVALID + "Invalid type for parameter " + index.attribute + " of vector index "
                    + index.name + ": expected a list of numbers (L of N), got " + AttributeValues.typeName(value));
        }
        List<AttributeValue> elements = value.l();
        if (elements.size() != index.dimensions) {
            throw ServiceError.validation(INVALID + "Vector attribute " + index.attribute + " has " + elements.size()
                    + " dimensions, but vector index " + index.name + " expects " + index.dimensions);
        }
        float[] floats = new float[elements.size()];
        for (int i = 0; i < floats.length; i++) {
            AttributeValue element = elements.get(i);
            if (element.n() == null) {
                throw ServiceError.validation(INVALID + "Invalid type for parameter " + index.attribute + "[" + i
                        + "] of vector index " + index.name + ": expected a number (N), got "
                        + AttributeValues.typeName(element));
            }
            floats[i] = new BigDecimal(element.n()).floatValue();
            if (!Float.isFinite(floats[i])) {
                throw ServiceError.validation(INVALID + "Element " + index.attribute + "[" + i + "] of vector index "
                        + index.name + " is out of the range of a 32-bit floating point number: " + element.n());
            }
        }
        return floats;
    }

    /** The descriptions DescribeTable gives: every index ACTIVE, never backfilling (it is always complete). */
    static List<VectorIndexDescription> describe(Table table) {
        List<VectorIndexDescription> descriptions = new ArrayList<>();
        for (VectorIndex index : table.vectorIndexes.values()) {
            long count = 0;
            for (var partition : table.items.partitions().values()) {
                for (Map<String, AttributeValue> item : partition.values()) {
                    if (VectorSearches.indexed(index, item)) {
                        count++;
                    }
                }
            }
            Projection.Builder projection = Projection.builder().projectionType(index.projectionType);
            if (!index.nonKeyAttributes.isEmpty()) {
                projection.nonKeyAttributes(index.nonKeyAttributes);
            }
            VectorIndexDescription.Builder description = VectorIndexDescription.builder()
                    .indexName(index.name)
                    .vectorAttribute(builder -> builder.attributeName(index.attribute))
                    .dimensions((long) index.dimensions)
                    .distanceFunction(index.distance)
                    .projection(projection.build())
                    .indexStatus("ACTIVE")
                    .itemCount(count)
                    .indexSizeBytes(count * 4L * index.dimensions)
                    .indexArn(index.arn);
            List<SearchSchemaElement> schema = new ArrayList<>();
            if (index.hash != null) {
                schema.add(SearchSchemaElement.builder().attributeName(index.hash).searchSchemaElementType("HASH").build());
            }
            for (String filter : index.filters) {
                schema.add(SearchSchemaElement.builder().attributeName(filter).searchSchemaElementType("INLINE_FILTER")
                        .build());
            }
            if (!schema.isEmpty()) {
                description.searchSchema(schema);
            }
            descriptions.add(description.build());
        }
        return descriptions;
    }

    /**
     * UpdateTable with {@code VectorIndexUpdates} (API Reference, {@code VectorIndexUpdate}): one create or
     * delete action. A created index is complete at once (Keyway Local backfills at once, as for a global
     * index); items whose vector it cannot hold stay out of it.
     */
    static UpdateTableResponse update(Catalog catalog, UpdateTableRequest request) {
        boolean other = request.provisionedThroughput() != null || request.billingModeAsString() != null
                || request.hasGlobalSecondaryIndexUpdates() || request.streamSpecification() != null
                || request.deletionProtectionEnabled() != null || request.hasReplicaUpdates();
        if (other) {
            throw ServiceError.validation(INVALID + "Keyway Local applies VectorIndexUpdates in an UpdateTable of "
                    + "their own");
        }
        if (request.vectorIndexUpdates().size() != 1) {
            throw ServiceError.limitExceeded("Subscriber limit exceeded: Only 1 online index can be created or deleted "
                    + "simultaneously per table");
        }
        VectorIndexUpdate update = request.vectorIndexUpdates().get(0);
        if ((update.create() == null) == (update.delete() == null)) {
            throw ServiceError.validation(INVALID + "One of VectorIndexUpdate.Create, VectorIndexUpdate.Delete must "
                    + "not be null");
        }
        Table table = catalog.requireForTableOperation(request.tableName());
        if (update.delete() != null) {
            if (table.vectorIndexes.remove(update.delete().indexName()) == null) {
                throw ServiceError.resourceNotFound("Requested resource not found: Index: " + update.delete().indexName()
                        + " not found");
            }
        } else {
            CreateVectorIndexAction create = update.create();
            Map<String, String> definitions = new java.util.LinkedHashMap<>(table.attributeTypes);
            if (request.hasAttributeDefinitions()) {
                request.attributeDefinitions().forEach(definition ->
                        definitions.putIfAbsent(definition.attributeName(), definition.attributeTypeAsString()));
            }
            if (table.vectorIndexes.size() >= MAX_VECTOR_INDEXES) {
                throw ServiceError.limitExceeded(INVALID + "VectorIndex count exceeds the per-table limit of "
                        + MAX_VECTOR_INDEXES);
            }
            VectorIndex index = define(create.indexName(), create.vectorAttribute() == null ? null
                            : create.vectorAttribute().attributeName(), create.dimensions(), create.distanceFunctionAsString(),
                    create.hasSearchSchema() ? create.searchSchema() : null, create.projection(),
                    "vectorIndexUpdates.1.member.create.", definitions, table.arn);
            attach(table, index, table.payPerRequest());
            for (String name : index.searchAttributes()) {
                table.attributeTypes.putIfAbsent(name, definitions.get(name));
            }
        }
        return UpdateTableResponse.builder().tableDescription(TableDescriptions.describe(table, "UPDATING", null)).build();
    }

    /** Whether the item holds a vector the index can hold (an item written before the index may not). */
    static boolean valid(VectorIndex index, AttributeValue value) {
        try {
            vector(index, value);
            return true;
        } catch (ServiceError e) {
            return false;
        }
    }
}
