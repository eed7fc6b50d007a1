package dev.keyway.runtime;

import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.internal.query.CursorKeys;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * The key that signs query cursors (HMAC-SHA256), so that a cursor handed to a client comes back
 * unaltered or is refused ({@link InvalidCursorException}) before any request.
 *
 * <p>Set the key once at start-up — every process that serves the same API needs the same key,
 * or a cursor from one is refused by another:
 *
 * <pre>{@code
 * CursorSigning.useKey(secretBytes);                        // at least 16 bytes
 * CursorSigning.useKeys(newKey, previousKey);               // rotation: sign with the first, accept all
 * }</pre>
 *
 * <p>Without a call, the key comes from the system property {@code keyway.cursor.key} or the
 * environment variable {@code KEYWAY_CURSOR_KEY} (Base64), else a random key for this process
 * (cursors then work within one process only).
 *
 * <p>These are the process-wide keys, used by every repository built without its own: an
 * application that needs other keys for some repositories (two APIs in one JVM, a test) gives
 * them in a {@link KeywaySettings} instead ({@code KeywaySettings.defaults().withCursorKeys(...)}).
 */
public final class CursorSigning {

    /** The bytes of a signature appended to every cursor. */
    @InternalApi
    public static final int SIGNATURE_BYTES = CursorKeys.SIGNATURE_BYTES;

    private static volatile CursorKeys keys;

    private CursorSigning() {
    }

    /** Signs cursors with this key and accepts only cursors signed with it. */
    public static void useKey(byte[] key) {
        useKeys(key);
    }

    /** Signs cursors with the first key and accepts cursors signed with any of them (key rotation). */
    public static void useKeys(byte[]... keys) {
        CursorSigning.keys = CursorKeys.of(keys);
    }

    /** The signature of a cursor's payload with the current key. */
    @InternalApi
    public static byte[] sign(byte[] payload) {
        return keys().sign(payload);
    }

    /** Whether the signature is the payload's under any accepted key (compared in constant time). */
    @InternalApi
    public static boolean verify(byte[] payload, byte[] signature) {
        return keys().verify(payload, signature);
    }

    private static CursorKeys keys() {
        CursorKeys current = keys;
        if (current == null) {
            synchronized (CursorSigning.class) {
                if (keys == null) {
                    useKey(configuredKey());
                }
                current = keys;
            }
        }
        return current;
    }

    private static byte[] configuredKey() {
        String configured = System.getProperty("keyway.cursor.key", System.getenv("KEYWAY_CURSOR_KEY"));
        if (configured != null && !configured.isBlank()) {
            try {
                return Base64.getDecoder().decode(configured.trim());
            } catch (IllegalArgumentException notBase64) {
                return configured.getBytes(StandardCharsets.UTF_8);
            }
        }
        byte[] random = new byte[32];
        new SecureRandom().nextBytes(random);
        return random;
    }
}
