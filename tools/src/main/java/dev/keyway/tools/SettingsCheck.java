package dev.keyway.tools;

import dev.keyway.runtime.listener.TableInspection;
import dev.keyway.runtime.schema.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetResourcePolicyRequest;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.PolicyNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableWarmThroughputDescription;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.ObjectMapper;

/**
 * Compares a live table's settings with those the design declares ({@code @TableSettings}, the
 * definition's {@link TableSettings}, and the stream of {@code @Entity(stream = ...)}): only what the
 * design declares, so that a design without settings never reports the settings an operator gave the
 * table, and a design without a stream never reports the stream other code reads the table's changes by. One {@code TABLE_SETTING}
 * difference per setting, naming the request that changes it. Warm throughput only differs when
 * the live value is lower, since DynamoDB raises it with use. Point-in-time recovery is read with
 * DescribeContinuousBackups and the policy with GetResourcePolicy, each only when the design
 * declares it.
 */
final class SettingsCheck {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final TableSettings design;
    private final Optional<StreamViewType> stream;

    SettingsCheck(TableSettings design, Optional<StreamViewType> stream) {
        this.design = design;
        this.stream = stream;
    }

    List<TableDifference> check(TableDescription table, TableInspection requests) {
        List<TableDifference> differences = new ArrayList<>();
        BillingMode liveBilling = table.billingModeSummary() != null && table.billingModeSummary().billingMode() != null
                ? table.billingModeSummary().billingMode() : liveByThroughput(table.provisionedThroughput());
        BillingMode designBilling = design.provisioned() ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
        if (design.billingMode().isPresent() && liveBilling != designBilling) {
            differences.add(difference("billing mode: design " + designBilling + ", live " + liveBilling,
                    "UpdateTable with BillingMode " + designBilling + (design.provisioned()
                            ? " and the design's ProvisionedThroughput for the table and each global index" : "")));
        }
        design.provisionedThroughput().ifPresent(throughput -> {
            ProvisionedThroughputDescription live = table.provisionedThroughput();
            long reads = live == null || live.readCapacityUnits() == null ? 0 : live.readCapacityUnits();
            long writes = live == null || live.writeCapacityUnits() == null ? 0 : live.writeCapacityUnits();
            if (reads != throughput.readCapacityUnits() || writes != throughput.writeCapacityUnits()) {
                differences.add(difference("provisioned throughput: design " + throughput.readCapacityUnits() + " reads, "
                        + throughput.writeCapacityUnits() + " writes; live " + reads + " reads, " + writes + " writes",
                        "UpdateTable with the design's ProvisionedThroughput (or let auto scaling own it and leave "
                                + "readCapacityUnits/writeCapacityUnits out of @TableSettings)"));
            }
        });
        design.onDemandThroughput().ifPresent(maximum -> {
            OnDemandThroughput live = table.onDemandThroughput();
            Long reads = live == null ? null : live.maxReadRequestUnits();
            Long writes = live == null ? null : live.maxWriteRequestUnits();
            if (!Objects.equals(maximum.maxReadRequestUnits(), normal(reads))
                    || !Objects.equals(maximum.maxWriteRequestUnits(), normal(writes))) {
                differences.add(difference("maximum on-demand throughput: design " + units(maximum.maxReadRequestUnits(),
                        maximum.maxWriteRequestUnits()) + "; live " + units(normal(reads), normal(writes)),
                        "UpdateTable with the design's OnDemandThroughput (-1 removes a maximum)"));
            }
        });
        design.warmThroughput().ifPresent(warm -> {
            TableWarmThroughputDescription live = table.warmThroughput();
            long reads = live == null || live.readUnitsPerSecond() == null ? 0 : live.readUnitsPerSecond();
            long writes = live == null || live.writeUnitsPerSecond() == null ? 0 : live.writeUnitsPerSecond();
            if ((warm.readUnitsPerSecond() != null && reads < warm.readUnitsPerSecond())
                    || (warm.writeUnitsPerSecond() != null && writes < warm.writeUnitsPerSecond())) {
                differences.add(difference("warm throughput below the design's: design " + units(warm.readUnitsPerSecond(),
                        warm.writeUnitsPerSecond()) + "; live " + reads + " reads, " + writes + " writes per second",
                        "UpdateTable with the design's WarmThroughput"));
            }
        });
        design.deletionProtection().ifPresent(protect -> {
            boolean live = Boolean.TRUE.equals(table.deletionProtectionEnabled());
            if (live != protect) {
                differences.add(difference("deletion protection: design " + onOff(protect) + ", live " + onOff(live),
                        "UpdateTable with DeletionProtectionEnabled " + protect));
            }
        });
        design.tableClass().ifPresent(tableClass -> {
            TableClass live = table.tableClassSummary() == null || table.tableClassSummary().tableClass() == null
                    ? TableClass.STANDARD : table.tableClassSummary().tableClass();
            if (live != tableClass) {
                differences.add(difference("table class: design " + tableClass + ", live " + live,
                        "UpdateTable with TableClass " + tableClass));
            }
        });
        stream.ifPresent(view -> { // the table's stream setting, @Entity(stream = ...)
            StreamSpecification live = table.streamSpecification();
            boolean on = live != null && Boolean.TRUE.equals(live.streamEnabled());
            if (!on || live.streamViewType() != view) {
                differences.add(difference("stream: design " + view + ", live " + (on ? live.streamViewTypeAsString() : "off"),
                        "UpdateTable with the design's StreamSpecification (a stream's view type cannot change: turn "
                                + "the stream off, then on with the design's view, which starts a new stream)"));
            }
        });
        design.pointInTimeRecovery().ifPresent(recovery -> checkRecovery(recovery.pointInTimeRecoveryEnabled(),
                recovery.recoveryPeriodInDays(), requests, differences));
        design.resourcePolicy().ifPresent(policy -> checkPolicy(policy, table.tableArn(), requests, differences));
        return differences;
    }

    private void checkRecovery(boolean enabled, Integer days, TableInspection requests, List<TableDifference> differences) {
        PointInTimeRecoveryDescription live = requests.describeContinuousBackups(DescribeContinuousBackupsRequest.builder()
                .tableName(requests.tableName()).build()).continuousBackupsDescription().pointInTimeRecoveryDescription();
        boolean liveEnabled = live != null && live.pointInTimeRecoveryStatus() == PointInTimeRecoveryStatus.ENABLED;
        Integer liveDays = liveEnabled ? live.recoveryPeriodInDays() : null;
        if (liveEnabled != enabled || (enabled && days != null && liveDays != null && !days.equals(liveDays))) {
            differences.add(difference("point-in-time recovery: design " + recovery(enabled, days) + ", live "
                    + recovery(liveEnabled, liveDays), "UpdateContinuousBackups with the design's "
                    + "PointInTimeRecoverySpecification (createTable() turns it on only for a table it creates)"));
        }
    }

    private void checkPolicy(String policy, String arn, TableInspection requests, List<TableDifference> differences) {
        Optional<String> live;
        try {
            live = Optional.ofNullable(requests.getResourcePolicy(GetResourcePolicyRequest.builder().resourceArn(arn)
                    .build()).policy());
        } catch (PolicyNotFoundException none) {
            live = Optional.empty();
        }
        if (live.isEmpty() || !sameDocument(policy, live.get())) {
            differences.add(difference("resource-based policy: " + (live.isEmpty() ? "the table has none"
                    : "the table's document is not the design's"), "PutResourcePolicy with the design's document "
                    + "(<Table>.DEFINITION.settings().resourcePolicy())"));
        }
    }

    /** Whether two policy documents are the same JSON, whatever their whitespace. */
    private static boolean sameDocument(String design, String live) {
        try {
            JsonNode a = JSON.readTree(design);
            JsonNode b = JSON.readTree(live);
            return a != null && a.equals(b);
        } catch (tools.jackson.core.JacksonException notJson) {
            return design.equals(live);
        }
    }

    private static BillingMode liveByThroughput(ProvisionedThroughputDescription throughput) {
        // DynamoDB leaves BillingModeSummary out of a table created provisioned, whose capacity is then above 0
        return throughput != null && throughput.readCapacityUnits() != null && throughput.readCapacityUnits() > 0
                ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
    }

    private static Long normal(Long units) {
        return units == null || units == -1 ? null : units;
    }

    private static String units(Long reads, Long writes) {
        return (reads == null ? "no maximum" : reads) + " reads, " + (writes == null ? "no maximum" : writes) + " writes";
    }

    private static String onOff(boolean on) {
        return on ? "on" : "off";
    }

    private static String recovery(boolean enabled, Integer days) {
        return enabled ? "on" + (days == null ? "" : ", " + days + " days") : "off";
    }

    private static TableDifference difference(String detail, String fix) {
        return new TableDifference(TableDifference.Kind.TABLE_SETTING, null, null, 1, detail, List.of(),
                fix + "; createTable() sets the design's settings only on a table it creates");
    }
}
