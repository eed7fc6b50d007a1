package dev.keyway.runtime.internal.backfill;

import dev.keyway.runtime.internal.key.KeyBytes;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BiFunction;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The text of a backfill checkpoint: where one segment of a scan stands, bound to the entity and
 * table it was made for. URL-safe Base64 of a version, the entity type, the table name, the
 * segment and segment count, the state and the last evaluated key, with a CRC-32 that catches
 * damage (a truncated or mistyped token). Version 1 is a plain backfill's; version 2 is followed
 * by flags (an adopting backfill reads other items than one that does not); version 3, written
 * only for a dry run or a segment with failed items, also ends with the keys of the items before
 * the position that failed (the first {@value #MAX_FAILED_KEYS}, then the count of the others), so
 * that a resumed backfill tries them again. Tokens of versions 1 and 2 read as before. Not signed:
 * a checkpoint is persisted by the application across processes, whose cursor-signing keys may
 * differ, and it can do no more than make a backfill skip or repeat part of the table.
 */
public final class CheckpointTokens {

    private static final int VERSION = 1;
    private static final int VERSION_WITH_FLAGS = 2;
    private static final int VERSION_WITH_FAILURES = 3;
    private static final int ADOPTS = 1;
    private static final int DRY_RUN = 2;
    /** The most keys of failed items a token holds; the others are only counted. */
    public static final int MAX_FAILED_KEYS = 100;
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
     * @param dryRun        whether the backfill writes nothing
     * @param failed        the keys of items before the position that failed, at most {@value #MAX_FAILED_KEYS}
     * @param failedNotKept how many more items failed whose keys are not kept
     */
    public record Position(String entityType, String tableName, int segment, int totalSegments,
                           Map<String, AttributeValue> after, boolean done, boolean adopts, boolean dryRun,
                           List<Map<String, AttributeValue>> failed, long failedNotKept) {

        /** Copies the keys; more than {@value #MAX_FAILED_KEYS} are counted in {@code failedNotKept}. */
        public Position {
            if (failed.size() > MAX_FAILED_KEYS) {
                failedNotKept += failed.size() - MAX_FAILED_KEYS;
                failed = failed.subList(0, MAX_FAILED_KEYS);
            }
            failed = List.copyOf(failed);
            if (failedNotKept < 0) {
                throw new IllegalArgumentException("failedNotKept " + failedNotKept);
            }
        }

        /** A position of a writing backfill without failed items. */
        public Position(String entityType, String tableName, int segment, int totalSegments,
                        Map<String, AttributeValue> after, boolean done, boolean adopts) {
            this(entityType, tableName, segment, totalSegments, after, done, adopts, false, List.of(), 0);
        }
    }

    /** The token of a position. */
    public static String encode(Position position) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(128);
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            boolean failures = !position.failed().isEmpty() || position.failedNotKept() > 0;
            int flags = (position.adopts() ? ADOPTS : 0) | (position.dryRun() ? DRY_RUN : 0);
            if (failures || position.dryRun()) {
                out.writeByte(VERSION_WITH_FAILURES);
                out.writeByte(flags);
            } else if (position.adopts()) {
                out.writeByte(VERSION_WITH_FLAGS);
                out.writeByte(flags);
            } else {
                out.writeByte(VERSION); // the token of a plain backfill is what it always was
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
            if (failures || position.dryRun()) {
                out.writeInt(position.failed().size());
                for (Map<String, AttributeValue> key : position.failed()) {
                    KeyBytes.write(out, key);
                }
                out.writeLong(position.failedNotKept());
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return SealedText.seal(bytes.toByteArray());
    }

    /**
     * The position a token holds.
     *
     * @param invalid makes the exception for a damaged token from a reason and a cause
     */
    public static Position decode(String token, BiFunction<String, Throwable, RuntimeException> invalid) {
        byte[] payload = SealedText.open(token, "it is not a checkpoint token", invalid);
        try (DataInputStream in = new DataInputStream(new ByteArrayInputStream(payload))) {
            int version = in.readUnsignedByte();
            if (version != VERSION && version != VERSION_WITH_FLAGS && version != VERSION_WITH_FAILURES) {
                throw invalid.apply("unknown checkpoint version", null);
            }
            int flags = version == VERSION ? 0 : in.readUnsignedByte();
            if ((flags & ~(version == VERSION_WITH_FAILURES ? ADOPTS | DRY_RUN : ADOPTS)) != 0) {
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
            List<Map<String, AttributeValue>> failed = new ArrayList<>();
            long failedNotKept = 0;
            if (version == VERSION_WITH_FAILURES) {
                int count = in.readInt();
                if (count < 0 || count > MAX_FAILED_KEYS) {
                    throw invalid.apply(count + " failed items", null);
                }
                for (int i = 0; i < count; i++) {
                    failed.add(KeyBytes.read(in, invalid));
                }
                failedNotKept = in.readLong();
                if (failedNotKept < 0) {
                    throw invalid.apply(failedNotKept + " failed items not kept", null);
                }
            }
            if (in.available() > 0) {
                throw invalid.apply("trailing bytes", null);
            }
            return new Position(entityType, tableName, segment, total, after, state == DONE, (flags & ADOPTS) != 0,
                    (flags & DRY_RUN) != 0, failed, failedNotKept);
        } catch (IOException e) {
            throw invalid.apply("it is truncated", e);
        }
    }
}
