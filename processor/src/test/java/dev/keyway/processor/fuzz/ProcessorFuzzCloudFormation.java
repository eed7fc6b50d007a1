package dev.keyway.processor.fuzz;

import dev.keyway.processor.support.TemplateJson;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * Whether the CloudFormation fragment the processor wrote for a table ({@code <Table>Table.cfn.json})
 * describes the table that {@code createTable()} made in Keyway Local: name, billing, key schema,
 * attribute definitions, each index's keys and projection, time to live, and the settings of
 * {@code @TableSettings} (deletion protection, table class, maximum on-demand throughput,
 * point-in-time recovery). Lists whose order
 * DynamoDB does not keep are compared as sets.
 */
final class ProcessorFuzzCloudFormation {

    private ProcessorFuzzCloudFormation() {
    }

    /**
     * The first difference between the fragment naming {@code definition}'s table among
     * {@code fragments} and the table {@code created} in DynamoDB, or empty when they agree.
     */
    static Optional<String> check(List<String> fragments, TableDefinition definition, DynamoDbClient client, String created) {
        Map<String, Object> properties = null;
        for (String fragment : fragments) {
            Map<String, Object> candidate = properties(fragment);
            if (candidate != null && definition.name().equals(candidate.get("TableName"))) {
                if (properties != null) {
                    return Optional.of("two CloudFormation fragments describe table " + definition.name());
                }
                properties = candidate;
            }
        }
        if (properties == null) {
            return Optional.of("no CloudFormation fragment describes table " + definition.name());
        }
        TableDescription table = client.describeTable(request -> request.tableName(created)).table();
        TimeToLiveDescription ttl = client.describeTimeToLive(request -> request.tableName(created)).timeToLiveDescription();
        Map<String, Object> expected = new TreeMap<>();
        expected.put("BillingMode", table.billingModeSummary() == null ? "PROVISIONED"
                : table.billingModeSummary().billingModeAsString());
        expected.put("KeySchema", keySchema(table.keySchema()));
        Set<Object> attributes = new HashSet<>();
        table.attributeDefinitions().forEach(attribute -> attributes.add(
                Map.of("AttributeName", attribute.attributeName(), "AttributeType", attribute.attributeTypeAsString())));
        expected.put("AttributeDefinitions", attributes);
        Set<Object> globals = new HashSet<>();
        table.globalSecondaryIndexes().forEach(index -> globals.add(index(index.indexName(), index.keySchema(), index.projection())));
        expected.put("GlobalSecondaryIndexes", globals);
        Set<Object> locals = new HashSet<>();
        table.localSecondaryIndexes().forEach(index -> locals.add(index(index.indexName(), index.keySchema(), index.projection())));
        expected.put("LocalSecondaryIndexes", locals);
        boolean ttlOn = ttl != null && (ttl.timeToLiveStatus() == TimeToLiveStatus.ENABLED
                || ttl.timeToLiveStatus() == TimeToLiveStatus.ENABLING);
        expected.put("TimeToLiveSpecification", ttlOn ? Map.of("AttributeName", ttl.attributeName(), "Enabled", true) : null);

        // @TableSettings (issue #26 §4): what the fragment declares is what createTable() made
        expected.put("DeletionProtectionEnabled", Boolean.TRUE.equals(table.deletionProtectionEnabled()));
        expected.put("TableClass", table.tableClassSummary() == null ? "STANDARD" : table.tableClassSummary().tableClassAsString());
        expected.put("OnDemandThroughput", table.onDemandThroughput() == null ? Map.of() : units(
                "MaxReadRequestUnits", table.onDemandThroughput().maxReadRequestUnits(),
                "MaxWriteRequestUnits", table.onDemandThroughput().maxWriteRequestUnits()));
        var recovery = client.describeContinuousBackups(request -> request.tableName(created)).continuousBackupsDescription()
                .pointInTimeRecoveryDescription();
        expected.put("PointInTimeRecoverySpecification", "ENABLED".equals(recovery.pointInTimeRecoveryStatusAsString())
                ? "on, " + recovery.recoveryPeriodInDays() + " days" : "off");
        Map<String, Object> actual = new TreeMap<>();
        actual.put("BillingMode", properties.get("BillingMode"));
        actual.put("KeySchema", properties.get("KeySchema"));
        actual.put("AttributeDefinitions", asSet(properties.get("AttributeDefinitions")));
        actual.put("GlobalSecondaryIndexes", indexes(properties.get("GlobalSecondaryIndexes")));
        actual.put("LocalSecondaryIndexes", indexes(properties.get("LocalSecondaryIndexes")));
        actual.put("TimeToLiveSpecification", properties.get("TimeToLiveSpecification"));
        actual.put("DeletionProtectionEnabled", Boolean.TRUE.equals(properties.get("DeletionProtectionEnabled")));
        actual.put("TableClass", properties.getOrDefault("TableClass", "STANDARD"));
        actual.put("OnDemandThroughput", properties.getOrDefault("OnDemandThroughput", Map.of()) instanceof Map<?, ?> maximum
                ? units("MaxReadRequestUnits", maximum.get("MaxReadRequestUnits"), "MaxWriteRequestUnits",
                        maximum.get("MaxWriteRequestUnits")) : null);
        Object pitr = properties.get("PointInTimeRecoverySpecification");
        actual.put("PointInTimeRecoverySpecification", pitr instanceof Map<?, ?> spec
                && Boolean.TRUE.equals(spec.get("PointInTimeRecoveryEnabled"))
                ? "on, " + spec.get("RecoveryPeriodInDays") + " days" : "off");
        for (String property : expected.keySet()) {
            if (!java.util.Objects.equals(expected.get(property), actual.get(property))) {
                return Optional.of("the CloudFormation fragment's " + property + " is " + actual.get(property)
                        + ", but createTable() made " + expected.get(property));
            }
        }
        return Optional.empty();
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> properties(String fragment) {
        Map<String, Object> template = (Map<String, Object>) new TemplateJson(fragment).parse();
        Map<String, Object> resources = (Map<String, Object>) template.get("Resources");
        if (resources == null || resources.size() != 1) {
            return null;
        }
        Map<String, Object> resource = (Map<String, Object>) resources.values().iterator().next();
        return "AWS::DynamoDB::Table".equals(resource.get("Type")) ? (Map<String, Object>) resource.get("Properties") : null;
    }

    private static List<Object> keySchema(List<KeySchemaElement> keys) {
        List<Object> schema = new ArrayList<>();
        keys.forEach(key -> schema.add(ordered("AttributeName", key.attributeName(), "KeyType", key.keyTypeAsString())));
        return schema;
    }

    private static Map<String, Object> index(String name, List<KeySchemaElement> keys, Projection projection) {
        Map<String, Object> described = new TreeMap<>();
        described.put("IndexName", name);
        described.put("KeySchema", keySchema(keys));
        described.put("ProjectionType", projection.projectionTypeAsString());
        described.put("NonKeyAttributes", projection.hasNonKeyAttributes() ? new HashSet<>(projection.nonKeyAttributes()) : Set.of());
        return described;
    }

    @SuppressWarnings("unchecked")
    private static Set<Object> indexes(Object indexes) {
        Set<Object> described = new HashSet<>();
        if (indexes == null) {
            return described;
        }
        for (Map<String, Object> index : (List<Map<String, Object>>) indexes) {
            Map<String, Object> projection = (Map<String, Object>) index.get("Projection");
            Map<String, Object> entry = new TreeMap<>();
            entry.put("IndexName", index.get("IndexName"));
            entry.put("KeySchema", index.get("KeySchema"));
            entry.put("ProjectionType", projection.get("ProjectionType"));
            List<Object> nonKey = (List<Object>) projection.get("NonKeyAttributes");
            entry.put("NonKeyAttributes", nonKey == null ? Set.of() : new HashSet<>(nonKey));
            described.add(entry);
        }
        return described;
    }

    /** The units present, as text: the fragment's numbers are BigDecimals, DynamoDB's Longs. */
    private static Map<String, Object> units(String readName, Object read, String writeName, Object write) {
        Map<String, Object> units = new TreeMap<>();
        if (read != null) {
            units.put(readName, String.valueOf(read));
        }
        if (write != null) {
            units.put(writeName, String.valueOf(write));
        }
        return units;
    }

    private static Set<Object> asSet(Object list) {
        return list instanceof List<?> items ? new HashSet<>(items) : null;
    }

    private static Map<String, Object> ordered(Object... keysAndValues) {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return map;
    }
}
