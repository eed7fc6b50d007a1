package dev.keyway.runtime;

import dev.keyway.runtime.exception.InvalidCursorException;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

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
 */
public final class CursorSigning {

    /** The bytes of a signature appended to every cursor. */
    @InternalApi
    public static final int SIGNATURE_BYTES = 16;

    private static final String ALGORITHM = "HmacSHA256";
    private static volatile List<SecretKeySpec> keys;

    private CursorSigning() {
    }

    /** Signs cursors with this key and accepts only cursors signed with it. */
    public static void useKey(byte[] key) {
        useKeys(key);
    }

    /** Signs cursors with the first key and accepts cursors signed with any of them (key rotation). */
    public static void useKeys(byte[]... keys) {
        if (keys.length == 0) {
            throw new IllegalArgumentException("give at least one key");
        }
        List<SecretKeySpec> specs = new ArrayList<>(keys.length);
        for (byte[] key : keys) {
            if (key == null || key.length < 16) {
                throw new IllegalArgumentException("a cursor key has at least 16 bytes");
            }
            specs.add(new SecretKeySpec(Arrays.copyOf(key, key.length), ALGORITHM));
        }
        CursorSigning.keys = List.copyOf(specs);
    }

    /** The signature of a cursor's payload with the current key. */
    @InternalApi
    public static byte[] sign(byte[] payload) {
        return mac(keys().get(0), payload);
    }

    /** Whether the signature is the payload's under any accepted key (compared in constant time). */
    @InternalApi
    public static boolean verify(byte[] payload, byte[] signature) {
        boolean valid = false;
        for (SecretKeySpec key : keys()) {
            valid |= MessageDigest.isEqual(mac(key, payload), signature);
        }
        return valid;
    }

    private static List<SecretKeySpec> keys() {
        List<SecretKeySpec> current = keys;
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

    private static byte[] mac(SecretKeySpec key, byte[] payload) {
        try {
            Mac mac = Mac.getInstance(ALGORITHM);
            mac.init(key);
            return Arrays.copyOf(mac.doFinal(payload), SIGNATURE_BYTES);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is part of every Java platform", e);
        }
    }
}
