package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.TableSettingsModel;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.annotation.processing.Filer;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.VariableElement;
import javax.tools.FileObject;
import javax.tools.JavaFileManager;
import javax.tools.StandardLocation;

/**
 * Reads an entity's {@code @TableSettings} into the members it writes, checking what one
 * declaration can get wrong on its own: a capacity below 1 (KW200), a recovery period outside
 * 1 to 35 days (KW204), and a resource policy that cannot be read (KW206), is not a JSON object
 * (KW207) or is over DynamoDB's 20 KB (KW208). What depends on the table's other declarations
 * (billing and capacity together, disagreements) is {@code rule.TableSettingsRule}'s.
 */
final class TableSettingsReader {

    /** DynamoDB's limit on a resource-based policy document: 20 KB, whitespace counted (API Reference, PutResourcePolicy). */
    static final int MAX_POLICY_BYTES = 20 * 1024;

    /** Where a policy is looked for: the compilation's output (where Maven copies resources), its source path, its class path. */
    private static final JavaFileManager.Location[] POLICY_LOCATIONS = {
        StandardLocation.CLASS_OUTPUT, StandardLocation.SOURCE_PATH, StandardLocation.CLASS_PATH};

    /** The members that hold a count of units, each with DynamoDB's name for it and what leaving it out means. */
    private static final Map<String, String[]> UNITS = Map.of(
            "readCapacityUnits", new String[] {"ProvisionedThroughput.ReadCapacityUnits", "an on-demand table"},
            "writeCapacityUnits", new String[] {"ProvisionedThroughput.WriteCapacityUnits", "an on-demand table"},
            "maxReadRequestUnits", new String[] {"OnDemandThroughput.MaxReadRequestUnits", "no maximum"},
            "maxWriteRequestUnits", new String[] {"OnDemandThroughput.MaxWriteRequestUnits", "no maximum"},
            "warmReadUnitsPerSecond", new String[] {"WarmThroughput.ReadUnitsPerSecond", "DynamoDB's own warm throughput"},
            "warmWriteUnitsPerSecond", new String[] {"WarmThroughput.WriteUnitsPerSecond", "DynamoDB's own warm throughput"});

    private final Filer filer;

    TableSettingsReader(Filer filer) {
        this.filer = filer;
    }

    /** The settings the entity's {@code @TableSettings} writes, or {@link TableSettingsModel#NONE} without one. */
    TableSettingsModel read(EntityScope scope) {
        AnnotationMirror mirror = scope.annotations().find(scope.record(), AnnotationNames.TABLE_SETTINGS);
        if (mirror == null) {
            return TableSettingsModel.NONE;
        }
        scope.source().annotation("TableSettings", mirror);
        Map<String, Object> declared = new LinkedHashMap<>();
        for (String member : TableSettingsModel.MEMBERS) {
            AnnotationValue written = scope.annotations().written(mirror, member);
            if (written == null) {
                continue;
            }
            Object value = written.getValue();
            if (value instanceof VariableElement constant) {
                value = constant.getSimpleName().toString();
            }
            if (UNITS.containsKey(member) && ((Long) value) < 1) {
                String[] meaning = UNITS.get(member);
                scope.report(Message.SETTING_BELOW_ONE, scope.onRecord("TableSettings", member), member, value,
                        scope.simpleName(), meaning[0], member, meaning[1]);
                continue;
            }
            if (member.equals("recoveryPeriodInDays") && ((Integer) value < 1 || (Integer) value > 35)) {
                scope.report(Message.RECOVERY_PERIOD_RANGE, scope.onRecord("TableSettings", member), value,
                        scope.simpleName());
                continue;
            }
            if (member.equals("resourcePolicy")) {
                value = policy(scope, (String) value);
                if (value == null) {
                    continue;
                }
            }
            declared.put(member, value);
        }
        return new TableSettingsModel(declared);
    }

    private TableSettingsModel.Policy policy(EntityScope scope, String path) {
        String problem = null;
        byte[] bytes = null;
        if (path.isBlank()) {
            problem = "the path is empty";
        } else if (path.startsWith("/")) {
            problem = "the path starts with '/'";
        } else {
            bytes = resource(path);
            if (bytes == null) {
                problem = "no such resource on the class path or source path";
            }
        }
        if (problem != null) {
            scope.report(Message.POLICY_UNREADABLE, scope.onRecord("TableSettings", "resourcePolicy"), path,
                    scope.simpleName(), problem, path.isBlank() ? "policies/table-policy.json" : path.replaceFirst("^/+", ""));
            return null;
        }
        if (bytes.length > MAX_POLICY_BYTES) {
            scope.report(Message.POLICY_TOO_LARGE, scope.onRecord("TableSettings", "resourcePolicy"), path,
                    scope.simpleName(), bytes.length);
            return null;
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        try {
            Object document = JsonDocument.parse(text);
            if (!(document instanceof Map<?, ?>)) {
                throw new JsonDocument.NotJson("the document is a JSON " + (document instanceof java.util.List<?>
                        ? "array" : "value") + ", not an object", text, 0);
            }
            @SuppressWarnings("unchecked")
            Map<String, Object> object = (Map<String, Object>) document;
            return new TableSettingsModel.Policy(path, text, object);
        } catch (JsonDocument.NotJson notJson) {
            scope.report(Message.POLICY_NOT_JSON, scope.onRecord("TableSettings", "resourcePolicy"), path,
                    scope.simpleName(), notJson.getMessage());
            return null;
        }
    }

    /** The resource's bytes from the first location that has it, or {@code null}. */
    private byte[] resource(String path) {
        for (JavaFileManager.Location location : POLICY_LOCATIONS) {
            try {
                FileObject file = filer.getResource(location, "", path);
                try (InputStream in = file.openInputStream()) {
                    return in.readAllBytes();
                }
            } catch (IOException | IllegalArgumentException | IllegalStateException | UnsupportedOperationException absent) {
                // not in this location (or the location is not set for this compilation): try the next
            }
        }
        return null;
    }
}
