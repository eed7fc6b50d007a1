package dev.keyway.local.internal.stream;

import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.SequenceNumberRange;
import software.amazon.awssdk.services.dynamodb.model.Shard;

/**
 * One shard of a stream: its records in sequence-number order, open until the stream is disabled or the
 * shard is rolled. Not thread-safe: the {@link StreamStore} guards it.
 *
 * <p>Positions are counter values (see {@link SequenceNumbers}): the starting number is drawn when the
 * shard opens and the ending number when it closes, so every record of the shard lies strictly between
 * them, and a child shard's numbers all follow its parent's.
 */
final class StreamShard {

    private final String id;
    private final String parentId;
    private final long starting;
    private long ending = -1;
    private long closedMillis;
    /** The last position trimmed away: an iterator behind it has lost records. */
    private long trimmedThrough;
    private final List<StoredChange> records = new ArrayList<>();
    private int head; // records before it are trimmed, dropped from the list in batches

    StreamShard(String id, String parentId, long starting) {
        this.id = id;
        this.parentId = parentId;
        this.starting = starting;
        this.trimmedThrough = starting - 1; // nothing trimmed: reading starts at the starting number
    }

    String id() {
        return id;
    }

    boolean isOpen() {
        return ending < 0;
    }

    long starting() {
        return starting;
    }

    /** The ending number of a closed shard. */
    long ending() {
        return ending;
    }

    long closedMillis() {
        return closedMillis;
    }

    void append(StoredChange record) {
        records.add(record);
    }

    void close(long endingSequence, long nowMillis) {
        ending = endingSequence;
        closedMillis = nowMillis;
    }

    /** Drops the records created before {@code horizonMillis}, the 24-hour retention. */
    void trim(long horizonMillis) {
        while (head < records.size() && records.get(head).createdMillis() < horizonMillis) {
            trimmedThrough = records.get(head).sequence();
            head++;
        }
        if (head > 64 && head * 2 > records.size()) {
            records.subList(0, head).clear();
            head = 0;
        }
    }

    /** The oldest position still readable: where TRIM_HORIZON points. */
    long trimHorizon() {
        return trimmedThrough;
    }

    /** Whether an iterator reading after {@code after} would skip records trimmed away. */
    boolean trimmedPast(long after) {
        return after < trimmedThrough;
    }

    /** The position just after the newest record: where LATEST points. */
    long latest() {
        return head < records.size() ? records.get(records.size() - 1).sequence() : trimmedThrough;
    }

    /**
     * The records after a position, oldest first, at most {@code limit} of them and no more than
     * {@code maxBytes} in all (but at least one, however large).
     */
    List<StoredChange> read(long after, int limit, long maxBytes) {
        List<StoredChange> page = new ArrayList<>();
        long bytes = 0;
        for (int i = firstAfter(after); i < records.size() && page.size() < limit; i++) {
            StoredChange next = records.get(i);
            if (!page.isEmpty() && bytes + next.sizeBytes() > maxBytes) {
                break;
            }
            bytes += next.sizeBytes();
            page.add(next);
        }
        return page;
    }

    /** Whether a closed shard has nothing after a position: its reader is done. */
    boolean exhaustedAfter(long after) {
        return !isOpen() && firstAfter(after) >= records.size();
    }

    /** The shard as DescribeStream lists it. */
    Shard describe() {
        SequenceNumberRange.Builder range = SequenceNumberRange.builder()
                .startingSequenceNumber(SequenceNumbers.format(starting));
        if (!isOpen()) {
            range.endingSequenceNumber(SequenceNumbers.format(ending));
        }
        return Shard.builder().shardId(id).parentShardId(parentId).sequenceNumberRange(range.build()).build();
    }

    private int firstAfter(long after) {
        int low = head;
        int high = records.size();
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (records.get(middle).sequence() <= after) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        return low;
    }
}
