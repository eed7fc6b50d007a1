package org.example.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.layout.LayoutTable;
import dev.keyway.testing.KeywayLocalExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A package-private entity in a package that shares no prefix with its table class's. */
class TagLayoutTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void aTagInTheSharedTable(DynamoDbClient client) {
        TagRepository tags = new TagRepository(client);
        tags.createTable();
        tags.put(new Tag("urgent", "red"));
        assertEquals("red", tags.get("urgent").orElseThrow().color());
        assertEquals(LayoutTable.DEFINITION, TagSchema.INSTANCE.table());
        assertEquals(1, client.scan(request -> request.tableName(LayoutTable.NAME)).count());
    }
}
