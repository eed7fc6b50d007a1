package dev.keyway.runtime.backfill;

import dev.keyway.runtime.exception.InvalidCheckpointException;
import dev.keyway.runtime.internal.backfill.CheckpointTokens;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where one segment of a {@link Backfill} stands: every item before it is written, was right
 * already, or failed for a reason of its own, and the keys of those that failed are in the
 * checkpoint ({@link #failedItems()}), so that a backfill resumed from it tries them again. A
 * checkpoint never passes an item whose write failed for any other reason (throttling, an error of
 * DynamoDB, a lost connection). Persist its {@link #token()} as each
 * {@linkplain BackfillProgress progress report} brings it, and resume a stopped backfill with
 * {@link Backfill#resumeFrom}:
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
 * table key the segment continues after, with a checksum, and the keys of the failed items before
 * it (the first {@value #MAX_FAILED_ITEMS_KEPT}; more are only counted, and then only a backfill
 * from the beginning tries every one again). It is not signed (it must survive a restart, whose
 * cursor-signing key may differ), so keep it where only the backfill's operator can change it.
 * Items of a page that was being written when the process stopped are read again on resume: a
 * rewrite is idempotent, an item already right is only read. Tokens written before failed items
 * were kept read as checkpoints without failed items.
 */
public final class BackfillCheckpoint {

    /** The most keys of failed items a checkpoint keeps; {@link #failedItems()} counts them all. */
    public static final int MAX_FAILED_ITEMS_KEPT = CheckpointTokens.MAX_FAILED_KEYS;

    private final CheckpointTokens.Position position;

    private BackfillCheckpoint(CheckpointTokens.Position position) {
        this.position = position;
    }

    /** The checkpoint of a segment at its beginning. */
    static BackfillCheckpoint start(String entityType, String tableName, int segment, int totalSegments,
                                    boolean adopts, boolean dryRun) {
        return new BackfillCheckpoint(new CheckpointTokens.Position(entityType, tableName, segment, totalSegments,
                null, false, adopts, dryRun, List.of(), 0));
    }

    /**
     * The checkpoint after one more page: the segment continues after {@code next} ({@code null}:
     * it is done), and the page's failed items join those before it.
     */
    BackfillCheckpoint afterPage(Map<String, AttributeValue> next, List<Map<String, AttributeValue>> failedInPage) {
        List<Map<String, AttributeValue>> failed = new ArrayList<>(position.failed());
        failed.addAll(failedInPage);
        return with(next == null ? null : Map.copyOf(next), next == null, failed, position.failedNotKept());
    }

    /** The same position, with the failed items it keeps tried again and these still failing. */
    BackfillCheckpoint afterRetry(List<Map<String, AttributeValue>> stillFailing) {
        return with(position.after(), position.done(), stillFailing, position.failedNotKept());
    }

    private BackfillCheckpoint with(Map<String, AttributeValue> after, boolean done,
                                    List<Map<String, AttributeValue>> failed, long failedNotKept) {
        return new BackfillCheckpoint(new CheckpointTokens.Position(position.entityType(), position.tableName(),
                position.segment(), position.totalSegments(), after, done, position.adopts(), position.dryRun(),
                failed, failedNotKept));
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

    /** Whether it is a checkpoint of a dry run: only a dry run resumes from it, and it resumes from no other. */
    public boolean dryRun() {
        return position.dryRun();
    }

    /**
     * Whether the segment is read to its end: a resumed backfill does not read it again, but still
     * tries its {@linkplain #failedItems() failed items} again.
     */
    public boolean done() {
        return position.done();
    }

    /**
     * The items before this checkpoint that could not be rewritten for a reason of their own (see
     * {@link BackfillReport#failures()}); a backfill resumed from it reads each of them again and
     * tries once more. Zero for a segment whose every item so far is right.
     */
    public long failedItems() {
        return position.failed().size() + position.failedNotKept();
    }

    /**
     * Whether every item of the segment is right: it is {@linkplain #done() done} and no item of it
     * failed.
     */
    public boolean complete() {
        return position.done() && failedItems() == 0;
    }

    /** The keys of the failed items kept, to try again on resume. */
    List<Map<String, AttributeValue>> failedKeys() {
        return position.failed();
    }

    /** How many failed items are counted but not kept: only a backfill from the beginning finds them again. */
    long failedNotKept() {
        return position.failedNotKept();
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
