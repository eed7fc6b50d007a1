package dev.keyway.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The demo runs every access pattern on embedded DynamoDB Local and prints what came back. */
class SampleAppTest {

    @Test
    void demoWalksThroughTheAccessPatterns() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SampleApp.run(List.of("demo"), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        assertTrue(printed.contains("Ada Lovelace"), printed);
        assertTrue(printed.contains("grace@example.com"), printed);
        assertTrue(printed.contains("A-105"), printed);
        assertTrue(printed.contains("Customer PK=CUSTOMER#ada, SK=PROFILE already exists"), printed);
        assertTrue(printed.contains("SK     = ORDER#2024-05-01T09:00:00.000000000Z#A-100"), printed);
        assertTrue(printed.trim().endsWith("Done."), printed);
    }

    @Test
    void withoutACommandItPrintsUsage() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, SampleApp.run(List.of(), System.out, new PrintStream(err, true, StandardCharsets.UTF_8)));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("usage"));
    }
}
