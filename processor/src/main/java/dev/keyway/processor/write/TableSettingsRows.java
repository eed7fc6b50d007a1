package dev.keyway.processor.write;

import dev.keyway.processor.model.TableSettingsModel;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's {@code @TableSettings} as the design sheets list them: one row per setting the table
 * declares (billing always, since it is on demand when not declared), with its value in words and the
 * CloudFormation property that sets it, so that a sheet says what {@link TableSettingsCode} creates.
 */
final class TableSettingsRows {

    /**
     * One setting.
     *
     * @param setting  what it is, in words ({@code deletion protection})
     * @param value    its value as plain text
     * @param property the CloudFormation property of {@code AWS::DynamoDB::Table} that sets it
     */
    record Row(String setting, String value, String property) {
    }

    private TableSettingsRows() {
    }

    /** The rows, in the order the annotation declares its members. */
    static List<Row> of(TableSettingsModel settings) {
        List<Row> rows = new ArrayList<>();
        rows.add(settings.provisioned()
                ? new Row("billing", "PROVISIONED, " + settings.number("readCapacityUnits").orElseThrow() + " read and "
                        + settings.number("writeCapacityUnits").orElseThrow() + " write capacity units",
                        "BillingMode, ProvisionedThroughput")
                : new Row("billing", "PAY_PER_REQUEST (on demand)", "BillingMode"));
        String maximum = units(settings, "maxReadRequestUnits", "maxWriteRequestUnits", "request units per second");
        if (!maximum.isEmpty()) {
            rows.add(new Row("on-demand maximum", "at most " + maximum, "OnDemandThroughput"));
        }
        String warm = units(settings, "warmReadUnitsPerSecond", "warmWriteUnitsPerSecond", "units per second");
        if (!warm.isEmpty()) {
            rows.add(new Row("warm throughput", warm, "WarmThroughput"));
        }
        if (settings.declared().containsKey("deletionProtection")) {
            rows.add(new Row("deletion protection", settings.on("deletionProtection") ? "on" : "off",
                    "DeletionProtectionEnabled"));
        }
        if (settings.declared().containsKey("pointInTimeRecovery")) {
            rows.add(new Row("point-in-time recovery", settings.recoveryDays()
                    .map(days -> "on, a recovery period of " + days + " days").orElse("off"),
                    "PointInTimeRecoverySpecification"));
        }
        settings.tableClass().ifPresent(tableClass -> rows.add(new Row("table class", tableClass, "TableClass")));
        settings.resourcePolicy().ifPresent(policy -> rows.add(new Row("resource policy", "the document "
                + policy.path(), "ResourcePolicy")));
        return rows;
    }

    /** {@code 100 read and 50 write units per second}, of the members declared; empty for none. */
    private static String units(TableSettingsModel settings, String read, String write, String unit) {
        List<String> parts = new ArrayList<>();
        settings.number(read).ifPresent(value -> parts.add(value + " read"));
        settings.number(write).ifPresent(value -> parts.add(value + " write"));
        return parts.isEmpty() ? "" : String.join(" and ", parts) + " " + unit;
    }
}
