package dev.keyway.processor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The processor declares itself to Gradle's incremental compilation as aggregating. */
class GradleRegistrationTest {

    @Test
    void registeredAsAnAggregatingProcessor() throws IOException {
        try (InputStream in = KeywayProcessor.class.getResourceAsStream("/META-INF/gradle/incremental.annotation.processors")) {
            assertNotNull(in, "the registration file is on the processor's classpath");
            assertEquals(KeywayProcessor.class.getName() + ",aggregating", new String(in.readAllBytes(), StandardCharsets.UTF_8).trim());
        }
    }
}
