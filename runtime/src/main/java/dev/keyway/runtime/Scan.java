package dev.keyway.runtime;

import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.query.IndexProjection;
import dev.keyway.runtime.internal.scan.ParallelScan;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * A scan of every item of one entity type in its table, for exports, migrations and backfills:
 * optionally split into segments that DynamoDB reads in parallel ({@code Segment},
 * {@code TotalSegments}), with a progress callback. Immutable: every option returns a new scan.
 *
 * <p>An export of all orders to a file, with a progress log:
 *
 * <pre>{@code
 * try (BufferedWriter out = Files.newBufferedWriter(Path.of("orders.jsonl"))) {
 *     orders.scan()
 *             .segments(8)                          // 8 threads read 8 parts of the table at once
 *             .pageSize(500)
 *             .progress(p -> {
 *                 if (p.segmentDone()) {
 *                     log.info("{} of {} segments done, {} orders so far",
 *                             p.segmentsDone(), p.totalSegments(), p.itemsTotal());
 *                 }
 *             })
 *             .forEach(order -> {
 *                 String line = toJson(order);
 *                 synchronized (out) {              // called from 8 threads at once
 *                     try {
 *                         out.write(line);
 *                         out.newLine();
 *                     } catch (IOException e) {
 *                         throw new UncheckedIOException(e);   // stops the whole scan, rethrown here
 *                     }
 *                 }
 *             });
 * }
 * long shipped = orders.scan().segments(4).filter(OrderSchema.STATUS.eq(Status.SHIPPED)).count();
 * }</pre>
 *
 * <p><b>What is read.</b> A scan reads the whole table, the items of every entity type, and is
 * billed for all of them; a server-side filter ({@code FilterExpression}) on the table's type
 * attribute returns only this entity's items, so no other entity's item is ever transferred or
 * decoded. Items past their {@code @Ttl}, which DynamoDB deletes late, are left out as queries
 * leave them out. Items come in no particular order. A scan is not a snapshot: an item written
 * while it runs may or may not be seen.
 *
 * <p><b>Scanning an index.</b> The generated {@code scanGsi1()} of a repository (one per index the
 * entity declares) scans that index instead: only the items it holds are read and billed, which
 * for a sparse index are the few items that have its keys (the flagged ones). Where the index
 * holds only part of the items ({@code KEYS_ONLY} or {@code INCLUDE}), each page's items are
 * fetched whole from the table with one {@code BatchGetItem}, so records are always complete;
 * an item deleted since the index was read is left out. A global index cannot be read
 * consistently ({@link #consistentRead()} refuses it).
 *
 * <pre>{@code
 * List<Order> flagged = new ArrayList<>();
 * orders.scanFlagged().segments(4).forEach(order -> { synchronized (flagged) { flagged.add(order); } });
 * }</pre>
 *
 * @param <T> the record type
 */
public final class Scan<T> {

    /** DynamoDB's greatest number of segments of one scan: 1,000,000. */
    public static final int MAX_SEGMENTS = 1_000_000;
    /**
     * The most segments scanned at once unless {@link #parallelism(int)} says otherwise: 32, which
     * stays within the SDK's default HTTP connection pool (50 connections).
     */
    public static final int DEFAULT_MAX_PARALLELISM = 32;

    private final EntityOperations<T> table;
    private final String indexName; // null: the table
    private final int segments;
    private final int parallelism; // 0: one thread per segment, up to DEFAULT_MAX_PARALLELISM
    private final int pageSize; // 0: as many as DynamoDB returns (1 MB)
    private final Condition filter;
    private final boolean consistentRead;
    private final Consumer<ScanProgress> progress;

    /**
     * For {@link EntityRepository#scan()}: a scan of the entity's items in the
     * table, in one segment, with DynamoDB's page size.
     *
     * @param table the entity in its table
     */
    Scan(EntityOperations<T> table) {
        this(Objects.requireNonNull(table, "table"), null, 1, 0, 0, null, false, null);
    }

    /**
     * For generated {@code scanGsi1()} methods: a scan of the entity's items in one of its indexes.
     *
     * @throws IllegalArgumentException if the entity declares no such index
     */
    Scan(EntityOperations<T> table, String indexName) {
        this(Objects.requireNonNull(table, "table"), declaredIndex(table, indexName), 1, 0, 0, null, false, null);
    }

    private static String declaredIndex(EntityOperations<?> table, String indexName) {
        Objects.requireNonNull(indexName, "indexName");
        // An index of text keys is one the entity writes keys for; one of a multi-attribute key holds
        // the attributes the entity stores anyway, and only the generated scan of an entity declaring it reaches here.
        boolean declared = table.schema().derivedKeys().stream().anyMatch(key -> key.index().equals(indexName))
                || table.schema().table().indexes().stream()
                        .anyMatch(index -> index.name().equals(indexName) && index.hasMultiAttributeKey());
        if (!declared) {
            throw new IllegalArgumentException(table.schema().entityType() + " declares no index " + indexName);
        }
        return indexName;
    }

    private Scan(EntityOperations<T> table, String indexName, int segments, int parallelism, int pageSize, Condition filter,
                 boolean consistentRead, Consumer<ScanProgress> progress) {
        this.table = table;
        this.indexName = indexName;
        this.segments = segments;
        this.parallelism = parallelism;
        this.pageSize = pageSize;
        this.filter = filter;
        this.consistentRead = consistentRead;
        this.progress = progress;
    }

    /**
     * Splits the scan into this many segments ({@code TotalSegments}) that {@link #forEach} reads
     * in parallel, each on its own thread (up to {@link #parallelism(int)}). More segments read a
     * large table faster, and consume its read capacity faster.
     *
     * @param totalSegments from 1 (the default: one sequential scan) to {@value #MAX_SEGMENTS}
     * @return this scan with that many segments
     * @throws IllegalArgumentException outside that range
     */
    public Scan<T> segments(int totalSegments) {
        if (totalSegments < 1 || totalSegments > MAX_SEGMENTS) {
            throw new IllegalArgumentException("segments must be between 1 and " + MAX_SEGMENTS + ", was "
                    + totalSegments);
        }
        return new Scan<>(table, indexName, totalSegments, parallelism, pageSize, filter, consistentRead, progress);
    }

    /**
     * At most this many segments are read at once, each on one thread; the others wait for a
     * thread. By default every segment has its own thread, up to {@value #DEFAULT_MAX_PARALLELISM}.
     * More threads than the HTTP client's connection pool holds only wait for connections.
     *
     * @param threads at least 1; more than the number of segments is the number of segments
     * @return this scan with that parallelism
     * @throws IllegalArgumentException if below 1
     */
    public Scan<T> parallelism(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("parallelism must be at least 1, was " + threads);
        }
        return new Scan<>(table, indexName, segments, threads, pageSize, filter, consistentRead, progress);
    }

    /**
     * At most this many items per request ({@code Limit}). DynamoDB counts the items it reads,
     * before filters: a page of 100 may deliver fewer items of this entity, or none. Without it a
     * page ends where DynamoDB ends it (1 MB).
     *
     * @param items at least 1
     * @return this scan with that page size
     * @throws IllegalArgumentException if below 1
     */
    public Scan<T> pageSize(int items) {
        if (items < 1) {
            throw new IllegalArgumentException("pageSize must be at least 1, was " + items);
        }
        return new Scan<>(table, indexName, segments, parallelism, items, filter, consistentRead, progress);
    }

    /**
     * Only the items that satisfy the condition, as a server-side {@code FilterExpression}
     * together with the entity-type filter; DynamoDB still reads (and bills) the items it leaves
     * out. Several filters must all hold.
     *
     * @param condition for example {@code OrderSchema.STATUS.eq(Status.SHIPPED)}
     * @return this scan with the filter
     * @throws IllegalArgumentException on a global index that holds part of the items, if the
     *                                  condition names an attribute the index does not hold
     */
    public Scan<T> filter(Condition condition) {
        Objects.requireNonNull(condition, "condition");
        if (indexName != null) {
            IndexProjection.checkFilter(table.schema().table(), indexName, condition, "A scan of " + indexName);
        }
        Condition combined = filter == null ? condition : filter.and(condition);
        return new Scan<>(table, indexName, segments, parallelism, pageSize, combined, consistentRead, progress);
    }

    /**
     * Strongly consistent reads ({@code ConsistentRead}): every item written before the scan
     * reached its place is seen; costs twice the read capacity.
     *
     * @return this scan with consistent reads
     * @throws UnsupportedOperationException on a global secondary index, which DynamoDB reads
     *                                       eventually consistently only
     */
    public Scan<T> consistentRead() {
        if (indexName != null && !table.schema().table().index(indexName).local()) {
            throw new UnsupportedOperationException("A scan of global secondary index " + indexName
                    + " reads eventually consistently only");
        }
        return new Scan<>(table, indexName, segments, parallelism, pageSize, filter, true, progress);
    }

    /**
     * Reports progress after every page of every segment (also a page that delivered nothing),
     * the last page of a segment with {@link ScanProgress#segmentDone()}. Reports come one at a
     * time, never concurrently, from the thread that read the page, and
     * {@link ScanProgress#itemsTotal()} never decreases from one report to the next. In
     * {@link #forEach} a report is made after the page's items were passed to the consumer, in
     * {@link #stream()} when the page is read. The segments wait while the
     * callback runs, so keep it quick. An exception it throws stops the scan like one of the
     * consumer. A second call replaces the callback.
     *
     * @param callback receives each report
     * @return this scan with the callback
     */
    public Scan<T> progress(Consumer<ScanProgress> callback) {
        Objects.requireNonNull(callback, "callback");
        return new Scan<>(table, indexName, segments, parallelism, pageSize, filter, consistentRead, callback);
    }

    /**
     * Reads every segment and passes each item to the consumer, returning when all segments are
     * done.
     *
     * <p><b>Threads.</b> With several segments they run on a pool of daemon threads that lives
     * for this call only (one per segment, at most the {@linkplain #parallelism(int)
     * parallelism}), and the consumer is called from those threads, concurrently: <b>it must be
     * thread-safe</b>. One segment, or parallelism 1, runs on the calling thread. Items of one
     * segment reach the consumer in the order DynamoDB returned them. This method returns (or
     * throws) only after every thread of the pool has ended, so the consumer is never called
     * after it (unless the calling thread is interrupted, see below).
     *
     * <p><b>Failures.</b> The first exception of any segment, from DynamoDB (for example a
     * {@code ProvisionedThroughputExceededException} the SDK's own retries could not overcome),
     * from the consumer or from the progress callback, stops the scan: no segment reads another
     * page or delivers another item, the pool's threads are interrupted, and the exception is
     * rethrown from here as it was thrown (an unchecked exception or error as is, anything else
     * wrapped in a {@link KeywayException} whose cause it is). Items delivered before it are not
     * taken back.
     *
     * <p><b>Interrupts.</b> If the calling thread is interrupted, the scan stops the same way, but
     * this method throws at once, without waiting for the pool's threads to end: a
     * {@link KeywayException} caused by the {@link InterruptedException} (or, when the thread
     * reads the segments itself, whatever the SDK threw for the request it cut short), with the
     * thread's interrupt flag set.
     *
     * @param consumer receives every item; thread-safe when there are several segments
     * @throws ItemDecodeException if an item of this entity does not fit the record
     */
    public void forEach(Consumer<? super T> consumer) {
        Objects.requireNonNull(consumer, "consumer");
        parallelScan().forEach(consumer);
    }

    /**
     * Every item of a scan in one segment, fetching pages lazily on the consuming thread as the
     * stream advances (progress reports too come from that thread). Several segments have no
     * single order to stream in: use {@link #forEach} for them.
     *
     * @return the items, in the order DynamoDB returns them
     * @throws IllegalStateException if the scan has more than one segment
     */
    public Stream<T> stream() {
        if (segments > 1) {
            throw new IllegalStateException("stream() reads one segment, this scan has " + segments
                    + ": use forEach(consumer), which reads them in parallel");
        }
        return parallelScan().stream();
    }

    /**
     * The number of items the scan would deliver, counted by DynamoDB ({@code Select COUNT}, so no
     * item is transferred or decoded), with the segments read in parallel like {@link #forEach}
     * and progress reported the same way. Failures and interrupts are handled as there.
     *
     * @return the number of this entity's items that are not expired and match the filters
     */
    public long count() {
        return parallelScan().count();
    }

    /** The segments as one parallel scan, ready to run once; a backfill reads its pages. */
    ParallelScan<T> parallelScan() {
        int threads = parallelism == 0 ? Math.min(segments, DEFAULT_MAX_PARALLELISM) : Math.min(segments, parallelism);
        return new ParallelScan<>(table, indexName, segments, threads, pageSize, filter, consistentRead, progress);
    }

    @Override
    public String toString() {
        return "Scan[" + table.schema().entityType() + " in " + table.tableName()
                + (indexName != null ? " index " + indexName : "") + ", segments=" + segments
                + (pageSize > 0 ? ", pageSize=" + pageSize : "") + (filter != null ? ", filtered" : "")
                + (consistentRead ? ", consistentRead" : "") + "]";
    }
}
