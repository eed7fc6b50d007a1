package dev.keyway.runtime.internal.scan;

import dev.keyway.runtime.ScanProgress;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.schema.ItemSchema;
import java.io.InterruptedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Runs one {@link dev.keyway.runtime.Scan}: the requests of each segment, page by page, on a
 * bounded pool of daemon threads, with progress reports and fail-fast stopping. One instance
 * per terminal operation.
 *
 * <p>Each request filters on the table's type attribute ({@code #n0 = :v0} with the entity
 * type), leaves out items past their {@code @Ttl}, and adds the user's filter, all with
 * placeholders. Items are still checked on arrival: one of another entity type is never
 * decoded, one that expired since DynamoDB read it is skipped.
 *
 * <p>On a secondary index ({@code indexName}) the requests read the index instead; where the
 * index holds only part of the items, each page's items are fetched whole from the table (one
 * {@code BatchGetItem} per page), as queries on such an index do, so a record is never decoded from
 * part of its item.
 *
 * <p>The {@code threads} workers take segment numbers from a shared counter, so a scan of many
 * segments needs no task per segment. A backfill reads raw pages instead of records
 * ({@link #forEachPage}), each segment from where a checkpoint left it.
 *
 * @param <T> the record type
 */
public final class ParallelScan<T> {

    private static final AtomicInteger THREAD_NUMBER = new AtomicInteger();
    private static final ThreadFactory DAEMON_THREADS = task -> {
        Thread thread = new Thread(task, "keyway-scan-" + THREAD_NUMBER.incrementAndGet());
        thread.setDaemon(true); // a scan abandoned by a bug must not keep the JVM alive
        return thread;
    };

    private final EntityOperations<T> table;
    private final String indexName;
    private final boolean fetchItems;
    private final int segments;
    private final int threads;
    private final int pageSize;
    private final Condition filter;
    private final boolean consistentRead;
    private final Consumer<ScanProgress> progress;
    private final boolean untypedToo; // also the items without a type attribute: a backfill that adopts them

    // shared by the segments of one run
    private final Object progressLock = new Object();
    private long itemsTotal;
    private int segmentsDone;
    private volatile boolean stopped;

    /**
     * A scan, ready to run once.
     *
     * @param table          the entity in its table
     * @param indexName      the secondary index to read, or {@code null} for the table
     * @param segments       {@code TotalSegments}, from 1
     * @param threads        the most segments read at once, from 1
     * @param pageSize       the {@code Limit} of each request, or 0 for none
     * @param filter         the user's filter, or {@code null}
     * @param consistentRead whether to read strongly consistently
     * @param progress       receives a report after each page, or {@code null}
     */
    public ParallelScan(EntityOperations<T> table, String indexName, int segments, int threads, int pageSize,
                        Condition filter, boolean consistentRead, Consumer<ScanProgress> progress) {
        this.table = Objects.requireNonNull(table, "table");
        this.indexName = indexName;
        this.fetchItems = indexName != null && !table.schema().table().index(indexName).holdsWholeItems();
        if (segments < 1 || threads < 1 || pageSize < 0) {
            throw new IllegalArgumentException("segments " + segments + ", threads " + threads + ", pageSize " + pageSize);
        }
        this.segments = segments;
        this.threads = Math.min(threads, segments);
        this.pageSize = pageSize;
        this.filter = filter;
        this.consistentRead = consistentRead;
        this.progress = progress;
        this.untypedToo = false;
    }

    private ParallelScan(ParallelScan<T> scan, boolean untypedToo) {
        this.table = scan.table;
        this.indexName = scan.indexName;
        this.fetchItems = scan.fetchItems;
        this.segments = scan.segments;
        this.threads = scan.threads;
        this.pageSize = scan.pageSize;
        this.filter = scan.filter;
        this.consistentRead = scan.consistentRead;
        this.progress = scan.progress;
        this.untypedToo = untypedToo;
    }

    /**
     * This scan of the table, reading also the items that have no type attribute at all (written by
     * other code), for a backfill that adopts those of them whose keys are the entity's.
     *
     * @throws IllegalStateException on an index, or with a filter of the user's
     */
    public ParallelScan<T> withUntypedItems() {
        if (indexName != null || filter != null) {
            throw new IllegalStateException("only a backfill's scan of the table reads untyped items");
        }
        return new ParallelScan<>(this, true);
    }

    /** Reads every segment, passing each item to the consumer; see {@link dev.keyway.runtime.Scan#forEach}. */
    public void forEach(Consumer<? super T> consumer) {
        Objects.requireNonNull(consumer, "consumer");
        run(segment -> scanSegment(segment, consumer));
    }

    /** The number of matching items, counted by DynamoDB; see {@link dev.keyway.runtime.Scan#count}. */
    public long count() {
        run(this::countSegment);
        synchronized (progressLock) {
            return itemsTotal;
        }
    }

    /**
     * Where a segment starts: from the beginning, after a key, or not at all (it was done).
     *
     * @param after the last evaluated key to continue after, or {@code null} for the beginning
     * @param done  whether the segment has nothing left to read
     */
    public record Start(Map<String, AttributeValue> after, boolean done) {

        /** From the segment's beginning. */
        public static final Start BEGINNING = new Start(null, false);
    }

    /** What a backfill does with each page of a segment. */
    @FunctionalInterface
    public interface PageHandler {

        /**
         * Called on the segment's thread after each page, also an empty one.
         *
         * @param segment the segment, from 0
         * @param items   the page's items of this entity (and, {@link #withUntypedItems() if asked}, those
     *                without a type attribute) that are not past their {@code @Ttl}, undecoded
         * @param next    where the segment continues, or {@code null} when this was its last page
         */
        void page(int segment, List<Map<String, AttributeValue>> items, Map<String, AttributeValue> next);
    }

    /**
     * Reads every segment page by page from its start and hands the raw items of each page to
     * the handler; failures and interrupts stop every segment as in {@link #forEach}. Items of
     * other entity types are never handed over. For backfills, which write each item back.
     *
     * @param starts  one start per segment
     * @param handler receives each page; thread-safe when there are several segments
     */
    public void forEachPage(List<Start> starts, PageHandler handler) {
        Objects.requireNonNull(handler, "handler");
        if (starts.size() != segments) {
            throw new IllegalArgumentException(starts.size() + " starts for " + segments + " segments");
        }
        run(segment -> {
            Start start = starts.get(segment);
            Map<String, AttributeValue> startKey = start.after();
            while (!start.done() && mayReadPage()) {
                ScanResponse response = send(request(segment, startKey, false),
                        table.context(Operation.BACKFILL).pattern(null, indexName));
                startKey = lastKey(response);
                handler.page(segment, ownItems(response.items()), startKey);
                if (startKey == null) {
                    return;
                }
            }
        });
    }

    /** Whether the scan was stopped by a failure: a handler may stop in the middle of a page. */
    public boolean stopped() {
        return stopped;
    }

    /** The items of a scan of one segment, read lazily; see {@link dev.keyway.runtime.Scan#stream}. */
    public Stream<T> stream() {
        if (segments != 1) {
            throw new IllegalStateException("a stream reads one segment, this scan has " + segments);
        }
        Spliterator<T> items = new Spliterators.AbstractSpliterator<>(Long.MAX_VALUE,
                Spliterator.ORDERED | Spliterator.NONNULL) {
            private Iterator<T> page = Collections.emptyIterator();
            private Map<String, AttributeValue> startKey;
            private long delivered;
            private long pages;
            private boolean last;

            @Override
            public boolean tryAdvance(Consumer<? super T> action) {
                while (!page.hasNext()) {
                    if (last) {
                        return false;
                    }
                    mayReadPage();
                    ScanResponse response = send(request(0, startKey, false), false);
                    List<T> records = decode(response.items());
                    startKey = lastKey(response);
                    last = startKey == null;
                    delivered += records.size();
                    report(0, delivered, ++pages, records.size(), last);
                    page = records.iterator(); // reported when read: a lazy stream has no "passed on"
                }
                action.accept(page.next());
                return true;
            }
        };
        return StreamSupport.stream(items, false);
    }

    // ---- requests ----------------------------------------------------------------------------

    /**
     * The request for one page of a segment.
     *
     * @param segment  the segment, from 0 (sent only when there are several)
     * @param startKey where the previous page ended, or {@code null} for the first
     * @param count    whether DynamoDB only counts ({@code Select COUNT})
     */
    public ScanRequest request(int segment, Map<String, AttributeValue> startKey, boolean count) {
        ItemSchema<T> schema = table.schema();
        Expressions expressions = new Expressions();
        List<String> filters = new ArrayList<>(3);
        // the table holds every entity type: only this one's items travel back (and untyped ones, if asked)
        String type = expressions.name(schema.table().typeAttribute());
        String ofEntity = type + " = " + expressions.value(AttributeValue.fromS(schema.entityType()));
        filters.add(untypedToo ? "(" + ofEntity + " OR attribute_not_exists(" + type + "))" : ofEntity);
        // DynamoDB deletes expired items late; on an index that does not project the @Ttl attribute it
        // refuses a filter on it ("does not project one or more filter attributes"), so the whole items
        // fetched from the table are checked instead, as queries of such an index do.
        String unexpired = fetchItems ? null : Expiry.filter(schema, expressions);
        if (unexpired != null) {
            filters.add(unexpired);
        }
        if (filter != null) {
            filters.add("(" + filter.render(expressions) + ")");
        }
        ScanRequest.Builder request = ScanRequest.builder()
                .tableName(table.tableName())
                .indexName(indexName)
                .filterExpression(String.join(" AND ", filters))
                .expressionAttributeNames(expressions.names())
                .expressionAttributeValues(expressions.values());
        if (segments > 1) {
            request.segment(segment).totalSegments(segments);
        }
        if (pageSize > 0) {
            request.limit(pageSize);
        }
        if (consistentRead) {
            request.consistentRead(true);
        }
        if (count) {
            request.select(Select.COUNT);
        }
        if (startKey != null) {
            request.exclusiveStartKey(startKey);
        }
        return request.build();
    }

    private ScanResponse send(ScanRequest request, boolean count) {
        return send(request, context(count));
    }

    private ScanResponse send(ScanRequest request, Requests.Context context) {
        try {
            return table.requests().scan(context, request);
        } catch (RuntimeException e) {
            if (isInterruption(e)) {
                Thread.currentThread().interrupt(); // the SDK may have cleared the flag: the caller needs it
            }
            throw e;
        }
    }

    /** What a request of this scan is for: the entity, scanning or counting, and the index read. */
    /** {@code TotalSegments}, from 1. */
    public int segments() {
        return segments;
    }

    /** The most segments read at once: the parallelism, at most the number of segments. */
    public int threads() {
        return threads;
    }

    /** Whether the index holds part of the items, so that each page fetches them whole from the table. */
    public boolean fetchesItems() {
        return fetchItems;
    }

    /** Whether it reads strongly consistently. */
    public boolean consistentReads() {
        return consistentRead;
    }

    /** What a request of this scan is for. */
    public Requests.Context context(boolean count) {
        return table.context(count ? Operation.COUNT : Operation.SCAN).pattern(null, indexName);
    }

    public static Map<String, AttributeValue> lastKey(ScanResponse response) {
        return response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                ? response.lastEvaluatedKey() : null;
    }

    /**
     * The records of a page: this entity's items that are not past their {@code @Ttl}, fetched
     * whole from the table where the index holds only part of them.
     */
    private List<T> decode(List<Map<String, AttributeValue>> items) {
        List<Map<String, AttributeValue>> ours = ownItems(items);
        if (fetchItems) {
            return table.fetchWholeItems(ours, consistentRead, context(false));
        }
        List<T> records = new ArrayList<>(ours.size());
        for (Map<String, AttributeValue> item : ours) {
            records.add(table.schema().fromItem(item));
        }
        return records;
    }

    /**
     * The page's items of this entity that are not past their {@code @Ttl}: the filter keeps the
     * others out, and one that arrives anyway (it expired meanwhile) is never decoded.
     */
    public List<Map<String, AttributeValue>> ownItems(List<Map<String, AttributeValue>> items) {
        ItemSchema<T> schema = table.schema();
        long now = Expiry.now();
        List<Map<String, AttributeValue>> ours = new ArrayList<>(items.size());
        for (Map<String, AttributeValue> item : items) {
            boolean read = ItemReader.isOfEntity(schema, item)
                    || untypedToo && !item.containsKey(schema.table().typeAttribute());
            if (read && !Expiry.expired(schema, item, now)) {
                ours.add(item);
            }
        }
        return ours;
    }

    // ---- segments ----------------------------------------------------------------------------

    private void scanSegment(int segment, Consumer<? super T> consumer) {
        Map<String, AttributeValue> startKey = null;
        long delivered = 0;
        long pages = 0;
        do {
            if (!mayReadPage()) {
                return;
            }
            ScanResponse response = send(request(segment, startKey, false), false);
            long before = delivered;
            for (T record : decode(response.items())) {
                if (stopped) {
                    return; // another segment failed: deliver nothing more
                }
                consumer.accept(record);
                delivered++;
            }
            startKey = lastKey(response);
            report(segment, delivered, ++pages, delivered - before, startKey == null);
        } while (startKey != null);
    }

    private void countSegment(int segment) {
        // An index without the @Ttl attribute cannot tell DynamoDB which items expired: count the items
        // fetched whole instead of letting DynamoDB count.
        boolean countHere = fetchItems && table.schema().ttlAttribute().isPresent();
        Map<String, AttributeValue> startKey = null;
        long counted = 0;
        long pages = 0;
        do {
            if (!mayReadPage()) {
                return;
            }
            ScanResponse response = send(request(segment, startKey, !countHere), !countHere);
            int count = countHere ? decode(response.items()).size()
                    : response.count() == null ? 0 : response.count();
            counted += count;
            startKey = lastKey(response);
            report(segment, counted, ++pages, count, startKey == null);
        } while (startKey != null);
    }

    /**
     * Whether a segment may read its next page: not once the scan is stopped. An interrupted
     * thread (the caller's, when it reads the segments itself) stops with an exception rather
     * than leave it to the SDK, which may not notice.
     */
    private boolean mayReadPage() {
        if (stopped) {
            return false;
        }
        if (Thread.currentThread().isInterrupted()) {
            throw interrupted(new InterruptedException("interrupted before reading a page"));
        }
        return true;
    }

    private KeywayException interrupted(Throwable cause) {
        return new KeywayException("Scan of " + table.schema().entityType() + " in " + table.tableName()
                + " interrupted", cause);
    }

    /** Whether a failure comes from an interrupt: the SDK reports one as {@code AbortedException}. */
    private static boolean isInterruption(Throwable error) {
        for (Throwable cause = error; cause != null; cause = cause.getCause()) {
            if (cause instanceof AbortedException || cause instanceof InterruptedException
                    || cause instanceof InterruptedIOException) {
                return true;
            }
        }
        return false;
    }

    /** Adds a page to the totals and reports it, one report at a time so that totals only grow. */
    private void report(int segment, long itemsInSegment, long pagesInSegment, long pageItems, boolean done) {
        synchronized (progressLock) {
            if (stopped) {
                return; // the scan failed: a report now would tell of progress that no longer counts
            }
            itemsTotal += pageItems;
            if (done) {
                segmentsDone++;
            }
            if (progress != null) {
                progress.accept(new ScanProgress(segment, segments, itemsInSegment, pagesInSegment, done,
                        itemsTotal, segmentsDone));
            }
        }
    }

    // ---- running -----------------------------------------------------------------------------

    /** Runs the segments: on the caller's thread when there is one thread, else on a pool. */
    private void run(IntConsumer segmentTask) {
        if (threads == 1) {
            for (int segment = 0; segment < segments; segment++) {
                segmentTask.accept(segment);
            }
            return;
        }
        AtomicInteger nextSegment = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            try {
                for (int segment; !stopped && (segment = nextSegment.getAndIncrement()) < segments; ) {
                    segmentTask.accept(segment);
                }
            } catch (Throwable e) { // every failure, errors too, must stop the other segments
                if (failure.compareAndSet(null, e)) {
                    stop();
                }
            }
        };
        ExecutorService pool = Executors.newFixedThreadPool(threads, DAEMON_THREADS);
        CompletionService<Void> workers = new ExecutorCompletionService<>(pool);
        try {
            for (int i = 0; i < threads; i++) {
                workers.submit(worker, null);
            }
            for (int finished = 0; finished < threads && failure.get() == null; finished++) {
                workers.take(); // wakes up as soon as a failing worker ends, not when all have
            }
        } catch (InterruptedException e) {
            stop();
            pool.shutdownNow(); // no waiting for the threads: an interrupted caller wants out now
            Thread.currentThread().interrupt();
            throw interrupted(e);
        }
        if (failure.get() != null) {
            pool.shutdownNow(); // interrupts requests and consumers still running in other segments
        } else {
            pool.shutdown();
        }
        awaitTermination(pool);
        Throwable cause = failure.get();
        if (cause != null) {
            throw rethrowable(cause);
        }
    }

    /** Stops every segment at its next item, page or report. */
    private void stop() {
        stopped = true;
    }

    /** Waits for the pool's threads to end, so that no consumer call happens after the scan returns. */
    private static void awaitTermination(ExecutorService pool) {
        try {
            while (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
                pool.shutdownNow(); // a thread still busy after a minute: interrupt it again
            }
        } catch (InterruptedException e) {
            pool.shutdownNow();
            Thread.currentThread().interrupt(); // the caller returns, or throws, without waiting longer
        }
    }

    private RuntimeException rethrowable(Throwable cause) {
        if (cause instanceof RuntimeException runtime) {
            return runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new KeywayException("Scan of " + table.schema().entityType() + " in " + table.tableName()
                + " failed", cause); // only a consumer that sneaks a checked exception gets here
    }
}
