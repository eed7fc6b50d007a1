package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;

/**
 * UpdateTable (API Reference): billing mode and throughput, one global index created or deleted per call
 * (a new index is backfilled at once, described CREATING with Backfilling until the next DescribeTable),
 * index throughput, the stream specification and deletion protection.
 */
final class TableUpdates {

    private final Catalog catalog;
    private final TableOperations tables;

    TableUpdates(Catalog catalog, TableOperations tables) {
        this.catalog = catalog;
        this.tables = tables;
    }

    UpdateTableResponse updateTable(UpdateTableRequest request) {
        Constraints constraints = new Constraints().name(request.tableName(), "tableName")
                .oneOf(request.billingModeAsString(), "billingMode", TableDefinitions.BILLING_MODES);
        TableDefinitions.throughputMembers(constraints, request.provisionedThroughput(), "provisionedThroughput");
        TableSettingsRules.members(constraints, request.onDemandThroughput(), request.warmThroughput(),
                request.tableClassAsString(), true);
        constraints.check();
        if (request.hasVectorIndexUpdates()) {
            return VectorIndexes.update(catalog, request);
        }
        boolean anything = request.provisionedThroughput() != null || request.billingModeAsString() != null
                || request.hasGlobalSecondaryIndexUpdates() || request.streamSpecification() != null
                || request.deletionProtectionEnabled() != null || request.sseSpecification() != null
                || request.hasReplicaUpdates() || request.tableClassAsString() != null
                || request.onDemandThroughput() != null || request.warmThroughput() != null;
        if (!anything) {
            throw ServiceError.validation("At least one of ProvisionedThroughput, BillingMode, UpdateStreamEnabled, "
                    + "GlobalSecondaryIndexUpdates or SSESpecification or ReplicaUpdates is required");
        }
        if (request.hasReplicaUpdates()) {
            throw ServiceError.validation("Keyway Local does not support global tables (ReplicaUpdates)");
        }
        Table table = catalog.requireForTableOperation(request.tableName());
        Instant now = catalog.clock.instant();
        TableDefinitions.streamSpecification(request.streamSpecification());

        String billingMode = request.billingModeAsString() != null ? request.billingModeAsString() : table.billingMode;
        boolean payPerRequest = "PAY_PER_REQUEST".equals(billingMode);
        ProvisionedThroughput throughput = request.provisionedThroughput();
        if (payPerRequest && throughput != null) {
            TableDefinitions.billing(true, throughput);
        }
        boolean switchingToProvisioned = !payPerRequest && table.payPerRequest();
        if (switchingToProvisioned && throughput == null) {
            throw ServiceError.validation(TableDefinitions.INVALID
                    + "ProvisionedThroughput must be specified when BillingMode is PROVISIONED");
        }
        if (throughput != null && !switchingToProvisioned && throughput.readCapacityUnits().equals(table.readCapacityUnits)
                && throughput.writeCapacityUnits().equals(table.writeCapacityUnits)) {
            throw ServiceError.validation("The provisioned throughput for the table will not change. The requested value "
                    + "equals the current value. Current ReadCapacityUnits provisioned for the table: "
                    + table.readCapacityUnits + ". Requested ReadCapacityUnits: " + throughput.readCapacityUnits()
                    + ". Current WriteCapacityUnits provisioned for the table: " + table.writeCapacityUnits
                    + ". Requested WriteCapacityUnits: " + throughput.writeCapacityUnits() + ". Refer to the Amazon "
                    + "DynamoDB Developer Guide for current limits and how to request higher limits.");
        }

        List<GlobalSecondaryIndexUpdate> updates = request.hasGlobalSecondaryIndexUpdates()
                ? request.globalSecondaryIndexUpdates() : List.of();
        int createsOrDeletes = 0;
        Map<String, UpdateGlobalSecondaryIndexAction> throughputUpdates = new LinkedHashMap<>();
        CreateGlobalSecondaryIndexAction create = null;
        String delete = null;
        for (GlobalSecondaryIndexUpdate update : updates) {
            int actions = (update.create() != null ? 1 : 0) + (update.update() != null ? 1 : 0)
                    + (update.delete() != null ? 1 : 0);
            if (actions != 1) {
                throw ServiceError.validation(TableDefinitions.INVALID + "One of GlobalSecondaryIndexUpdate.Update, "
                        + "GlobalSecondaryIndexUpdate.Create, GlobalSecondaryIndexUpdate.Delete must not be null");
            }
            if (update.create() != null) {
                create = update.create();
                createsOrDeletes++;
            } else if (update.delete() != null) {
                new Constraints().name(update.delete().indexName(), "globalSecondaryIndexUpdates.member.delete.indexName")
                        .check();
                delete = update.delete().indexName();
                createsOrDeletes++;
            } else {
                UpdateGlobalSecondaryIndexAction action = update.update();
                if (throughputUpdates.put(action.indexName(), action) != null) {
                    throw ServiceError.validation(TableDefinitions.INVALID + "Only one global secondary index update per "
                            + "index is allowed simultaneously. Index: " + action.indexName());
                }
            }
        }
        if (createsOrDeletes > 1) {
            throw ServiceError.limitExceeded(
                    "Subscriber limit exceeded: Only 1 online index can be created or deleted simultaneously per table");
        }
        if (request.streamSpecification() != null) {
            boolean enable = request.streamSpecification().streamEnabled();
            if (enable && table.streamEnabled) {
                throw ServiceError.validation("Table already has an enabled stream: TableName: " + table.name);
            }
            if (!enable && !table.streamEnabled) {
                throw ServiceError.validation("Table does not have an enabled stream: TableName: " + table.name);
            }
        }

        // Everything below was checked before: now apply.
        SecondaryIndex created = create == null ? null : createIndex(table, create, request, payPerRequest);
        SecondaryIndex deleted = null;
        if (delete != null) {
            deleted = table.indexes.get(delete);
            if (deleted == null || !deleted.global) {
                throw ServiceError.resourceNotFound("Requested resource not found: Index: " + delete + " not found");
            }
        }
        for (UpdateGlobalSecondaryIndexAction action : throughputUpdates.values()) {
            SecondaryIndex index = table.indexes.get(action.indexName());
            if (index == null || !index.global) {
                throw ServiceError.resourceNotFound("Requested resource not found: Index: " + action.indexName() + " not found");
            }
            if (payPerRequest) {
                throw ServiceError.validation(TableDefinitions.INVALID + "ProvisionedThroughput should not be specified for "
                        + "index: " + action.indexName() + " when BillingMode is PAY_PER_REQUEST");
            }
            new Constraints().notNull(action.provisionedThroughput(),
                    "globalSecondaryIndexUpdates.member.update.provisionedThroughput").check();
        }
        if (switchingToProvisioned) {
            List<String> missing = new ArrayList<>();
            for (SecondaryIndex index : table.indexes.values()) {
                if (index.global && !throughputUpdates.containsKey(index.name) && index != deleted) {
                    missing.add(index.name);
                }
            }
            if (!missing.isEmpty()) {
                throw ServiceError.validation(TableDefinitions.INVALID + "ProvisionedThroughput must be specified for index: "
                        + String.join(",", missing));
            }
        }

        if (request.billingModeAsString() != null && !billingMode.equals(table.billingMode)) {
            table.billingMode = billingMode;
            if (payPerRequest) {
                table.lastUpdateToPayPerRequest = now;
                table.readCapacityUnits = null;
                table.writeCapacityUnits = null;
                table.indexes.values().forEach(index -> {
                    index.readCapacityUnits = null;
                    index.writeCapacityUnits = null;
                });
            }
        }
        if (throughput != null) {
            if (table.readCapacityUnits != null && (throughput.readCapacityUnits() > table.readCapacityUnits
                    || throughput.writeCapacityUnits() > table.writeCapacityUnits)) {
                table.lastIncrease = now;
            }
            if (table.readCapacityUnits != null && (throughput.readCapacityUnits() < table.readCapacityUnits
                    || throughput.writeCapacityUnits() < table.writeCapacityUnits)) {
                table.lastDecrease = now;
            }
            table.readCapacityUnits = throughput.readCapacityUnits();
            table.writeCapacityUnits = throughput.writeCapacityUnits();
        }
        for (UpdateGlobalSecondaryIndexAction action : throughputUpdates.values()) {
            SecondaryIndex index = table.indexes.get(action.indexName());
            index.readCapacityUnits = action.provisionedThroughput().readCapacityUnits();
            index.writeCapacityUnits = action.provisionedThroughput().writeCapacityUnits();
        }
        if (created != null) {
            table.attach(created);
            table.backfill(created);
            created.status = "CREATING";
        }
        if (deleted != null) {
            table.indexes.remove(deleted.name);
            dropUnusedAttributes(table);
        }
        if (request.deletionProtectionEnabled() != null) {
            table.deletionProtection = request.deletionProtectionEnabled();
        }
        TableSettingsRules.apply(table, request.onDemandThroughput(), request.warmThroughput(), request.tableClassAsString(),
                payPerRequest, now, true);
        StreamSpecification stream = request.streamSpecification();
        if (stream != null) {
            if (stream.streamEnabled()) {
                tables.enableStream(table, stream.streamViewTypeAsString());
            } else {
                table.streamEnabled = false;
                table.streamViewType = null;
                catalog.changes.disable(table.name);
            }
        }
        return UpdateTableResponse.builder()
                .tableDescription(TableDescriptions.describe(table, "UPDATING", deleted))
                .build();
    }

    private SecondaryIndex createIndex(Table table, CreateGlobalSecondaryIndexAction create, UpdateTableRequest request,
            boolean payPerRequest) {
        if (table.indexes.containsKey(create.indexName())) {
            throw ServiceError.validation("Attempting to create an index which already exists");
        }
        if (!request.hasAttributeDefinitions()) {
            throw ServiceError.validation(TableDefinitions.INVALID
                    + "AttributeDefinitions must be provided when creating a global secondary index");
        }
        Map<String, String> definitions = new LinkedHashMap<>();
        for (AttributeDefinition definition : request.attributeDefinitions()) {
            Constraints.checkEnum(definition.attributeTypeAsString(), "attributeDefinitions.member.attributeType",
                    List.of("B", "N", "S"));
            definitions.put(definition.attributeName(), definition.attributeTypeAsString());
        }
        SecondaryIndex index = TableDefinitions.globalIndex(create.indexName(),
                create.hasKeySchema() ? create.keySchema() : null, create.projection(), create.provisionedThroughput(),
                payPerRequest, "globalSecondaryIndexUpdates.1.member.create.", new ArrayList<>(definitions.keySet()),
                table.arn);
        for (String name : index.key.attributes()) {
            String existing = table.attributeTypes.get(name);
            if (existing != null && !existing.equals(definitions.get(name))) {
                throw ServiceError.validation(TableDefinitions.INVALID + "Attribute " + name + " is already defined with type "
                        + existing + "; it cannot be redefined as " + definitions.get(name));
            }
        }
        long globals = table.indexes.values().stream().filter(existing -> existing.global).count();
        if (globals >= TableDefinitions.MAX_GLOBAL_INDEXES) {
            throw ServiceError.limitExceeded("One or more parameter values were invalid: GlobalSecondaryIndex count exceeds "
                    + "the per-table limit of " + TableDefinitions.MAX_GLOBAL_INDEXES);
        }
        int projected = index.nonKeyAttributes.size();
        for (SecondaryIndex existing : table.indexes.values()) {
            projected += existing.nonKeyAttributes.size();
        }
        if (projected > TableDefinitions.MAX_PROJECTED_ATTRIBUTES) {
            throw TableDefinitions.projectedLimit(projected);
        }
        // Existing items whose new index key attributes have the wrong type would be index key violations;
        // DynamoDB leaves them out of the index, which the sparse rule below also does for missing ones.
        for (String name : index.key.attributes()) {
            table.attributeTypes.putIfAbsent(name, definitions.get(name));
        }
        return index;
    }

    private static void dropUnusedAttributes(Table table) {
        List<String> used = new ArrayList<>(table.key.attributes());
        table.indexes.values().forEach(index -> used.addAll(index.key.attributes()));
        table.attributeTypes.keySet().retainAll(used);
    }
}
