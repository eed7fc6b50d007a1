package dev.keyway.local.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import software.amazon.awssdk.services.dynamodb.model.BatchStatementRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ParameterizedStatement;
import software.amazon.awssdk.services.dynamodb.model.Replica;

/**
 * Operations of the DynamoDB API that Keyway Local does not emulate answer a client error (HTTP 400) naming
 * the operation, never a server error and never a silent success.
 */
class UnsupportedOperationConformanceTest extends ConformanceSupport {

    private static void assertUnsupported(String operation, Executable call) {
        DynamoDbException error = assertThrows(DynamoDbException.class, call);
        assertEquals(400, error.statusCode(), () -> operation + ": " + error.getMessage());
        assertTrue(message(error).contains(operation), () -> "the message names " + operation + ": " + message(error));
    }

    @Test
    @DisplayName("PartiQL (ExecuteStatement, BatchExecuteStatement, ExecuteTransaction) is refused by name")
    void partiql() {
        createHashTable("Things");
        assertUnsupported("ExecuteStatement", () -> ddb.executeStatement(b -> b.statement("SELECT * FROM \"Things\"")));
        assertUnsupported("BatchExecuteStatement", () -> ddb.batchExecuteStatement(b -> b.statements(
                BatchStatementRequest.builder().statement("SELECT * FROM \"Things\" WHERE pk = 'a'").build())));
        assertUnsupported("ExecuteTransaction", () -> ddb.executeTransaction(b -> b.transactStatements(
                ParameterizedStatement.builder().statement("SELECT * FROM \"Things\" WHERE pk = 'a'").build())));
        assertEquals(0, ddb.scan(b -> b.tableName("Things")).count());
    }

    @Test
    @DisplayName("Backups, exports and global tables are refused by name")
    void backupsExportsGlobalTables() {
        createHashTable("Things");
        String arn = ddb.describeTable(b -> b.tableName("Things")).table().tableArn();
        assertUnsupported("CreateBackup", () -> ddb.createBackup(b -> b.tableName("Things").backupName("nightly")));
        assertUnsupported("ExportTableToPointInTime", () -> ddb.exportTableToPointInTime(b -> b.tableArn(arn).s3Bucket("bucket")));
        assertUnsupported("CreateGlobalTable", () -> ddb.createGlobalTable(b -> b.globalTableName("Things")
                .replicationGroup(Replica.builder().regionName("us-east-1").build())));
        assertUnsupported("EnableKinesisStreamingDestination", () -> ddb.enableKinesisStreamingDestination(b -> b.tableName("Things")
                .streamArn("arn:aws:kinesis:us-east-1:000000000000:stream/s")));
    }
}
