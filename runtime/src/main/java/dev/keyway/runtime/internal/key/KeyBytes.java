package dev.keyway.runtime.internal.key;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiFunction;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Writes a DynamoDB key (a last evaluated key: string, number or binary attributes) as bytes and
 * reads it back, for query cursors and backfill checkpoints. Reading checks every length against
 * what is left, so damaged input fails with the caller's exception rather than an
 * {@code OutOfMemoryError} or a wrong key.
 */
public final class KeyBytes {

    private KeyBytes() {
    }

    /** Writes the key's attributes: count, then name, type and value of each. */
    public static void write(DataOutputStream out, Map<String, AttributeValue> key) throws IOException {
        out.writeByte(key.size());
        for (Map.Entry<String, AttributeValue> entry : key.entrySet()) {
            out.writeUTF(entry.getKey());
            AttributeValue value = entry.getValue();
            if (value.s() != null) {
                out.writeByte('S');
                writeText(out, value.s());
            } else if (value.n() != null) {
                out.writeByte('N');
                writeText(out, value.n());
            } else if (value.b() != null) {
                out.writeByte('B');
                byte[] b = value.b().asByteArray();
                out.writeInt(b.length);
                out.write(b);
            } else {
                throw new IllegalStateException("key attribute " + entry.getKey() + " is not S, N or B");
            }
        }
    }

    /**
     * Reads a key {@link #write} wrote.
     *
     * @param invalid makes the exception for damaged input from a reason and a cause (may be {@code null})
     */
    public static Map<String, AttributeValue> read(DataInputStream in, BiFunction<String, Throwable, RuntimeException> invalid)
            throws IOException {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        int count = in.readUnsignedByte();
        for (int i = 0; i < count; i++) {
            String name = in.readUTF();
            int type = in.readUnsignedByte();
            AttributeValue value = switch (type) {
                case 'S' -> AttributeValue.fromS(readText(in, invalid));
                case 'N' -> AttributeValue.fromN(readText(in, invalid));
                case 'B' -> AttributeValue.fromB(SdkBytes.fromByteArray(readBytes(in, invalid)));
                default -> throw invalid.apply("unknown attribute type", null);
            };
            key.put(name, value);
        }
        return key;
    }

    private static void writeText(DataOutputStream out, String text) throws IOException {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(utf8.length);
        out.write(utf8);
    }

    private static byte[] readBytes(DataInputStream in, BiFunction<String, Throwable, RuntimeException> invalid)
            throws IOException {
        int length = in.readInt();
        if (length < 0 || length > in.available()) {
            throw invalid.apply("truncated", null);
        }
        return in.readNBytes(length);
    }

    private static String readText(DataInputStream in, BiFunction<String, Throwable, RuntimeException> invalid)
            throws IOException {
        byte[] utf8 = readBytes(in, invalid);
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(utf8))
                    .toString();
        } catch (CharacterCodingException e) {
            throw invalid.apply("it holds text that is not UTF-8", e);
        }
    }
}
