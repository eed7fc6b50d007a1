package dev.keyway.local.internal.persistence;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import dev.keyway.local.internal.engine.DatabaseState.SettingsState;
import java.io.IOException;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's settings of 2024-2026 in a snapshot: the object {@code "settings"} of a table, left out
 * when it has none, so that snapshots of tables without them read as before.
 */
final class SettingsJson {

    private SettingsJson() {
    }

    static void write(JsonGenerator json, SettingsState settings) throws IOException {
        if (settings == null || settings.equals(SettingsState.NONE)) {
            return;
        }
        json.writeObjectFieldStart("settings");
        writeNumber(json, "maxReadRequestUnits", settings.maxReadRequestUnits());
        writeNumber(json, "maxWriteRequestUnits", settings.maxWriteRequestUnits());
        writeNumber(json, "warmReadUnitsPerSecond", settings.warmReadUnitsPerSecond());
        writeNumber(json, "warmWriteUnitsPerSecond", settings.warmWriteUnitsPerSecond());
        writeText(json, "tableClass", settings.tableClass());
        writeText(json, "tableClassUpdated", settings.tableClassUpdated());
        writeNumber(json, "pointInTimeRecoveryDays", settings.pointInTimeRecoveryDays());
        writeText(json, "pointInTimeRecoverySince", settings.pointInTimeRecoverySince());
        json.writeObjectFieldStart("policies");
        for (Map.Entry<String, List<String>> policy : settings.policies().entrySet()) {
            json.writeObjectFieldStart(policy.getKey());
            json.writeStringField("document", policy.getValue().get(0));
            json.writeStringField("revisionId", policy.getValue().get(1));
            json.writeEndObject();
        }
        json.writeEndObject();
        json.writeEndObject();
    }

    static SettingsState read(JsonNode settings) {
        if (settings == null || settings.isMissingNode() || settings.isNull()) {
            return SettingsState.NONE;
        }
        Map<String, List<String>> policies = new LinkedHashMap<>();
        settings.path("policies").fields().forEachRemaining(policy -> policies.put(policy.getKey(),
                List.of(policy.getValue().path("document").asText(), policy.getValue().path("revisionId").asText())));
        return new SettingsState(number(settings, "maxReadRequestUnits"), number(settings, "maxWriteRequestUnits"),
                number(settings, "warmReadUnitsPerSecond"), number(settings, "warmWriteUnitsPerSecond"),
                settings.hasNonNull("tableClass") ? settings.get("tableClass").asText() : null,
                instant(settings, "tableClassUpdated"),
                settings.hasNonNull("pointInTimeRecoveryDays") ? settings.get("pointInTimeRecoveryDays").asInt() : null,
                instant(settings, "pointInTimeRecoverySince"), policies);
    }

    private static void writeNumber(JsonGenerator json, String name, Number value) throws IOException {
        if (value != null) {
            json.writeNumberField(name, value.longValue());
        }
    }

    private static void writeText(JsonGenerator json, String name, Object value) throws IOException {
        if (value != null) {
            json.writeStringField(name, value.toString());
        }
    }

    private static Long number(JsonNode node, String name) {
        return node.hasNonNull(name) ? node.get(name).asLong() : null;
    }

    private static Instant instant(JsonNode node, String name) {
        return node.hasNonNull(name) ? Instant.parse(node.get(name).asText()) : null;
    }
}
