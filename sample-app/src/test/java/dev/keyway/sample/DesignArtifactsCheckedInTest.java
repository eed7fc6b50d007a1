package dev.keyway.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The design artifacts checked in under {@code design/} beside the README are the ones the
 * processor writes on this build ({@code design/screenshot.sh} copies them and takes the
 * screenshot the README shows).
 */
class DesignArtifactsCheckedInTest {

    @ParameterizedTest
    @ValueSource(strings = {"SaasTable.html", "SaasTable.workbench.json"})
    void theCheckedInCopyIsWhatTheBuildWrites(String file) throws IOException {
        String generated;
        try (InputStream in = DesignArtifactsCheckedInTest.class.getResourceAsStream("/dev/keyway/sample/model/" + file)) {
            assertNotNull(in, file + " is not on the classpath");
            generated = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertEquals(generated, Files.readString(Path.of("design", file)),
                "sample-app/design/" + file + " is not what the processor writes: run sample-app/design/screenshot.sh");
    }

    @ParameterizedTest
    @ValueSource(strings = {"design/SaasTable.html", "design/SaasTable.workbench.json", "design/SaasTable.png"})
    void theReadmeLinksTheArtifacts(String file) throws IOException {
        assertTrue(Files.isRegularFile(Path.of(file)), file);
        assertTrue(Files.readString(Path.of("README.md")).contains("(" + file + ")"), "README.md links " + file);
    }
}
