package dev.keyway.local.internal.persistence;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyway.local.internal.engine.DatabaseState;
import dev.keyway.local.internal.engine.DatabaseState.IndexState;
import dev.keyway.local.internal.engine.DatabaseState.TableState;
import dev.keyway.local.internal.protocol.ModelJson;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * A {@link DatabaseState} as JSON: table settings and vector indexes as plain members, key schemas, attribute
 * definitions and items in the DynamoDB JSON of the wire protocol (so a snapshot can be read by eye or by another tool).
 */
final class StateJson {

    /** The format's name and version; a snapshot of another format is refused, never guessed at. */
    static final String FORMAT = "keyway-local-snapshot/1";

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final JsonFactory FACTORY = MAPPER.getFactory();

    private StateJson() {
    }

    /** Writes a snapshot and flushes it; the stream stays open, for the caller to force to disk and close. */
    static void write(DatabaseState state, OutputStream out) throws IOException {
        try (JsonGenerator json = FACTORY.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
            json.writeStartObject();
            json.writeStringField("format", FORMAT);
            json.writeArrayFieldStart("tables");
            for (TableState table : state.tables()) {
                writeTable(json, table);
            }
            json.writeEndArray();
            json.writeEndObject();
        }
    }

    private static void writeTable(JsonGenerator json, TableState table) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", table.name());
        json.writeStringField("id", table.id());
        json.writeStringField("created", table.created().toString());
        writeModels(json, "keySchema", table.keySchema());
        writeModels(json, "attributeDefinitions", table.attributeDefinitions());
        json.writeArrayFieldStart("indexes");
        for (IndexState index : table.indexes()) {
            json.writeStartObject();
            json.writeStringField("name", index.name());
            json.writeBooleanField("global", index.global());
            writeModels(json, "keySchema", index.keySchema());
            json.writeStringField("projectionType", index.projectionType());
            writeStrings(json, "nonKeyAttributes", index.nonKeyAttributes());
            writeLong(json, "readCapacityUnits", index.readCapacityUnits());
            writeLong(json, "writeCapacityUnits", index.writeCapacityUnits());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeStringField("billingMode", table.billingMode());
        writeLong(json, "readCapacityUnits", table.readCapacityUnits());
        writeLong(json, "writeCapacityUnits", table.writeCapacityUnits());
        if (table.lastUpdateToPayPerRequest() != null) {
            json.writeStringField("lastUpdateToPayPerRequest", table.lastUpdateToPayPerRequest().toString());
        }
        json.writeBooleanField("deletionProtection", table.deletionProtection());
        if (table.streamViewType() != null) {
            json.writeStringField("streamViewType", table.streamViewType());
        }
        if (table.timeToLiveAttribute() != null) {
            json.writeStringField("timeToLiveAttribute", table.timeToLiveAttribute());
        }
        SettingsJson.write(json, table.settings());
        VectorIndexJson.write(json, table.vectorIndexes());
        json.writeObjectFieldStart("tags");
        for (Map.Entry<String, String> tag : table.tags().entrySet()) {
            json.writeStringField(tag.getKey(), tag.getValue());
        }
        json.writeEndObject();
        json.writeArrayFieldStart("items");
        for (Map<String, AttributeValue> item : table.items()) {
            json.writeStartObject();
            for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
                json.writeFieldName(attribute.getKey());
                ModelJson.write(json, attribute.getValue());
            }
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static void writeModels(JsonGenerator json, String name, List<? extends SdkPojo> models) throws IOException {
        json.writeArrayFieldStart(name);
        for (SdkPojo model : models) {
            ModelJson.write(json, model);
        }
        json.writeEndArray();
    }

    private static void writeStrings(JsonGenerator json, String name, List<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (String value : values == null ? List.<String>of() : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }

    private static void writeLong(JsonGenerator json, String name, Long value) throws IOException {
        if (value != null) {
            json.writeNumberField(name, value);
        }
    }

    /**
     * Reads a snapshot.
     *
     * @throws IOException if the file cannot be read
     * @throws IllegalArgumentException if it is not a snapshot of this format
     */
    static DatabaseState read(InputStream in) throws IOException {
        JsonNode root = MAPPER.readTree(in);
        if (root == null || !FORMAT.equals(root.path("format").asText(null))) {
            throw new IllegalArgumentException("not a Keyway Local snapshot of format " + FORMAT);
        }
        List<TableState> tables = new ArrayList<>();
        for (JsonNode table : root.path("tables")) {
            tables.add(readTable(table));
        }
        return new DatabaseState(tables);
    }

    private static TableState readTable(JsonNode table) {
        List<IndexState> indexes = new ArrayList<>();
        for (JsonNode index : table.path("indexes")) {
            indexes.add(new IndexState(text(index, "name"), index.path("global").asBoolean(),
                    models(index.path("keySchema"), () -> (SdkPojo) KeySchemaElement.builder()),
                    text(index, "projectionType"), strings(index.path("nonKeyAttributes")),
                    longOrNull(index, "readCapacityUnits"), longOrNull(index, "writeCapacityUnits")));
        }
        Map<String, String> tags = new LinkedHashMap<>();
        table.path("tags").fields().forEachRemaining(tag -> tags.put(tag.getKey(), tag.getValue().asText()));
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (JsonNode item : table.path("items")) {
            Map<String, AttributeValue> attributes = new LinkedHashMap<>();
            item.fields().forEachRemaining(attribute -> attributes.put(attribute.getKey(),
                    ModelJson.read(attribute.getValue(), () -> (SdkPojo) AttributeValue.builder())));
            items.add(attributes);
        }
        return new TableState(text(table, "name"), text(table, "id"), Instant.parse(text(table, "created")),
                models(table.path("keySchema"), () -> (SdkPojo) KeySchemaElement.builder()),
                models(table.path("attributeDefinitions"), () -> (SdkPojo) AttributeDefinition.builder()),
                indexes, text(table, "billingMode"), longOrNull(table, "readCapacityUnits"),
                longOrNull(table, "writeCapacityUnits"),
                table.hasNonNull("lastUpdateToPayPerRequest") ? Instant.parse(text(table, "lastUpdateToPayPerRequest")) : null,
                table.path("deletionProtection").asBoolean(), text(table, "streamViewType"),
                text(table, "timeToLiveAttribute"), tags, items, SettingsJson.read(table.path("settings")),
                VectorIndexJson.read(table.path("vectorIndexes")));
    }

    private static <T> List<T> models(JsonNode array, Supplier<? extends SdkPojo> builder) {
        List<T> models = new ArrayList<>();
        for (JsonNode node : array) {
            models.add(ModelJson.read(node, builder));
        }
        return models;
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }

    private static String text(JsonNode node, String name) {
        return node.hasNonNull(name) ? node.get(name).asText() : null;
    }

    private static Long longOrNull(JsonNode node, String name) {
        return node.hasNonNull(name) ? node.get(name).asLong() : null;
    }
}
