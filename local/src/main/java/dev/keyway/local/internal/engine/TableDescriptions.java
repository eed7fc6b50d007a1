package dev.keyway.local.internal.engine;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** Builds the TableDescription DynamoDB answers for a table (API Reference, TableDescription). */
final class TableDescriptions {

    private TableDescriptions() {
    }

    /**
     * @param status the table status to show (CREATING, ACTIVE, UPDATING, DELETING)
     * @param deleting the index being deleted (already gone from the table), or {@code null}
     */
    static TableDescription describe(Table table, String status, SecondaryIndex deleting) {
        TableDescription.Builder builder = TableDescription.builder()
                .tableName(table.name)
                .tableArn(table.arn)
                .tableId(table.id)
                .tableStatus(status)
                .creationDateTime(table.created)
                .keySchema(table.key.schema())
                .attributeDefinitions(attributeDefinitions(table))
                .itemCount(table.items.count())
                .tableSizeBytes(table.sizeBytes)
                .provisionedThroughput(throughput(table.readCapacityUnits, table.writeCapacityUnits, table.lastIncrease,
                        table.lastDecrease))
                .deletionProtectionEnabled(table.deletionProtection);
        if (table.lastUpdateToPayPerRequest != null) {
            builder.billingModeSummary(BillingModeSummary.builder().billingMode(table.billingMode)
                    .lastUpdateToPayPerRequestDateTime(table.lastUpdateToPayPerRequest).build());
        }
        List<LocalSecondaryIndexDescription> locals = new ArrayList<>();
        List<GlobalSecondaryIndexDescription> globals = new ArrayList<>();
        for (SecondaryIndex index : table.indexes.values()) {
            if (index.global) {
                // Indexes created with their table are CREATING in the CreateTable answer, without a backfill.
                boolean tableCreating = "CREATING".equals(status);
                globals.add(global(index, tableCreating ? "CREATING" : index.status,
                        !tableCreating && "CREATING".equals(index.status)));
            } else {
                locals.add(LocalSecondaryIndexDescription.builder()
                        .indexName(index.name)
                        .keySchema(index.key.schema())
                        .projection(projection(index))
                        .indexSizeBytes(index.sizeBytes)
                        .itemCount(index.entries.count())
                        .indexArn(index.arn)
                        .build());
            }
        }
        if (deleting != null) {
            globals.add(global(deleting, "DELETING", false));
        }
        if (!locals.isEmpty()) {
            builder.localSecondaryIndexes(locals);
        }
        if (!globals.isEmpty()) {
            builder.globalSecondaryIndexes(globals);
        }
        if (!table.vectorIndexes.isEmpty()) {
            builder.vectorIndexes(VectorIndexes.describe(table));
        }
        if (table.streamEnabled) {
            builder.streamSpecification(StreamSpecification.builder().streamEnabled(true)
                    .streamViewType(table.streamViewType).build());
        }
        if (table.streamArn != null) {
            builder.latestStreamArn(table.streamArn).latestStreamLabel(table.streamLabel);
        }
        TableSettingsRules.describe(table, builder);
        return builder.build();
    }

    private static GlobalSecondaryIndexDescription global(SecondaryIndex index, String status, boolean backfilling) {
        GlobalSecondaryIndexDescription.Builder builder = GlobalSecondaryIndexDescription.builder()
                .indexName(index.name)
                .keySchema(index.key.schema())
                .projection(projection(index))
                .indexStatus(status)
                .provisionedThroughput(throughput(index.readCapacityUnits, index.writeCapacityUnits, null, null))
                .indexSizeBytes(index.sizeBytes)
                .itemCount(index.entries.count())
                .indexArn(index.arn);
        if (backfilling) {
            builder.backfilling(true);
        }
        return builder.build();
    }

    private static Projection projection(SecondaryIndex index) {
        Projection.Builder builder = Projection.builder().projectionType(index.projectionType);
        if (!index.nonKeyAttributes.isEmpty()) {
            builder.nonKeyAttributes(index.nonKeyAttributes);
        }
        return builder.build();
    }

    private static ProvisionedThroughputDescription throughput(Long read, Long write, Instant increased,
            Instant decreased) {
        return ProvisionedThroughputDescription.builder()
                .numberOfDecreasesToday(0L)
                .readCapacityUnits(read == null ? 0L : read)
                .writeCapacityUnits(write == null ? 0L : write)
                .lastIncreaseDateTime(increased)
                .lastDecreaseDateTime(decreased)
                .build();
    }

    private static List<AttributeDefinition> attributeDefinitions(Table table) {
        List<AttributeDefinition> definitions = new ArrayList<>();
        table.attributeTypes.forEach((name, type) ->
                definitions.add(AttributeDefinition.builder().attributeName(name).attributeType(type).build()));
        return definitions;
    }
}
