package dev.keyway.runtime.internal.backfill;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Backfill checkpoint tokens read back exactly, and damaged ones are refused, never misread. */
class CheckpointTokensTest {

    private static final Map<String, AttributeValue> KEY = Map.of("PK", AttributeValue.fromS("TICKET#t7 é"),
            "SK", AttributeValue.fromS("TICKET"));

    private static IllegalArgumentException invalid(String reason, Throwable cause) {
        return new IllegalArgumentException(reason, cause);
    }

    @Test
    void everyStateReadsBack() {
        for (CheckpointTokens.Position position : new CheckpointTokens.Position[] {
                new CheckpointTokens.Position("Ticket", "Tickets", 0, 1, null, false, false),
                new CheckpointTokens.Position("Ticket", "Tickets-staging", 3, 8, KEY, false, false),
                new CheckpointTokens.Position("Ticket", "Tickets", 7, 8, null, true, false),
                new CheckpointTokens.Position("Ticket", "Tickets", 2, 8, KEY, false, true),
                new CheckpointTokens.Position("Ticket", "Tickets", 7, 8, null, true, true)}) {
            String token = CheckpointTokens.encode(position);
            assertTrue(token.matches("[A-Za-z0-9_-]+"), "URL-safe: " + token);
            assertEquals(position, CheckpointTokens.decode(token, CheckpointTokensTest::invalid));
        }
        assertNull(CheckpointTokens.decode(CheckpointTokens.encode(
                new CheckpointTokens.Position("T", "T", 0, 2, null, true, false)), CheckpointTokensTest::invalid).after());
    }

    @Test
    void aPlainBackfillsTokenIsOfVersionOneAsBefore() {
        byte[] plain = Base64.getUrlDecoder().decode(CheckpointTokens.encode(
                new CheckpointTokens.Position("Ticket", "Tickets", 3, 8, KEY, false, false)));
        byte[] adopting = Base64.getUrlDecoder().decode(CheckpointTokens.encode(
                new CheckpointTokens.Position("Ticket", "Tickets", 3, 8, KEY, false, true)));
        assertEquals(1, plain[0]);
        assertEquals(2, adopting[0]);
        assertEquals(plain.length + 1, adopting.length, "one byte of flags");
    }

    /** Issue #24, section 1: a checkpoint carries the keys of the failed items before it, and a dry run's flag. */
    @Test
    void failedItemsAndDryRunsReadBackInVersionThree() {
        Map<String, AttributeValue> other = Map.of("PK", AttributeValue.fromS("TICKET#t9"), "SK",
                AttributeValue.fromS("TICKET"));
        for (CheckpointTokens.Position position : new CheckpointTokens.Position[] {
                new CheckpointTokens.Position("Ticket", "Tickets", 3, 8, KEY, false, false, false, List.of(KEY, other), 0),
                new CheckpointTokens.Position("Ticket", "Tickets", 7, 8, null, true, true, false, List.of(other), 12),
                new CheckpointTokens.Position("Ticket", "Tickets", 0, 1, null, false, false, true, List.of(), 0)}) {
            String token = CheckpointTokens.encode(position);
            assertEquals(3, Base64.getUrlDecoder().decode(token)[0]);
            assertEquals(position, CheckpointTokens.decode(token, CheckpointTokensTest::invalid));
        }
        List<Map<String, AttributeValue>> many = new ArrayList<>();
        for (int i = 0; i < CheckpointTokens.MAX_FAILED_KEYS + 5; i++) {
            many.add(Map.of("PK", AttributeValue.fromS("TICKET#t" + i), "SK", AttributeValue.fromS("TICKET")));
        }
        CheckpointTokens.Position kept = CheckpointTokens.decode(CheckpointTokens.encode(
                new CheckpointTokens.Position("Ticket", "Tickets", 0, 1, KEY, false, false, false, many, 1)),
                CheckpointTokensTest::invalid);
        assertEquals(CheckpointTokens.MAX_FAILED_KEYS, kept.failed().size());
        assertEquals(6, kept.failedNotKept(), "the keys beyond the first 100 are counted");
    }

    @Test
    void aTokenOfVersionThreeIsCheckedLikeTheOthers() {
        byte[] token = Base64.getUrlDecoder().decode(CheckpointTokens.encode(new CheckpointTokens.Position("Ticket",
                "Tickets", 3, 8, KEY, false, true, false, List.of(KEY), 2)));
        for (int i = 0; i < token.length; i++) {
            byte[] damaged = token.clone();
            damaged[i] ^= 0x10;
            String text = Base64.getUrlEncoder().withoutPadding().encodeToString(damaged);
            assertThrows(IllegalArgumentException.class, () -> CheckpointTokens.decode(text, CheckpointTokensTest::invalid),
                    "byte " + i);
        }
    }

    @Test
    void everyDamagedByteIsNoticed() {
        for (boolean adopts : new boolean[] {false, true}) {
            everyDamagedByteIsNoticed(adopts);
        }
    }

    private static void everyDamagedByteIsNoticed(boolean adopts) {
        byte[] token = Base64.getUrlDecoder().decode(CheckpointTokens.encode(
                new CheckpointTokens.Position("Ticket", "Tickets", 3, 8, KEY, false, adopts)));
        for (int i = 0; i < token.length; i++) {
            byte[] damaged = token.clone();
            damaged[i] ^= 0x10;
            String text = Base64.getUrlEncoder().withoutPadding().encodeToString(damaged);
            assertThrows(IllegalArgumentException.class, () -> CheckpointTokens.decode(text, CheckpointTokensTest::invalid),
                    "byte " + i);
        }
        for (int length = 0; length < token.length; length++) {
            String truncated = Base64.getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(token, length));
            assertThrows(IllegalArgumentException.class,
                    () -> CheckpointTokens.decode(truncated, CheckpointTokensTest::invalid), "length " + length);
        }
        assertThrows(IllegalArgumentException.class, () -> CheckpointTokens.decode("not base64!", CheckpointTokensTest::invalid));
    }
}
