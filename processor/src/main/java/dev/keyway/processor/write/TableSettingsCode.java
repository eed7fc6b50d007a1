package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.keyway.processor.model.TableSettingsModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's {@code @TableSettings} in the generated table definition
 * ({@code .withSettings(TableSettings.NONE.deletionProtection(true)...)}) and in the CloudFormation
 * fragment ({@code DeletionProtectionEnabled}, {@code OnDemandThroughput}, ...), from one model so
 * that the two describe the same table.
 */
final class TableSettingsCode {

    static final ClassName TABLE_SETTINGS = ClassName.get("dev.keyway.runtime.schema", "TableSettings");
    private static final String MODEL = "software.amazon.awssdk.services.dynamodb.model";

    private final TableSettingsModel settings;

    TableSettingsCode(TableSettingsModel settings) {
        this.settings = settings;
    }

    /** {@code definition.withSettings(...)}, or the definition as it is when the table declares no settings. */
    CodeBlock definition(CodeBlock definition) {
        if (settings.isEmpty()) {
            return definition;
        }
        List<CodeBlock> calls = new ArrayList<>();
        settings.declared().forEach((member, value) -> {
            switch (member) {
                case "billing" -> calls.add(CodeBlock.of(".billingMode($T.$L)", ClassName.get(MODEL, "BillingMode"), value));
                case "readCapacityUnits" -> calls.add(CodeBlock.of(".provisionedThroughput($LL, $LL)", value,
                        settings.number("writeCapacityUnits").orElseThrow()));
                case "writeCapacityUnits", "recoveryPeriodInDays" -> {
                    // written with readCapacityUnits, and with pointInTimeRecovery
                }
                case "pointInTimeRecovery" -> calls.add(CodeBlock.of(".pointInTimeRecovery($L, $L)", value,
                        settings.recoveryDays().orElse(TableSettingsModel.DEFAULT_RECOVERY_DAYS)));
                case "deletionProtection" -> calls.add(CodeBlock.of(".deletionProtection($L)", value));
                case "tableClass" -> calls.add(CodeBlock.of(".tableClass($T.$L)", ClassName.get(MODEL, "TableClass"), value));
                case "resourcePolicy" -> calls.add(CodeBlock.of(".resourcePolicy($S)",
                        ((TableSettingsModel.Policy) value).text()));
                default -> calls.add(CodeBlock.of(".$L($LL)", member, value)); // the units: one method per member
            }
        });
        return CodeBlock.of("$L\n$>$>.withSettings($T.NONE$>\n$L)$<$<$<", definition, TABLE_SETTINGS,
                CodeBlock.join(calls, "\n"));
    }

    /** The CloudFormation properties the settings add (billing apart, which the writer places itself). */
    Map<String, Object> cloudFormation() {
        Map<String, Object> properties = new LinkedHashMap<>();
        if (settings.provisioned()) {
            properties.put("ProvisionedThroughput", throughput());
        }
        Map<String, Object> maximum = units("maxReadRequestUnits", "MaxReadRequestUnits", "maxWriteRequestUnits",
                "MaxWriteRequestUnits");
        if (!maximum.isEmpty()) {
            properties.put("OnDemandThroughput", maximum);
        }
        Map<String, Object> warm = units("warmReadUnitsPerSecond", "ReadUnitsPerSecond", "warmWriteUnitsPerSecond",
                "WriteUnitsPerSecond");
        if (!warm.isEmpty()) {
            properties.put("WarmThroughput", warm);
        }
        if (settings.declared().containsKey("deletionProtection")) {
            properties.put("DeletionProtectionEnabled", settings.on("deletionProtection"));
        }
        if (settings.declared().containsKey("pointInTimeRecovery")) {
            Map<String, Object> recovery = new LinkedHashMap<>();
            recovery.put("PointInTimeRecoveryEnabled", settings.on("pointInTimeRecovery"));
            settings.recoveryDays().ifPresent(days -> recovery.put("RecoveryPeriodInDays", days));
            properties.put("PointInTimeRecoverySpecification", recovery);
        }
        settings.tableClass().ifPresent(tableClass -> properties.put("TableClass", tableClass));
        settings.resourcePolicy().ifPresent(policy ->
                properties.put("ResourcePolicy", JsonText.object("PolicyDocument", policy.document())));
        return properties;
    }

    /** {@code BillingMode} as CloudFormation and Workbench name it. */
    String billingMode() {
        return settings.provisioned() ? "PROVISIONED" : "PAY_PER_REQUEST";
    }

    /** The provisioned capacity, for the table and each global index. */
    Map<String, Object> throughput() {
        return JsonText.object("ReadCapacityUnits", settings.number("readCapacityUnits").orElseThrow(),
                "WriteCapacityUnits", settings.number("writeCapacityUnits").orElseThrow());
    }

    /**
     * Workbench's {@code ProvisionedCapacitySettings}: the capacity, and auto scaling (which every
     * published model has) pinned to it, minimum and maximum alike, since the design fixes it.
     */
    Map<String, Object> workbenchCapacity() {
        Map<String, Object> capacity = new LinkedHashMap<>();
        capacity.put("ProvisionedThroughput", throughput());
        capacity.put("AutoScalingRead", pinned(settings.number("readCapacityUnits").orElseThrow()));
        capacity.put("AutoScalingWrite", pinned(settings.number("writeCapacityUnits").orElseThrow()));
        return capacity;
    }

    private static Map<String, Object> pinned(long units) {
        return JsonText.object("ScalableTargetRequest", JsonText.object("MinCapacity", units, "MaxCapacity", units,
                        "ServiceRole", "AWSServiceRoleForApplicationAutoScaling_DynamoDBTable"),
                "ScalingPolicyConfiguration", JsonText.object("TargetValue", 70L));
    }

    /** Whether the table has provisioned capacity. */
    boolean provisioned() {
        return settings.provisioned();
    }

    private Map<String, Object> units(String read, String readName, String write, String writeName) {
        Map<String, Object> units = new LinkedHashMap<>();
        settings.number(read).ifPresent(value -> units.put(readName, value));
        settings.number(write).ifPresent(value -> units.put(writeName, value));
        return units;
    }
}
