package dev.keyway.runtime.backfill;

import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.backfill.SealedText;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.DeflaterOutputStream;
import java.util.zip.InflaterInputStream;

/**
 * The text of a {@link BackfillReport}, so that the reports of workers in other processes reach
 * the step that combines them: URL-safe Base64 of the deflated report (a version, entity, table,
 * flags, scope, counts, samples, failures as key, reason and the exception's type and message,
 * unmatched keys, checkpoint tokens) and a CRC-32 of it that catches damage. Not signed, like a
 * checkpoint: it is the operator's own output. Texts longer than {@value #MAX_TEXT} characters
 * (a failure's reason or message) are cut, to keep a report of many failures small.
 */
final class BackfillReportText {

    private static final int VERSION = 1;
    private static final int ADOPTS = 1;
    private static final int DRY_RUN = 2;
    private static final int MAX_TEXT = 4_000;

    private BackfillReportText() {
    }

    static String encode(BackfillReport report) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (DataOutputStream out = new DataOutputStream(new DeflaterOutputStream(bytes))) {
            out.writeByte(VERSION);
            out.writeByte((report.adoptsUntyped() ? ADOPTS : 0) | (report.dryRun() ? DRY_RUN : 0));
            text(out, report.entityType());
            text(out, report.tableName());
            out.writeInt(report.firstSegment());
            out.writeInt(report.lastSegment());
            out.writeInt(report.totalSegments());
            BackfillReport.Counts c = report.counts();
            for (long count : new long[] {c.scanned(), c.changed(), c.unchanged(), c.deletedMeanwhile(), c.failed(),
                    c.conflicts(), c.adopted(), c.otherEntities(), c.unmatched()}) {
                out.writeLong(count);
            }
            out.writeInt(report.samples().size());
            for (BackfillReport.Change change : report.samples()) {
                text(out, change.key());
                map(out, change.before());
                map(out, change.after());
            }
            out.writeInt(report.failures().size());
            for (BackfillReport.Failure failure : report.failures()) {
                text(out, failure.key());
                text(out, failure.reason());
                text(out, failure.cause().getClass().getName());
                text(out, String.valueOf(failure.cause().getMessage()));
            }
            out.writeInt(report.unmatchedKeys().size());
            for (String key : report.unmatchedKeys()) {
                text(out, key);
            }
            out.writeInt(report.checkpoints().size());
            for (BackfillCheckpoint checkpoint : report.checkpoints()) {
                whole(out, checkpoint.token()); // never cut: up to 100 failed keys may pass 64 KB
            }
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return SealedText.seal(bytes.toByteArray());
    }

    static BackfillReport decode(String token) {
        byte[] payload = SealedText.open(token, "it is not a report's text", BackfillReportText::invalid);
        try (DataInputStream in = new DataInputStream(new InflaterInputStream(new ByteArrayInputStream(payload)))) {
            if (in.readUnsignedByte() != VERSION) {
                throw invalid("unknown report version", null);
            }
            int flags = in.readUnsignedByte();
            String entityType = in.readUTF();
            String tableName = in.readUTF();
            BackfillReport.Scope scope = new BackfillReport.Scope(in.readInt(), in.readInt(), in.readInt());
            BackfillReport.Counts counts = new BackfillReport.Counts(in.readLong(), in.readLong(), in.readLong(),
                    in.readLong(), in.readLong(), in.readLong(), in.readLong(), in.readLong(), in.readLong());
            List<BackfillReport.Change> samples = new ArrayList<>();
            for (int i = count(in); i > 0; i--) {
                samples.add(new BackfillReport.Change(in.readUTF(), map(in), map(in)));
            }
            List<BackfillReport.Failure> failures = new ArrayList<>();
            for (int i = count(in); i > 0; i--) {
                String key = in.readUTF();
                String reason = in.readUTF();
                String type = in.readUTF();
                String message = in.readUTF();
                failures.add(new BackfillReport.Failure(key, reason, new KeywayException(type + ": " + message
                        + " (as a backfill worker reported it)")));
            }
            List<String> unmatched = new ArrayList<>();
            for (int i = count(in); i > 0; i--) {
                unmatched.add(in.readUTF());
            }
            List<BackfillCheckpoint> checkpoints = new ArrayList<>();
            for (int i = count(in); i > 0; i--) {
                checkpoints.add(BackfillCheckpoint.parse(whole(in)));
            }
            if (in.read() != -1) {
                throw invalid("trailing bytes", null);
            }
            return new BackfillReport(entityType, tableName, (flags & DRY_RUN) != 0, (flags & ADOPTS) != 0, counts,
                    samples, failures, unmatched, checkpoints, scope);
        } catch (IOException | RuntimeException e) {
            throw e instanceof IllegalArgumentException invalid ? invalid : invalid("it is truncated or damaged", e);
        }
    }

    private static int count(DataInputStream in) throws IOException {
        int count = in.readInt();
        if (count < 0 || count > BackfillReport.MAX_FAILURES_KEPT * 1_000) {
            throw invalid(count + " entries", null);
        }
        return count;
    }

    private static void text(DataOutputStream out, String text) throws IOException {
        out.writeUTF(text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + "..." : text);
    }

    private static void whole(DataOutputStream out, String text) throws IOException {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        out.writeInt(utf8.length);
        out.write(utf8);
    }

    private static String whole(DataInputStream in) throws IOException {
        int length = in.readInt();
        if (length < 0 || length > 16 << 20) {
            throw invalid("a checkpoint of " + length + " bytes", null);
        }
        return new String(in.readNBytes(length), StandardCharsets.UTF_8);
    }

    private static void map(DataOutputStream out, Map<String, String> map) throws IOException {
        out.writeInt(map.size());
        for (Map.Entry<String, String> entry : map.entrySet()) {
            text(out, entry.getKey());
            text(out, entry.getValue());
        }
    }

    private static Map<String, String> map(DataInputStream in) throws IOException {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = count(in); i > 0; i--) {
            map.put(in.readUTF(), in.readUTF());
        }
        return map;
    }

    private static IllegalArgumentException invalid(String reason, Throwable cause) {
        return new IllegalArgumentException("Invalid backfill report text: " + reason, cause);
    }
}
