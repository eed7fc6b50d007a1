package dev.keyway.runtime.internal.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.CursorSigning;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.internal.NamedTable;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Cursors are signed: altered ones, and ones signed with another key, are refused. */
class CursorSigningTest {

    private static final byte[] KEY_A = "key-a-0123456789abcdef".getBytes(StandardCharsets.UTF_8);
    private static final byte[] KEY_B = "key-b-0123456789abcdef".getBytes(StandardCharsets.UTF_8);

    private final QuerySpec<Object> spec = new QuerySpec<>(new NamedTable<>("Shop"), AccessPatternSpec.onTable("Order.ordersOf"), "PK",
            "CUSTOMER#c1", "SK", false, false, null, 0, "", 0, false, false, null, null, null, null);
    private final Map<String, AttributeValue> key = Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"),
            "SK", AttributeValue.fromS("ORDER#1"));

    @AfterEach
    void randomKeyAgain() {
        CursorSigning.useKey(KEY_B); // other tests must not depend on key A
    }

    @Test
    void aCursorVerifiesUnderItsKeyOnly() {
        CursorSigning.useKey(KEY_A);
        String cursor = Cursors.encode(spec, key);
        assertEquals(key, Cursors.decode(spec, cursor));
        CursorSigning.useKey(KEY_B);
        InvalidCursorException refused = assertThrows(InvalidCursorException.class, () -> Cursors.decode(spec, cursor));
        assertTrue(refused.getMessage().contains("signed with another key"), refused.getMessage());
    }

    @Test
    void rotationAcceptsThePreviousKey() {
        CursorSigning.useKey(KEY_A);
        String old = Cursors.encode(spec, key);
        CursorSigning.useKeys(KEY_B, KEY_A);
        assertEquals(key, Cursors.decode(spec, old), "still accepted during rotation");
        String fresh = Cursors.encode(spec, key);
        CursorSigning.useKey(KEY_B);
        assertEquals(key, Cursors.decode(spec, fresh), "new cursors are signed with the new key");
    }

    @Test
    void anAlteredPayloadIsRefusedEvenWhenItStillParses() {
        CursorSigning.useKey(KEY_A);
        byte[] sealed = Base64.getUrlDecoder().decode(Cursors.encode(spec, key));
        for (int i = 0; i < sealed.length; i++) {
            byte[] altered = sealed.clone();
            altered[i] ^= 0x01;
            String forged = Base64.getUrlEncoder().withoutPadding().encodeToString(altered);
            assertThrows(InvalidCursorException.class, () -> Cursors.decode(spec, forged), "byte " + i);
        }
    }

    @Test
    void shortKeysAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> CursorSigning.useKey(new byte[8]));
    }
}
