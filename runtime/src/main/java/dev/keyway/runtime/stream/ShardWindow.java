package dev.keyway.runtime.stream;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * What a {@link StreamReader} holds of one shard: where its next GetRecords reads, and the changes
 * read but not yet checkpointed, in shard order. A change whose handler failed waits for its retry
 * and holds back only the later changes of its own item (same primary key); a record without keys
 * holds back everything after it, since it could be any item's. The checkpoint moves over the
 * handled prefix only, so it never passes an unhandled change. Not thread-safe: the reader's rounds
 * run one at a time.
 */
final class ShardWindow {

    /** How many changes a shard may have read past its oldest unhandled one before reading stops. */
    static final int CAPACITY = 1000;

    /** Stands for the item of a record without keys: it holds back every later change of the shard. */
    private static final Object ANY_ITEM = new Object();

    /** One change read from the shard. */
    static final class Entry {
        final Record record;
        final String sequenceNumber;
        private final Object item;
        boolean handled;
        int failures;
        long retryAtNanos;
        long lastTriedRound;

        Entry(Record record) {
            this.record = record;
            this.sequenceNumber = record.dynamodb() == null ? null : record.dynamodb().sequenceNumber();
            Map<String, AttributeValue> keys = record.dynamodb() == null || !record.dynamodb().hasKeys()
                    ? Map.of() : record.dynamodb().keys();
            this.item = keys.isEmpty() ? ANY_ITEM : keys;
        }
    }

    final String shardId;
    /** Where the next GetRecords reads; null until the first is asked for, and once the shard ended. */
    String iterator;
    /** The sequence number of the newest record read, to place a new iterator after an expired one. */
    String lastRead;
    /** GetRecords answered no next iterator: the shard is closed and every record of it was read. */
    boolean ended;
    /** A handled position whose checkpoint write failed: it is written before anything else. */
    String unsaved;

    private final ArrayDeque<Entry> entries = new ArrayDeque<>();

    ShardWindow(String shardId) {
        this.shardId = shardId;
    }

    void add(Record record) {
        entries.addLast(new Entry(record));
        if (record.dynamodb() != null && record.dynamodb().sequenceNumber() != null) {
            lastRead = record.dynamodb().sequenceNumber();
        }
    }

    /** How many more records may be read now. */
    int room() {
        return Math.max(0, CAPACITY - entries.size());
    }

    /** Every change read was handled and checkpointed (or is about to be: see {@link #unsaved}). */
    boolean isEmpty() {
        return entries.isEmpty();
    }

    /** Whether the shard is read to its end, every change of it handled and its checkpoint written. */
    boolean done() {
        return ended && entries.isEmpty() && unsaved == null;
    }

    /**
     * Offers {@code attempt} each change that may be tried now, in shard order: not handled, not
     * tried yet in this round, due for its retry (or any, with {@code ignoreSchedule}), and with no
     * earlier unhandled change of its item. {@code attempt} answers whether it was handled; a change
     * not handled holds back the later ones of its item. Stops early when {@code stop} says so.
     */
    void offer(long round, long nowNanos, boolean ignoreSchedule, Predicate<Entry> attempt, BooleanSupplier stop) {
        Set<Object> heldBack = new HashSet<>();
        boolean allHeldBack = false;
        for (Entry entry : new ArrayList<>(entries)) {
            if (entry.handled) {
                continue;
            }
            if (stop.getAsBoolean()) {
                return;
            }
            boolean ready = !allHeldBack && !heldBack.contains(entry.item) && entry.lastTriedRound != round
                    && (ignoreSchedule || entry.failures == 0 || entry.retryAtNanos - nowNanos <= 0);
            if (ready) {
                entry.lastTriedRound = round;
                ready = attempt.test(entry);
            }
            if (!ready) {
                if (entry.item == ANY_ITEM) {
                    allHeldBack = true;
                } else {
                    heldBack.add(entry.item);
                }
            }
        }
    }

    /**
     * Drops the handled changes at the front.
     *
     * @return the sequence number of the last one dropped, which the checkpoint may move to; null if none
     */
    String takeHandledPrefix() {
        String last = null;
        while (!entries.isEmpty() && entries.peekFirst().handled) {
            Entry first = entries.removeFirst();
            if (first.sequenceNumber != null) {
                last = first.sequenceNumber;
            }
        }
        return last;
    }

    /** When the earliest change waiting for a retry is due ({@link System#nanoTime()}), if any waits. */
    Long nextRetryNanos() {
        Long next = null;
        for (Entry entry : entries) {
            if (!entry.handled && entry.failures > 0 && (next == null || entry.retryAtNanos - next < 0)) {
                next = entry.retryAtNanos;
            }
        }
        return next;
    }
}
