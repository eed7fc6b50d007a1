package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.stream.TableChanges.StreamIdentity;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/** CreateTable, DeleteTable, DescribeTable and ListTables. */
final class TableOperations {

    private final Catalog catalog;

    TableOperations(Catalog catalog) {
        this.catalog = catalog;
    }

    CreateTableResponse createTable(CreateTableRequest request) {
        Table table = TableDefinitions.create(request, catalog.clock.instant());
        if (request.hasTags()) {
            Tags.check(request.tags(), "tags");
            for (Tag tag : request.tags()) {
                table.tags.put(tag.key(), tag.value());
            }
        }
        if (catalog.tables.containsKey(table.name)) {
            throw ServiceError.resourceInUse("Table already exists: " + table.name);
        }
        catalog.tables.put(table.name, table);
        StreamSpecification stream = request.streamSpecification();
        if (stream != null && Boolean.TRUE.equals(stream.streamEnabled())) {
            enableStream(table, stream.streamViewTypeAsString());
        }
        // The answer says CREATING; the table is usable at once and every later description says ACTIVE.
        CreateTableResponse response = CreateTableResponse.builder()
                .tableDescription(TableDescriptions.describe(table, "CREATING", null)).build();
        table.status = "ACTIVE";
        return response;
    }

    void enableStream(Table table, String viewType) {
        StreamIdentity identity = catalog.changes.enable(table.name, table.arn, table.key.schema(),
                software.amazon.awssdk.services.dynamodb.model.StreamViewType.fromValue(viewType));
        table.streamEnabled = true;
        table.streamViewType = viewType;
        table.streamArn = identity.arn();
        table.streamLabel = identity.label();
    }

    DeleteTableResponse deleteTable(DeleteTableRequest request) {
        Table table = catalog.requireForTableOperation(request.tableName());
        if (table.deletionProtection) {
            throw ServiceError.validation("1 validation error detected: Table '" + table.name
                    + "' can't be deleted while DeletionProtectionEnabled is set to True");
        }
        DeleteTableResponse response = DeleteTableResponse.builder()
                .tableDescription(TableDescriptions.describe(table, "DELETING", null)).build();
        catalog.tables.remove(table.name);
        if (table.streamEnabled) {
            catalog.changes.disable(table.name);
        }
        return response;
    }

    DescribeTableResponse describeTable(DescribeTableRequest request) {
        Table table = catalog.requireForTableOperation(request.tableName());
        DescribeTableResponse response = DescribeTableResponse.builder()
                .table(TableDescriptions.describe(table, table.status, null)).build();
        // A new index shows CREATING (backfilling) in the UpdateTable answer and the first description after
        // it; from the next description on it is ACTIVE.
        for (SecondaryIndex index : table.indexes.values()) {
            if ("CREATING".equals(index.status)) {
                index.creatingDescriptions++;
                index.status = "ACTIVE";
            }
        }
        return response;
    }

    ListTablesResponse listTables(ListTablesRequest request) {
        new Constraints().atLeast(request.limit(), 1, "limit").atMost(request.limit(), 100, "limit")
                .check();
        if (request.exclusiveStartTableName() != null) {
            new Constraints().name(request.exclusiveStartTableName(), "exclusiveStartTableName").check();
        }
        int limit = request.limit() == null ? 100 : request.limit();
        List<String> names = new ArrayList<>();
        String last = null;
        boolean more = false;
        for (Map.Entry<String, Table> entry : catalog.tables.entrySet()) {
            String name = entry.getKey();
            if (request.exclusiveStartTableName() != null && name.compareTo(request.exclusiveStartTableName()) <= 0) {
                continue;
            }
            if (names.size() == limit) {
                more = true;
                break;
            }
            names.add(name);
            last = name;
        }
        return ListTablesResponse.builder().tableNames(names).lastEvaluatedTableName(more ? last : null).build();
    }
}
