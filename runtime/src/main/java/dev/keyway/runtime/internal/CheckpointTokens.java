package dev.keyway.runtime.internal;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.Arrays;
import java.util.Base64;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.zip.CRC32;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The text of a backfill checkpoint: where one segment of a scan stands, bound to the entity and
 * table it was made for. URL-safe Base64 of a version (2, followed by flags, for a backfill that
 * adopts untyped items: it reads other items than one that does not), the entity type, the table
 * name, the segment and segment count, the state and the last evaluated key, with a CRC-32 that catches
 * damage (a truncated or mistyped token). Not signed: a checkpoint is persisted by the
 * application across processes, whose cursor-signing keys may differ, and it can do no more
 * than make a backfill skip or repeat part of the table.
 */
public final class CheckpointTokens {

    private static final int VERSION = 1;
    private static final int VERSION_WITH_FLAGS = 2;
    private static final int ADOPTS = 1;
    private static final int STARTED = 0;
    private static final int AFTER = 1;
    private static final int DONE = 2;

    private CheckpointTokens() {
    }

    /**
     * One segment's position.
     *
     * @param entityType    the entity backfilled
     * @param tableName     the table it was read from
     * @param segment       the segment, from 0
     * @param totalSegments the number of segments of the scan
     * @param after         the key to continue after, or {@code null} at the beginning or when done
     * @param done          whether the segment has nothing left to read
     * @param adopts        whether the backfill also adopts items without a type attribute
     */
    public record Position(String entityType, String tableName, int segment, int totalSegments,
                           Map<String, AttributeValue> after, boolean done, boolean adopts) {
    }

    /** The token of a position. */
    public static String encode(Position position) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            if (position.adopts()) {
                out.writeByte(VERSION_WITH_FLAGS);
                out.writeByte(ADOPTS);
            } else {
                out.writeByte(VERSION);
            }
            out.writeUTF(position.entityType());
            out.writeUTF(position.tableName());
            out.writeInt(position.totalSegments());
            out.writeInt(position.segment());
            if (position.done()) {
                out.writeByte(DONE);
            } else if (position.after() == null) {
                out.writeByte(STARTED);
            } else {
                out.writeByte(AFTER);
                KeyBytes.write(out, position.after());
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        byte[] payload = bytes.toByteArray();
        byte[] token = Arrays.copyOf(payload, payload.length + 4);
        int crc = crc(payload);
        for (int i = 0; i < 4; i++) {
            token[payload.length + i] = (byte) (crc >>> (24 - 8 * i));
        }
        return Base64.getUrlEncoder().withoutPadding().encodeToString(token);
    }

    /**
     * The position a token holds.
     *
     * @param invalid makes the exception for a damaged token from a reason and a cause
     */
    public static Position decode(String token, BiFunction<String, Throwable, RuntimeException> invalid) {
        byte[] bytes;
        try {
            bytes = Base64.getUrlDecoder().decode(token);
        } catch (IllegalArgumentException e) {
            throw invalid.apply("it is not a checkpoint token", e);
        }
        if (bytes.length < 5) {
            throw invalid.apply("it is truncated", null);
        }
        byte[] payload = Arrays.copyOf(bytes, bytes.length - 4);
        int stored = 0;
        for (int i = bytes.length - 4; i < bytes.length; i++) {
            stored = stored << 8 | bytes[i] & 0xFF;
        }
        if (stored != crc(payload)) {
            throw invalid.apply("it is damaged (its checksum does not match)", null);
        }
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload))) {
            int version = in.readUnsignedByte();
            if (version != VERSION && version != VERSION_WITH_FLAGS) {
                throw invalid.apply("unknown checkpoint version", null);
            }
            int flags = version == VERSION ? 0 : in.readUnsignedByte();
            if ((flags & ~ADOPTS) != 0) {
                throw invalid.apply("unknown checkpoint flags", null);
            }
            String entityType = in.readUTF();
            String tableName = in.readUTF();
            int total = in.readInt();
            int segment = in.readInt();
            if (total < 1 || segment < 0 || segment >= total) {
                throw invalid.apply("segment " + segment + " of " + total, null);
            }
            int state = in.readUnsignedByte();
            Map<String, AttributeValue> after = switch (state) {
                case AFTER -> KeyBytes.read(in, invalid);
                case STARTED, DONE -> null;
                default -> throw invalid.apply("unknown segment state", null);
            };
            if (in.available() > 0) {
                throw invalid.apply("trailing bytes", null);
            }
            return new Position(entityType, tableName, segment, total, after, state == DONE, (flags & ADOPTS) != 0);
        } catch (IOException e) {
            throw invalid.apply("it is truncated", e);
        }
    }

    private static int crc(byte[] payload) {
        CRC32 crc = new CRC32();
        crc.update(payload);
        return (int) crc.getValue();
    }
}
