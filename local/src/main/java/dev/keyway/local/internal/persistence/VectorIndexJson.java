package dev.keyway.local.internal.persistence;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import dev.keyway.local.internal.engine.DatabaseState.VectorIndexState;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's vector indexes in a snapshot: the array {@code "vectorIndexes"} of a table, left out when it has
 * none, so that snapshots of tables without them read and write as before.
 */
final class VectorIndexJson {

    private VectorIndexJson() {
    }

    static void write(JsonGenerator json, List<VectorIndexState> indexes) throws IOException {
        if (indexes.isEmpty()) {
            return;
        }
        json.writeArrayFieldStart("vectorIndexes");
        for (VectorIndexState index : indexes) {
            json.writeStartObject();
            json.writeStringField("name", index.name());
            json.writeStringField("attribute", index.attribute());
            json.writeNumberField("dimensions", index.dimensions());
            json.writeStringField("distance", index.distance());
            if (index.hash() != null) {
                json.writeStringField("hash", index.hash());
            }
            writeStrings(json, "filters", index.filters());
            json.writeStringField("projectionType", index.projectionType());
            writeStrings(json, "nonKeyAttributes", index.nonKeyAttributes());
            json.writeEndObject();
        }
        json.writeEndArray();
    }

    static List<VectorIndexState> read(JsonNode indexes) {
        List<VectorIndexState> states = new ArrayList<>();
        for (JsonNode index : indexes) {
            states.add(new VectorIndexState(index.path("name").asText(), index.path("attribute").asText(),
                    index.path("dimensions").asInt(), index.path("distance").asText(),
                    index.hasNonNull("hash") ? index.get("hash").asText() : null, strings(index.path("filters")),
                    index.path("projectionType").asText(), strings(index.path("nonKeyAttributes"))));
        }
        return states;
    }

    private static void writeStrings(JsonGenerator json, String name, List<String> values) throws IOException {
        json.writeArrayFieldStart(name);
        for (String value : values) {
            json.writeString(value);
        }
        json.writeEndArray();
    }

    private static List<String> strings(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(value -> values.add(value.asText()));
        return values;
    }
}
