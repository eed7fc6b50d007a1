package dev.keyway.opentelemetry;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.VectorCapacity;

/**
 * {@code aws.dynamodb.consumed_capacity}: "the JSON-serialized value of each item in the
 * {@code ConsumedCapacity} response field", in DynamoDB's own member names ({@code TableName},
 * {@code CapacityUnits}, {@code GlobalSecondaryIndexes}...), members DynamoDB left out left out. The SDK's
 * model classes print themselves in another form ({@code toString}), and this module needs no JSON library
 * for a handful of numbers.
 */
final class ConsumedCapacityJson {

    private ConsumedCapacityJson() {
    }

    static List<String> of(List<ConsumedCapacity> capacities) {
        return capacities.stream().map(ConsumedCapacityJson::of).toList();
    }

    static String of(ConsumedCapacity capacity) {
        StringBuilder json = new StringBuilder("{");
        string(json, "TableName", capacity.tableName());
        number(json, "CapacityUnits", capacity.capacityUnits());
        number(json, "ReadCapacityUnits", capacity.readCapacityUnits());
        number(json, "WriteCapacityUnits", capacity.writeCapacityUnits());
        if (capacity.table() != null) {
            member(json, "Table").append(units(capacity.table()));
        }
        if (capacity.hasGlobalSecondaryIndexes()) {
            indexes(json, "GlobalSecondaryIndexes", capacity.globalSecondaryIndexes());
        }
        if (capacity.hasLocalSecondaryIndexes()) {
            indexes(json, "LocalSecondaryIndexes", capacity.localSecondaryIndexes());
        }
        if (capacity.hasVectorIndexes()) {
            member(json, "VectorIndexes").append('{');
            int first = json.length();
            for (Map.Entry<String, VectorCapacity> index : capacity.vectorIndexes().entrySet()) {
                member(json, index.getKey(), first).append('{');
                int inner = json.length();
                number(json, "VectorSearchRequestBytes", index.getValue().vectorSearchRequestBytes(), inner);
                number(json, "VectorWriteRequestBytes", index.getValue().vectorWriteRequestBytes(), inner);
                json.append('}');
            }
            json.append('}');
        }
        return json.append('}').toString();
    }

    private static void indexes(StringBuilder json, String name, Map<String, Capacity> indexes) {
        member(json, name).append('{');
        int first = json.length();
        for (Map.Entry<String, Capacity> index : indexes.entrySet()) {
            member(json, index.getKey(), first).append(units(index.getValue()));
        }
        json.append('}');
    }

    private static String units(Capacity capacity) {
        StringBuilder json = new StringBuilder("{");
        number(json, "CapacityUnits", capacity.capacityUnits(), 1);
        number(json, "ReadCapacityUnits", capacity.readCapacityUnits(), 1);
        number(json, "WriteCapacityUnits", capacity.writeCapacityUnits(), 1);
        return json.append('}').toString();
    }

    private static void string(StringBuilder json, String name, String value) {
        if (value != null) {
            member(json, name).append(quoted(value));
        }
    }

    private static void number(StringBuilder json, String name, Double value) {
        number(json, name, value, 1);
    }

    private static void number(StringBuilder json, String name, Double value, int objectStart) {
        if (value != null) {
            member(json, name, objectStart).append(value);
        }
    }

    /** The member's name and colon, after a comma unless it is the first member of the object opened at index 0. */
    private static StringBuilder member(StringBuilder json, String name) {
        return member(json, name, 1);
    }

    /** The member's name and colon, after a comma unless the object opened just before {@code objectStart}. */
    private static StringBuilder member(StringBuilder json, String name, int objectStart) {
        if (json.length() > objectStart) {
            json.append(',');
        }
        return json.append(quoted(name)).append(':');
    }

    static String quoted(String text) {
        StringBuilder quoted = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\r' -> quoted.append("\\r");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format("\\u%04x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}
