package dev.keyway.runtime.schema;

import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * A table's settings beyond keys, indexes, stream and time to live, as {@code @TableSettings}
 * declares them: each empty where the design leaves it to DynamoDB's default. The processor
 * generates them into the table's {@link TableDefinition} ({@code ShopTable.DEFINITION.settings()}):
 *
 * <pre>{@code
 * TableSettings.NONE.maxReadRequestUnits(2000).deletionProtection(true).pointInTimeRecovery(true, 14)
 * }</pre>
 *
 * <p>{@link TableDefinition#createTableRequest} carries every setting CreateTable takes; point-in-time
 * recovery, which CreateTable cannot carry, is turned on with {@code UpdateContinuousBackups}
 * once the table is active ({@link TableDefinition#createIfMissing}).
 *
 * @param billingMode           {@code PAY_PER_REQUEST} or {@code PROVISIONED}; empty: on demand
 * @param provisionedThroughput the capacity of the table and each of its global indexes, with provisioned billing
 * @param onDemandThroughput    the most request units per second an on-demand table serves
 * @param warmThroughput        the units per second the table serves at once from its creation
 * @param deletionProtection    whether DynamoDB refuses to delete the table
 * @param pointInTimeRecovery   point-in-time recovery, with its recovery period
 * @param tableClass            {@code STANDARD} or {@code STANDARD_INFREQUENT_ACCESS}
 * @param resourcePolicy        a resource-based policy document (JSON) attached to the table
 */
public record TableSettings(Optional<BillingMode> billingMode, Optional<ProvisionedThroughput> provisionedThroughput,
                            Optional<OnDemandThroughput> onDemandThroughput, Optional<WarmThroughput> warmThroughput,
                            Optional<Boolean> deletionProtection,
                            Optional<PointInTimeRecoverySpecification> pointInTimeRecovery,
                            Optional<TableClass> tableClass, Optional<String> resourcePolicy) {

    /** No settings: DynamoDB's defaults (and {@code createTable()}'s on-demand billing). */
    public static final TableSettings NONE = new TableSettings(Optional.empty(), Optional.empty(), Optional.empty(),
            Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty());

    /** Checks the parts. */
    public TableSettings {
        Objects.requireNonNull(billingMode, "billingMode");
        Objects.requireNonNull(provisionedThroughput, "provisionedThroughput");
        Objects.requireNonNull(onDemandThroughput, "onDemandThroughput");
        Objects.requireNonNull(warmThroughput, "warmThroughput");
        Objects.requireNonNull(deletionProtection, "deletionProtection");
        Objects.requireNonNull(pointInTimeRecovery, "pointInTimeRecovery");
        Objects.requireNonNull(tableClass, "tableClass");
        Objects.requireNonNull(resourcePolicy, "resourcePolicy");
    }

    /** These settings with the billing mode. */
    public TableSettings billingMode(BillingMode mode) {
        return new TableSettings(Optional.of(mode), provisionedThroughput, onDemandThroughput, warmThroughput,
                deletionProtection, pointInTimeRecovery, tableClass, resourcePolicy);
    }

    /** These settings with provisioned capacity for the table and each of its global indexes. */
    public TableSettings provisionedThroughput(long readCapacityUnits, long writeCapacityUnits) {
        return new TableSettings(billingMode, Optional.of(ProvisionedThroughput.builder().readCapacityUnits(readCapacityUnits)
                .writeCapacityUnits(writeCapacityUnits).build()), onDemandThroughput, warmThroughput, deletionProtection,
                pointInTimeRecovery, tableClass, resourcePolicy);
    }

    /** These settings with a maximum of read request units per second (on demand). */
    public TableSettings maxReadRequestUnits(long units) {
        OnDemandThroughput.Builder maximum = onDemandThroughput.map(OnDemandThroughput::toBuilder)
                .orElseGet(OnDemandThroughput::builder);
        return withOnDemand(maximum.maxReadRequestUnits(units).build());
    }

    /** These settings with a maximum of write request units per second (on demand). */
    public TableSettings maxWriteRequestUnits(long units) {
        OnDemandThroughput.Builder maximum = onDemandThroughput.map(OnDemandThroughput::toBuilder)
                .orElseGet(OnDemandThroughput::builder);
        return withOnDemand(maximum.maxWriteRequestUnits(units).build());
    }

    /** These settings with a warm throughput of read units per second. */
    public TableSettings warmReadUnitsPerSecond(long units) {
        WarmThroughput.Builder warm = warmThroughput.map(WarmThroughput::toBuilder).orElseGet(WarmThroughput::builder);
        return withWarm(warm.readUnitsPerSecond(units).build());
    }

    /** These settings with a warm throughput of write units per second. */
    public TableSettings warmWriteUnitsPerSecond(long units) {
        WarmThroughput.Builder warm = warmThroughput.map(WarmThroughput::toBuilder).orElseGet(WarmThroughput::builder);
        return withWarm(warm.writeUnitsPerSecond(units).build());
    }

    /** These settings with deletion protection on or off. */
    public TableSettings deletionProtection(boolean enabled) {
        return new TableSettings(billingMode, provisionedThroughput, onDemandThroughput, warmThroughput,
                Optional.of(enabled), pointInTimeRecovery, tableClass, resourcePolicy);
    }

    /** These settings with point-in-time recovery on (keeping {@code recoveryPeriodInDays}, 1 to 35) or off. */
    public TableSettings pointInTimeRecovery(boolean enabled, int recoveryPeriodInDays) {
        PointInTimeRecoverySpecification.Builder recovery = PointInTimeRecoverySpecification.builder()
                .pointInTimeRecoveryEnabled(enabled);
        if (enabled) {
            recovery.recoveryPeriodInDays(recoveryPeriodInDays);
        }
        return new TableSettings(billingMode, provisionedThroughput, onDemandThroughput, warmThroughput,
                deletionProtection, Optional.of(recovery.build()), tableClass, resourcePolicy);
    }

    /** These settings with the table class. */
    public TableSettings tableClass(TableClass tableClass) {
        return new TableSettings(billingMode, provisionedThroughput, onDemandThroughput, warmThroughput,
                deletionProtection, pointInTimeRecovery, Optional.of(tableClass), resourcePolicy);
    }

    /** These settings with a resource-based policy document (JSON). */
    public TableSettings resourcePolicy(String document) {
        return new TableSettings(billingMode, provisionedThroughput, onDemandThroughput, warmThroughput,
                deletionProtection, pointInTimeRecovery, tableClass, Optional.of(document));
    }

    /** Whether the billing is provisioned capacity. */
    public boolean provisioned() {
        return billingMode.filter(mode -> mode == BillingMode.PROVISIONED).isPresent();
    }

    /** Whether point-in-time recovery is to be on. */
    public boolean pointInTimeRecoveryEnabled() {
        return pointInTimeRecovery.map(PointInTimeRecoverySpecification::pointInTimeRecoveryEnabled).orElse(false);
    }

    /** Puts every setting CreateTable takes on the request (its global indexes get their capacity where they are built). */
    void applyTo(CreateTableRequest.Builder request) {
        request.billingMode(provisioned() ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST);
        provisionedThroughput.ifPresent(request::provisionedThroughput);
        onDemandThroughput.ifPresent(request::onDemandThroughput);
        warmThroughput.ifPresent(request::warmThroughput);
        deletionProtection.ifPresent(request::deletionProtectionEnabled);
        tableClass.ifPresent(request::tableClass);
        resourcePolicy.ifPresent(request::resourcePolicy);
    }

    private TableSettings withOnDemand(OnDemandThroughput maximum) {
        return new TableSettings(billingMode, provisionedThroughput, Optional.of(maximum), warmThroughput,
                deletionProtection, pointInTimeRecovery, tableClass, resourcePolicy);
    }

    private TableSettings withWarm(WarmThroughput warm) {
        return new TableSettings(billingMode, provisionedThroughput, onDemandThroughput, Optional.of(warm),
                deletionProtection, pointInTimeRecovery, tableClass, resourcePolicy);
    }
}
