package dev.keyway.runtime;

import dev.keyway.runtime.internal.CheckpointTokens;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where one segment of a {@link Backfill} stands: every item before it has been rewritten (or
 * reported). Persist its {@link #token()} as each {@linkplain BackfillProgress progress report}
 * brings it, and resume a stopped backfill with {@link Backfill#resumeFrom}:
 *
 * <pre>{@code
 * orders.backfill().segments(8)
 *         .progress(p -> store.save(p.checkpoint().segment(), p.checkpoint().token()))
 *         .run();
 * // after a crash, in a new process:
 * List<BackfillCheckpoint> saved = store.all().stream().map(BackfillCheckpoint::parse).toList();
 * BackfillReport rest = orders.backfill().segments(8).resumeFrom(saved).run();
 * }</pre>
 *
 * <p>The token is URL-safe text holding the entity type, the table name, the segment and the
 * table key the segment continues after, with a checksum; it is not signed (it must survive a
 * restart, whose cursor-signing key may differ), so keep it where only the backfill's operator
 * can change it. Items of a page that was being written when the process stopped are read again
 * on resume: a rewrite is idempotent, an item already right is only read.
 */
public final class BackfillCheckpoint {

    private final CheckpointTokens.Position position;

    private BackfillCheckpoint(CheckpointTokens.Position position) {
        this.position = position;
    }

    /** A checkpoint of a segment that continues after {@code after} ({@code null}: at its beginning), or is done. */
    static BackfillCheckpoint of(String entityType, String tableName, int segment, int totalSegments,
                                 Map<String, AttributeValue> after, boolean done, boolean adopts) {
        return new BackfillCheckpoint(new CheckpointTokens.Position(entityType, tableName, segment, totalSegments,
                done ? null : after == null ? null : Map.copyOf(after), done, adopts));
    }

    /**
     * The checkpoint a token holds.
     *
     * @throws InvalidCheckpointException if the token is damaged or not a checkpoint
     */
    public static BackfillCheckpoint parse(String token) {
        Objects.requireNonNull(token, "token");
        return new BackfillCheckpoint(CheckpointTokens.decode(token,
                (reason, cause) -> new InvalidCheckpointException("Invalid backfill checkpoint: " + reason, cause)));
    }

    /** The entity type backfilled. */
    public String entityType() {
        return position.entityType();
    }

    /** The table read. */
    public String tableName() {
        return position.tableName();
    }

    /** The segment, from 0. */
    public int segment() {
        return position.segment();
    }

    /** The number of segments of the backfill. */
    public int totalSegments() {
        return position.totalSegments();
    }

    /**
     * Whether it is a checkpoint of a backfill that adopts items without a type attribute
     * ({@link Backfill#adoptUntyped()}): only such a backfill resumes from it, and it resumes from
     * no other.
     */
    public boolean adoptsUntyped() {
        return position.adopts();
    }

    /** Whether the segment is done: a resumed backfill does not read it again. */
    public boolean done() {
        return position.done();
    }

    /** Whether the segment has read at least one page. */
    public boolean started() {
        return position.done() || position.after() != null;
    }

    /** The key the segment continues after, or {@code null}. */
    Map<String, AttributeValue> after() {
        return position.after();
    }

    /** The checkpoint as URL-safe text, for {@link #parse}. */
    public String token() {
        return CheckpointTokens.encode(position);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BackfillCheckpoint checkpoint && checkpoint.token().equals(token());
    }

    @Override
    public int hashCode() {
        return token().hashCode();
    }

    @Override
    public String toString() {
        return "BackfillCheckpoint[" + entityType() + " in " + tableName() + ", segment " + segment() + "/"
                + totalSegments() + (adoptsUntyped() ? ", adopting untyped items" : "")
                + (done() ? ", done" : started() ? ", started" : ", not started") + "]";
    }
}
