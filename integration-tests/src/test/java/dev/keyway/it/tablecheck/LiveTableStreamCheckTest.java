package dev.keyway.it.tablecheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.codegen.orders.Shop4Table;
import dev.keyway.it.streams.forum.ForumTable;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import dev.keyway.tools.TableDifference.Kind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * README "Checking a live table against the design": the stream of {@code @Entity(stream = ...)} is compared
 * when the design declares one (a live table without it, or recording another view, is a {@code TABLE_SETTING}
 * with its fix); a stream the design does not declare is other code's, not a difference.
 */
class LiveTableStreamCheckTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static TableCheckReport forum(DynamoDbClient client, String table) {
        return TableCheck.of(ForumTable.DEFINITION, ForumTable.schemas()).run(client, table);
    }

    @Test
    void aTableCreatedWithTheDesignsStreamIsClean(DynamoDbClient client) {
        ForumTable.DEFINITION.createIfMissing(client, "Forum-streamed");
        TableCheckReport report = forum(client, "Forum-streamed");
        assertTrue(report.clean(), report::toText);
    }

    @Test
    void aTableWithoutTheDesignsStreamIsReportedWithTheRequestThatTurnsItOn(DynamoDbClient client) {
        client.createTable(ForumTable.DEFINITION.createTableRequest("Forum-quiet").toBuilder()
                .streamSpecification((software.amazon.awssdk.services.dynamodb.model.StreamSpecification) null).build());
        TableCheckReport report = forum(client, "Forum-quiet");
        assertEquals(1, report.differences().size(), report::toText);
        TableDifference stream = report.differences(Kind.TABLE_SETTING).get(0);
        assertEquals("stream: design NEW_AND_OLD_IMAGES, live off", stream.detail());
        assertTrue(stream.fix().startsWith("UpdateTable with the design's StreamSpecification"), stream.fix());
        client.updateTable(request -> request.tableName("Forum-quiet").streamSpecification(spec -> spec.streamEnabled(true)
                .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)));
        assertTrue(forum(client, "Forum-quiet").clean(), () -> forum(client, "Forum-quiet").toText());
    }

    @Test
    void aStreamOfAnotherViewIsReported(DynamoDbClient client) {
        client.createTable(ForumTable.DEFINITION.createTableRequest("Forum-keys").toBuilder()
                .streamSpecification(spec -> spec.streamEnabled(true).streamViewType(StreamViewType.KEYS_ONLY)).build());
        TableCheckReport report = forum(client, "Forum-keys");
        TableDifference stream = report.differences(Kind.TABLE_SETTING).get(0);
        assertEquals("stream: design NEW_AND_OLD_IMAGES, live KEYS_ONLY", stream.detail());
        assertTrue(stream.fix().contains("turn the stream off, then on with the design's view"), stream.fix());
    }

    @Test
    void aStreamTheDesignDoesNotDeclareIsNoDifference(DynamoDbClient client) {
        CreateTableRequest plain = Shop4Table.DEFINITION.createTableRequest("Shop4-streamed");
        client.createTable(plain.toBuilder()
                .streamSpecification(spec -> spec.streamEnabled(true).streamViewType(StreamViewType.NEW_IMAGE)).build());
        TableCheckReport report = TableCheck.of(Shop4Table.DEFINITION, Shop4Table.schemas()).run(client, "Shop4-streamed");
        assertTrue(report.clean(), report::toText);
    }
}
