package dev.keyway.processor.write;

import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The text of {@code <Table>Table.cfn.json}: a CloudFormation template fragment with one
 * {@code AWS::DynamoDB::Table} resource, for {@code ShopTable}:
 *
 * <pre>{@code
 * {
 *   "Resources": {
 *     "ShopTable": {
 *       "Type": "AWS::DynamoDB::Table",
 *       "Properties": {
 *         "TableName": "Shop",
 *         "BillingMode": "PAY_PER_REQUEST",
 *         "AttributeDefinitions": [ { "AttributeName": "PK", "AttributeType": "S" }, ... ],
 *         "KeySchema": [ { "AttributeName": "PK", "KeyType": "HASH" }, ... ],
 *         "GlobalSecondaryIndexes": [ ... ]
 *       }
 *     }
 *   }
 * }
 * }</pre>
 *
 * <p>It describes exactly the table that the generated {@code DEFINITION.createTableRequest}
 * creates at run time ({@code dev.keyway.runtime.schema.TableDefinition}): on-demand billing, every
 * key attribute a string, attribute definitions in the same order, and an index that does not
 * hold whole items ({@code KEYS_ONLY} or {@code INCLUDE}) as {@code INCLUDE} with the type
 * attribute added, since queries on it must still tell entity types apart. Time to live, which
 * the runtime turns on after creating the table, is the {@code TimeToLiveSpecification}. The
 * table's {@code @TableSettings} give the billing mode (with {@code ProvisionedThroughput} on the
 * table and each global index when provisioned), {@code OnDemandThroughput}, {@code WarmThroughput},
 * {@code DeletionProtectionEnabled}, {@code PointInTimeRecoverySpecification} (which the runtime
 * turns on after creating the table), {@code TableClass} and {@code ResourcePolicy.PolicyDocument}.
 *
 * <p>The JSON is written by {@link JsonText}: keys in a fixed order, so the output is the same
 * byte for byte on every build and platform.
 */
public final class CloudFormationWriter {

    private final TableModel table;
    /** The table's vector indexes ({@code VectorIndexes}), of all of its entities. */
    private final List<dev.keyway.processor.model.VectorIndexModel> vectorIndexes;

    /** A writer for the table's resource. */
    public CloudFormationWriter(TableModel table) {
        this(table, List.of());
    }

    /** A writer for the table's resource with its vector indexes. */
    public CloudFormationWriter(TableModel table, List<dev.keyway.processor.model.VectorIndexModel> vectorIndexes) {
        this.table = table;
        this.vectorIndexes = vectorIndexes;
    }

    /**
     * The resource's logical id: the table class's simple name ({@code ShopTable}) with anything
     * but ASCII letters and digits removed, which is all CloudFormation accepts.
     */
    public String logicalId() {
        StringBuilder id = new StringBuilder();
        for (char c : table.type().simpleName().toCharArray()) {
            if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9')) {
                id.append(c);
            }
        }
        return id.length() == 0 ? "Table" : id.toString();
    }

    /** The template fragment as pretty-printed JSON, ending with a newline. */
    public String write() {
        return JsonText.write(template());
    }

    // ---- the template ----------------------------------------------------------------------

    private Map<String, Object> template() {
        Map<String, Object> properties = new LinkedHashMap<>();
        properties.put("TableName", table.name());
        TableSettingsCode settings = new TableSettingsCode(table.settings());
        properties.put("BillingMode", settings.billingMode());
        // The same attributes in the same order as createTableRequest: table keys, then index keys.
        Set<String> keyAttributes = new LinkedHashSet<>();
        keyAttributes.add(table.partitionKeyAttribute());
        table.sortKeyAttribute().ifPresent(keyAttributes::add);
        List<Object> globalIndexes = new ArrayList<>();
        List<Object> localIndexes = new ArrayList<>();
        for (TableModel.TableIndex index : table.indexes()) {
            keyAttributes.add(index.partitionKeyAttribute());
            index.sortKeyAttribute().ifPresent(keyAttributes::add);
            Map<String, Object> definition = new LinkedHashMap<>();
            definition.put("IndexName", index.name());
            definition.put("KeySchema", keySchema(index.partitionKeyAttribute(), index.sortKeyAttribute()));
            definition.put("Projection", projection(table, index));
            if (settings.provisioned() && !index.local()) {
                definition.put("ProvisionedThroughput", settings.throughput());
            }
            (index.local() ? localIndexes : globalIndexes).add(definition);
        }
        List<Object> attributeDefinitions = new ArrayList<>();
        for (String attribute : keyAttributes) {
            attributeDefinitions.add(JsonText.object("AttributeName", attribute, "AttributeType", "S"));
        }
        Set<String> defined = new LinkedHashSet<>(keyAttributes); // each attribute is defined once
        MultiAttributeIndexCode.cloudFormation(table, defined, attributeDefinitions, globalIndexes);
        VectorIndexCode.searchAttributes(vectorIndexes, table.typeAttribute()).forEach((attribute, type) -> {
            if (defined.add(attribute)) {
                attributeDefinitions.add(JsonText.object("AttributeName", attribute, "AttributeType", type));
            }
        });
        properties.put("AttributeDefinitions", attributeDefinitions);
        properties.put("KeySchema", keySchema(table.partitionKeyAttribute(), table.sortKeyAttribute()));
        // Left out when empty, as in createTableRequest: CloudFormation rejects an empty list.
        if (!globalIndexes.isEmpty()) {
            properties.put("GlobalSecondaryIndexes", globalIndexes);
        }
        if (!localIndexes.isEmpty()) {
            properties.put("LocalSecondaryIndexes", localIndexes);
        }
        if (!vectorIndexes.isEmpty()) {
            properties.put("VectorIndexes", VectorIndexCode.cloudFormation(vectorIndexes, table.typeAttribute()));
        }
        table.ttlAttribute().ifPresent(ttl ->
                properties.put("TimeToLiveSpecification", JsonText.object("AttributeName", ttl, "Enabled", Boolean.TRUE)));
        table.stream().ifPresent(stream ->
                properties.put("StreamSpecification", JsonText.object("StreamViewType", stream.view())));
        properties.putAll(settings.cloudFormation());
        Map<String, Object> resource = new LinkedHashMap<>();
        resource.put("Type", "AWS::DynamoDB::Table");
        resource.put("Properties", properties);
        Map<String, Object> resources = new LinkedHashMap<>();
        resources.put(logicalId(), resource);
        Map<String, Object> template = new LinkedHashMap<>();
        template.put("Resources", resources);
        return template;
    }

    private static List<Object> keySchema(String partitionKey, Optional<String> sortKey) {
        List<Object> keys = new ArrayList<>();
        keys.add(JsonText.object("AttributeName", partitionKey, "KeyType", "HASH"));
        sortKey.ifPresent(attribute -> keys.add(JsonText.object("AttributeName", attribute, "KeyType", "RANGE")));
        return keys;
    }

    /** As {@code TableDefinition.projection}: ALL, or INCLUDE with the type attribute added. */
    static Map<String, Object> projection(TableModel table, TableModel.TableIndex index) {
        if (index.projection().complete()) {
            return JsonText.object("ProjectionType", "ALL");
        }
        List<Object> included = new ArrayList<>(index.projection().attributes());
        if (!included.contains(table.typeAttribute())) {
            included.add(table.typeAttribute());
        }
        return JsonText.object("ProjectionType", "INCLUDE", "NonKeyAttributes", included);
    }
}
