package dev.keyway.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.processor.diagnostic.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Every catalogue message has a unique tag, and the README's table lists each one. */
class CatalogueDocumentedTest {

    @Test
    void tagsAreUniqueAndDocumented() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        Set<String> tags = new HashSet<>();
        for (Message message : Message.values()) {
            assertTrue(tags.add(message.tag()), "duplicate tag " + message.tag());
            assertTrue(readme.contains("| " + message.tag() + " |"), "README lacks " + message.tag());
        }
        assertEquals(Message.values().length, tags.size());
    }
}
