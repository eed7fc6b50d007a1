package dev.keyway.it.layout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.testing.KeywayLocalExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Package-private entities of one table in a parent package, a child package and an unrelated
 * one: the table class (here, the first entity's package) compiles and works from each.
 */
class FolderLayoutTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void aFolderIsWrittenReadAndDeleted(DynamoDbClient client) {
        FolderRepository folders = new FolderRepository(client);
        folders.createTable();
        assertEquals(LayoutTable.NAME, folders.tableName());
        folders.put(new Folder("f1", "Reports"));
        assertEquals("Reports", folders.get("f1").orElseThrow().title());
        folders.delete("f1");
        assertTrue(folders.get("f1").isEmpty());
    }
}
