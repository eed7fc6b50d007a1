package dev.keyway.it.repository;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.nesting.Folder;
import dev.keyway.it.nesting.FolderRepository;
import dev.keyway.it.nesting.FolderSchema;
import dev.keyway.it.support.CountingClient;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * A recursive record has no depth the compiler knows: its values are checked against DynamoDB's
 * nesting limit when written (31 lists and maps on any path, 32 levels with the value inside),
 * and one too deep is refused before any request, as DynamoDB would refuse it.
 */
class NestingLimitTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private CountingClient counting;
    private FolderRepository folders;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        counting = new CountingClient(client);
        folders = new FolderRepository(counting.client());
        folders.createTable();
    }

    /**
     * A chain of {@code levels} nodes; the last one's children are {@code leafChildren}. Each node
     * is a map and each children list a list: a chain of 16 whose leaf has no list nests 31.
     */
    private static Folder.Node chain(int levels, List<Folder.Node> leafChildren) {
        Folder.Node node = new Folder.Node("n" + levels, leafChildren);
        for (int level = levels - 1; level >= 1; level--) {
            node = new Folder.Node("n" + level, List.of(node));
        }
        return node;
    }

    @Test
    void thirtyOneListsAndMapsAreStoredAndReadBack() {
        Folder folder = new Folder("f1", chain(16, null));
        folders.put(folder);
        assertEquals(Optional.of(folder), folders.get("f1"));
    }

    @Test
    void oneMoreIsRefusedBeforeTheRequest() {
        int puts = counting.calls("putItem");
        InvalidAttributeValueException error = assertThrows(InvalidAttributeValueException.class,
                () -> folders.put(new Folder("f2", chain(16, List.of()))));
        assertEquals("Folder", error.entityType());
        assertEquals("root" + ".children[0]".repeat(15) + ".children", error.attribute());
        assertTrue(error.getMessage().contains("more than 31 lists and maps"), error.getMessage());
        assertEquals(puts, counting.calls("putItem"), "no request was sent");
        assertEquals(Optional.empty(), folders.get("f2"));
    }

    @Test
    void anUpdateSettingATooDeepValueIsRefusedToo() {
        folders.put(new Folder("f3", chain(2, null)));
        int updates = counting.calls("updateItem");
        assertThrows(InvalidAttributeValueException.class,
                () -> folders.update("f3").set(FolderSchema.ROOT, chain(17, null)).execute());
        assertEquals(updates, counting.calls("updateItem"), "no request was sent");
        assertEquals(chain(16, null), folders.update("f3").set(FolderSchema.ROOT, chain(16, null)).execute().root());
    }

    @Test
    void dynamoDbRefusesTheSameDepthItself() {
        // What the check spares the caller: the item Keyway refuses, sent by hand, is refused by DynamoDB.
        DynamoDbException refused = assertThrows(DynamoDbException.class, () -> client.putItem(put -> put.tableName("Folders")
                .item(withEmptyListAtTheLeaf(FolderSchema.INSTANCE.toItem(new Folder("f4", chain(16, null)))))));
        assertTrue(refused.getMessage().contains("Nesting Levels have exceeded supported limits"), refused.getMessage());
    }

    /** The item with an empty children list added to its deepest node: the 32nd list. */
    private static Map<String, AttributeValue> withEmptyListAtTheLeaf(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> copy = new java.util.HashMap<>(item);
        copy.put("root", withEmptyList(item.get("root")));
        return copy;
    }

    private static AttributeValue withEmptyList(AttributeValue node) {
        Map<String, AttributeValue> fields = new java.util.HashMap<>(node.m());
        AttributeValue children = fields.get("children");
        if (children == null) {
            fields.put("children", AttributeValue.fromL(List.of()));
        } else {
            fields.put("children", AttributeValue.fromL(List.of(withEmptyList(children.l().get(0)))));
        }
        return AttributeValue.fromM(fields);
    }
}
