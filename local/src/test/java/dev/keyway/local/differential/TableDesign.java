package dev.keyway.local.differential;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A random table design: its primary key and its secondary indexes.
 *
 * @param partition the table's partition key
 * @param sort the table's sort key, or null
 * @param indexes the global and local secondary indexes
 */
record TableDesign(KeyAttribute partition, KeyAttribute sort, List<IndexDesign> indexes) {

    /** A key attribute: its name and scalar type. */
    record KeyAttribute(String name, ScalarAttributeType type) {
        @Override
        public String toString() {
            return name + ":" + type;
        }
    }

    /**
     * A secondary index.
     *
     * @param name the index name
     * @param global a GSI (true) or an LSI
     * @param partition the index's partition key (an LSI's is the table's)
     * @param sort the index's sort key, or null (GSIs only)
     * @param projection ALL, KEYS_ONLY or INCLUDE
     * @param included the non-key attributes an INCLUDE projection names
     * @param morePartition a GSI's further partition attributes (multi-attribute keys, Developer Guide
     *                      "Multi-attribute keys pattern"), after {@code partition}; empty for one
     * @param moreSort      a GSI's further sort attributes, after {@code sort}; empty for one
     */
    record IndexDesign(String name, boolean global, KeyAttribute partition, KeyAttribute sort, ProjectionType projection,
            List<String> included, List<KeyAttribute> morePartition, List<KeyAttribute> moreSort) {

        IndexDesign(String name, boolean global, KeyAttribute partition, KeyAttribute sort, ProjectionType projection,
                List<String> included) {
            this(name, global, partition, sort, projection, included, List.of(), List.of());
        }

        /** The partition attributes, in key order. */
        List<KeyAttribute> partitions() {
            List<KeyAttribute> all = new ArrayList<>(List.of(partition));
            all.addAll(morePartition);
            return all;
        }

        /** The sort attributes, in key order (none without a sort key). */
        List<KeyAttribute> sorts() {
            List<KeyAttribute> all = new ArrayList<>();
            if (sort != null) {
                all.add(sort);
                all.addAll(moreSort);
            }
            return all;
        }

        /** Every key attribute's name, partition attributes first. */
        List<String> keyNames() {
            List<String> names = new ArrayList<>();
            partitions().forEach(key -> names.add(key.name()));
            sorts().forEach(key -> names.add(key.name()));
            return names;
        }

        List<KeySchemaElement> keySchema() {
            List<KeySchemaElement> schema = new ArrayList<>();
            partitions().forEach(key -> schema.add(KeySchemaElement.builder().attributeName(key.name())
                    .keyType(KeyType.HASH).build()));
            sorts().forEach(key -> schema.add(KeySchemaElement.builder().attributeName(key.name())
                    .keyType(KeyType.RANGE).build()));
            return schema;
        }

        Projection projectionSpec() {
            Projection.Builder builder = Projection.builder().projectionType(projection);
            if (projection == ProjectionType.INCLUDE) {
                builder.nonKeyAttributes(included);
            }
            return builder.build();
        }

        @Override
        public String toString() {
            return (global ? "GSI " : "LSI ") + name + "(" + partitions() + (sort == null ? "" : ", " + sorts()) + ", "
                    + projection + (projection == ProjectionType.INCLUDE ? " " + included : "") + ")";
        }
    }

    /** The index of that name, or the table itself for null. */
    Optional<IndexDesign> index(String name) {
        return indexes.stream().filter(index -> index.name().equals(name)).findFirst();
    }

    /** The names of the table's own key attributes. */
    List<String> tableKeyNames() {
        return sort == null ? List.of(partition.name()) : List.of(partition.name(), sort.name());
    }

    /** Every key attribute of the table and its indexes, by name (types agree where names repeat). */
    Map<String, KeyAttribute> allKeyAttributes() {
        Map<String, KeyAttribute> all = new LinkedHashMap<>();
        all.put(partition.name(), partition);
        if (sort != null) {
            all.put(sort.name(), sort);
        }
        for (IndexDesign index : indexes) {
            index.partitions().forEach(key -> all.putIfAbsent(key.name(), key));
            index.sorts().forEach(key -> all.putIfAbsent(key.name(), key));
        }
        return all;
    }

    /** The key attributes of indexes that are not the table's own key attributes. */
    List<KeyAttribute> indexOnlyKeyAttributes() {
        Set<String> tableKeys = new LinkedHashSet<>(tableKeyNames());
        List<KeyAttribute> result = new ArrayList<>();
        for (KeyAttribute attribute : allKeyAttributes().values()) {
            if (!tableKeys.contains(attribute.name())) {
                result.add(attribute);
            }
        }
        return result;
    }

    CreateTableRequest createTableRequest(String tableName) {
        List<AttributeDefinition> definitions = new ArrayList<>();
        allKeyAttributes().values().forEach(attribute -> definitions.add(AttributeDefinition.builder()
                .attributeName(attribute.name()).attributeType(attribute.type()).build()));
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (IndexDesign index : indexes) {
            if (index.global()) {
                gsis.add(GlobalSecondaryIndex.builder().indexName(index.name()).keySchema(index.keySchema())
                        .projection(index.projectionSpec()).build());
            } else {
                lsis.add(LocalSecondaryIndex.builder().indexName(index.name()).keySchema(index.keySchema())
                        .projection(index.projectionSpec()).build());
            }
        }
        CreateTableRequest.Builder builder = CreateTableRequest.builder()
                .tableName(tableName)
                .keySchema(keySchema(partition, sort))
                .attributeDefinitions(definitions)
                .billingMode(BillingMode.PAY_PER_REQUEST);
        if (!gsis.isEmpty()) {
            builder.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            builder.localSecondaryIndexes(lsis);
        }
        return builder.build();
    }

    private static List<KeySchemaElement> keySchema(KeyAttribute partition, KeyAttribute sort) {
        List<KeySchemaElement> schema = new ArrayList<>();
        schema.add(KeySchemaElement.builder().attributeName(partition.name()).keyType(KeyType.HASH).build());
        if (sort != null) {
            schema.add(KeySchemaElement.builder().attributeName(sort.name()).keyType(KeyType.RANGE).build());
        }
        return schema;
    }

    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("table(" + partition + (sort == null ? "" : ", " + sort) + ")");
        indexes.forEach(index -> out.append(' ').append(index));
        return out.toString();
    }
}
