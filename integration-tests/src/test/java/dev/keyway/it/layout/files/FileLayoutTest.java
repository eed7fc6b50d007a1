package dev.keyway.it.layout.files;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.it.layout.LayoutTable;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A package-private entity in a child package of its table class's package. */
class FileLayoutTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void filesOfAFolder(DynamoDbClient client) {
        LayoutTable.createIfMissing(client);
        FileRepository files = new FileRepository(client);
        files.put(new File("f1", "b.txt", 20));
        files.put(new File("f1", "a.txt", 10));
        files.put(new File("f2", "c.txt", 30));
        assertEquals(List.of("a.txt", "b.txt"), files.filesOf("f1").stream().map(File::name).toList());
        assertEquals(30, files.get("f2", "c.txt").orElseThrow().size());
    }
}
