package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.time.Duration;
import java.time.Instant;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoverySpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;

/**
 * UpdateContinuousBackups and DescribeContinuousBackups (API Reference): the point-in-time recovery
 * setting of a table and its recovery period (1 to 35 days, 35 unless given). Continuous backups
 * are ENABLED on every table from its creation. Keyway Local keeps the setting only: it takes no
 * backups and restores nothing ({@code RestoreTableToPointInTime} stays unsupported).
 */
final class ContinuousBackups {

    /** DescribeContinuousBackups: "LatestRestorableDateTime is typically 5 minutes before the current time". */
    static final Duration RESTORABLE_LAG = Duration.ofMinutes(5);
    static final int DEFAULT_RECOVERY_DAYS = 35;

    private final Catalog catalog;

    ContinuousBackups(Catalog catalog) {
        this.catalog = catalog;
    }

    UpdateContinuousBackupsResponse update(UpdateContinuousBackupsRequest request) {
        PointInTimeRecoverySpecification specification = request.pointInTimeRecoverySpecification();
        Constraints constraints = new Constraints().name(request.tableName(), "tableName")
                .notNull(specification, "pointInTimeRecoverySpecification");
        if (specification != null) {
            constraints.notNull(specification.pointInTimeRecoveryEnabled(),
                            "pointInTimeRecoverySpecification.pointInTimeRecoveryEnabled")
                    .atLeast(specification.recoveryPeriodInDays(), 1,
                            "pointInTimeRecoverySpecification.recoveryPeriodInDays")
                    .atMost(specification.recoveryPeriodInDays(), DEFAULT_RECOVERY_DAYS,
                            "pointInTimeRecoverySpecification.recoveryPeriodInDays");
        }
        constraints.check();
        Table table = table(request.tableName());
        if (specification.pointInTimeRecoveryEnabled()) {
            if (!table.pointInTimeRecovery) {
                table.pointInTimeRecoverySince = catalog.clock.instant();
            }
            table.pointInTimeRecovery = true;
            table.recoveryPeriodInDays = specification.recoveryPeriodInDays() != null
                    ? specification.recoveryPeriodInDays() : DEFAULT_RECOVERY_DAYS;
        } else {
            table.pointInTimeRecovery = false;
            table.pointInTimeRecoverySince = null;
        }
        return UpdateContinuousBackupsResponse.builder().continuousBackupsDescription(description(table)).build();
    }

    DescribeContinuousBackupsResponse describe(DescribeContinuousBackupsRequest request) {
        new Constraints().notNull(request.tableName(), "tableName").check();
        return DescribeContinuousBackupsResponse.builder().continuousBackupsDescription(description(table(request.tableName())))
                .build();
    }

    private Table table(String nameOrArn) {
        Table table = catalog.find(nameOrArn);
        if (table == null) { // these operations answer TableNotFoundException, not ResourceNotFoundException
            throw new ServiceError("TableNotFoundException", 400, "Table not found: " + nameOrArn);
        }
        return table;
    }

    private ContinuousBackupsDescription description(Table table) {
        PointInTimeRecoveryDescription.Builder recovery = PointInTimeRecoveryDescription.builder()
                .pointInTimeRecoveryStatus(table.pointInTimeRecovery ? "ENABLED" : "DISABLED");
        if (table.pointInTimeRecovery) {
            Instant now = catalog.clock.instant();
            Instant since = table.pointInTimeRecoverySince == null ? now : table.pointInTimeRecoverySince;
            Instant latest = now.minus(RESTORABLE_LAG).isBefore(since) ? since : now.minus(RESTORABLE_LAG);
            recovery.recoveryPeriodInDays(table.recoveryPeriodInDays).earliestRestorableDateTime(since)
                    .latestRestorableDateTime(latest);
        }
        return ContinuousBackupsDescription.builder().continuousBackupsStatus("ENABLED")
                .pointInTimeRecoveryDescription(recovery.build()).build();
    }
}
