package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Settings of an {@link Entity}'s table beyond its keys and indexes: billing and capacity, the
 * maximum on-demand throughput, warm throughput, deletion protection, point-in-time recovery, the
 * table class and a resource-based policy. {@code createTable()} creates the table with them, the
 * CloudFormation fragment carries them, and the live-table check reports a table whose settings
 * differ from them.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @TableSettings(maxReadRequestUnits = 2_000, maxWriteRequestUnits = 500, deletionProtection = true,
 *                pointInTimeRecovery = true, recoveryPeriodInDays = 14,
 *                tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS,
 *                resourcePolicy = "policies/shop-table.json")
 * @PartitionKey("CUSTOMER#<id>")
 * @SortKey("PROFILE")
 * public record Customer(String id, String email) {}
 * }</pre>
 *
 * <p>Like {@link Entity#stream()}, each member is a setting of the table: one entity of the table
 * may declare it for all, and entities that declare the same member must give the same value. A
 * member left out leaves the setting to the table's other entities, else to DynamoDB's default
 * (on-demand billing, no maximum, DynamoDB's own warm throughput, no deletion protection, no
 * point-in-time recovery, the {@code STANDARD} class, no policy). Whatever DynamoDB would refuse
 * (a capacity below 1, a maximum on-demand throughput on a provisioned table, a recovery period
 * outside 1 to 35 days, a policy that is not a JSON object or is over 20 KB) is a compile error.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface TableSettings {

    /**
     * How DynamoDB bills the table's reads and writes: on demand (the default) or provisioned
     * capacity, which then needs {@link #readCapacityUnits()} and {@link #writeCapacityUnits()}.
     */
    Billing billing() default Billing.PAY_PER_REQUEST;

    /**
     * Provisioned read capacity units of the table and of each of its global indexes (DynamoDB's
     * {@code ProvisionedThroughput}); only with {@link Billing#PROVISIONED}, at least 1.
     */
    long readCapacityUnits() default 0;

    /** Provisioned write capacity units of the table and of each of its global indexes; see {@link #readCapacityUnits()}. */
    long writeCapacityUnits() default 0;

    /**
     * The most read request units per second an on-demand table serves (DynamoDB's
     * {@code OnDemandThroughput.MaxReadRequestUnits}), at least 1; left out, no maximum. Only for
     * on-demand billing.
     */
    long maxReadRequestUnits() default 0;

    /** The most write request units per second an on-demand table serves ({@code MaxWriteRequestUnits}); see {@link #maxReadRequestUnits()}. */
    long maxWriteRequestUnits() default 0;

    /**
     * The read units per second the table can serve at once from its creation (DynamoDB's
     * {@code WarmThroughput.ReadUnitsPerSecond}, pre-warming), at least 1; left out, DynamoDB's own.
     */
    long warmReadUnitsPerSecond() default 0;

    /** The write units per second the table can serve at once ({@code WarmThroughput.WriteUnitsPerSecond}); see {@link #warmReadUnitsPerSecond()}. */
    long warmWriteUnitsPerSecond() default 0;

    /** Whether DynamoDB refuses to delete the table ({@code DeletionProtectionEnabled}) until it is turned off. */
    boolean deletionProtection() default false;

    /**
     * Whether point-in-time recovery is on: {@code createTable()} turns it on with
     * {@code UpdateContinuousBackups} once the table is active (CreateTable cannot carry it).
     */
    boolean pointInTimeRecovery() default false;

    /**
     * The days that point-in-time recovery can restore (DynamoDB's {@code RecoveryPeriodInDays}),
     * 1 to 35; 35 unless given. Only with {@link #pointInTimeRecovery()}.
     */
    int recoveryPeriodInDays() default 35;

    /** The table class: {@code STANDARD} (the default) or {@code STANDARD_INFREQUENT_ACCESS}. */
    TableClass tableClass() default TableClass.STANDARD;

    /**
     * A resource-based policy document attached to the table, as the path of a JSON resource on the
     * compilation's class path or source path ({@code "policies/shop-table.json"}, e.g. in
     * {@code src/main/resources}): the processor reads it at compile time, refuses one it cannot
     * read, that is not a JSON object or that is over DynamoDB's 20 KB (whitespace counts), and the
     * generated table definition carries its text. Left out, no policy.
     */
    String resourcePolicy() default "";

    /** DynamoDB's {@code BillingMode}. */
    enum Billing {
        /** On-demand capacity: DynamoDB's {@code PAY_PER_REQUEST}. */
        PAY_PER_REQUEST,
        /** Provisioned capacity: {@link #readCapacityUnits()} and {@link #writeCapacityUnits()} for the table and each global index. */
        PROVISIONED
    }

    /** DynamoDB's {@code TableClass}. */
    enum TableClass {
        /** The default class. */
        STANDARD,
        /** Lower storage and higher request prices, for tables whose data is read rarely. */
        STANDARD_INFREQUENT_ACCESS
    }
}
