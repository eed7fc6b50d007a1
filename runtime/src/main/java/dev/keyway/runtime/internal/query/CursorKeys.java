package dev.keyway.runtime.internal.query;

import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * The keys that sign and verify query cursors (HMAC-SHA256): the first signs, every one is
 * accepted (key rotation). The process-wide keys of {@code CursorSigning} are one such set; an
 * application's {@code KeywaySettings} may hold its own.
 */
public final class CursorKeys {

    /** The bytes of a signature appended to every cursor. */
    public static final int SIGNATURE_BYTES = 16;

    private static final String ALGORITHM = "HmacSHA256";

    private final List<SecretKeySpec> keys;

    private CursorKeys(List<SecretKeySpec> keys) {
        this.keys = keys;
    }

    /**
     * Keys signing with the first and accepting all.
     *
     * @throws IllegalArgumentException for no key, or a key of fewer than 16 bytes
     */
    public static CursorKeys of(byte[]... keys) {
        if (keys == null || keys.length == 0) {
            throw new IllegalArgumentException("give at least one key");
        }
        List<SecretKeySpec> specs = new ArrayList<>(keys.length);
        for (byte[] key : keys) {
            if (key == null || key.length < 16) {
                throw new IllegalArgumentException("a cursor key has at least 16 bytes");
            }
            specs.add(new SecretKeySpec(Arrays.copyOf(key, key.length), ALGORITHM));
        }
        return new CursorKeys(List.copyOf(specs));
    }

    /** The signature of a cursor's payload with the first key. */
    public byte[] sign(byte[] payload) {
        return mac(keys.get(0), payload);
    }

    /** Whether the signature is the payload's under any of the keys (compared in constant time). */
    public boolean verify(byte[] payload, byte[] signature) {
        boolean valid = false;
        for (SecretKeySpec key : keys) {
            valid |= MessageDigest.isEqual(mac(key, payload), signature);
        }
        return valid;
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
