package dev.keyway.runtime.internal.backfill;

import java.util.Arrays;
import java.util.Base64;
import java.util.function.BiFunction;
import java.util.zip.CRC32;

/**
 * The envelope of the texts a backfill hands to its caller (checkpoint tokens, report texts): URL-safe
 * Base64 of a payload followed by its CRC-32, which catches a truncated or mistyped text. Not a
 * signature: these texts are the operator's own output.
 */
public final class SealedText {

    private static final int CRC_BYTES = 4;

    private SealedText() {
    }

    /** The text of a payload. */
    public static String seal(byte[] payload) {
        byte[] text = Arrays.copyOf(payload, payload.length + CRC_BYTES);
        int crc = crc(payload);
        for (int i = 0; i < CRC_BYTES; i++) {
            text[payload.length + i] = (byte) (crc >>> (24 - 8 * i));
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(text);
    }

    /**
     * The payload of a text, checked.
     *
     * @param notOne  the reason given when the text is not Base64 at all ("it is not a checkpoint token")
     * @param invalid makes the exception for a damaged text from a reason and a cause
     */
    public static byte[] open(String text, String notOne, BiFunction<String, Throwable, RuntimeException> invalid) {
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw invalid.apply(notOne, e);
        }
        if (bytes.length <= CRC_BYTES) {
            throw invalid.apply("it is truncated", null);
        }
        byte[] payload = Arrays.copyOf(bytes, bytes.length - CRC_BYTES);
        int stored = 0;
        for (int i = payload.length; i < bytes.length; i++) {
            stored = stored << 8 | bytes[i] & 0xFF;
        }
        if (stored != crc(payload)) {
            throw invalid.apply("it is damaged (its checksum does not match)", null);
        }
        return payload;
    }

    private static int crc(byte[] payload) {
        CRC32 crc = new CRC32();
        crc.update(payload);
        return (int) crc.getValue();
    }
}
