package dev.keyway.runtime.stream;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;

/**
 * Makes a stream handler idempotent. Streams deliver at least once (Lambda retries a batch, a
 * reader resumes from its last checkpoint), so a handler may see a change again; this remembers
 * which changes one consumer has processed, by their stream event id, in a marker table of its
 * own (markers expire by time to live after the retention, 48 hours by default; DynamoDB keeps a
 * stream's records 24 hours).
 *
 * <pre>{@code
 * ProcessedChanges processed = new ProcessedChanges(client, "ShopProcessed", "order-counts");
 * processed.createTable();
 * // exact: the handler's writes and the marker in one transaction
 * reader = StreamReader.forTable(client, streams, "Shop").build(ShopChange.DECODER, change -> {
 *     if (change instanceof ShopChange.OfOrder order && order.change().kind() == ChangeKind.INSERT) {
 *         processed.applyOnce(change.event(), WriteTransaction.on(client)
 *                 .update(counts.update(order.change().keys()...).increment(CountSchema.VALUE, 1L)));
 *     }
 * });
 * // or simpler, for handlers whose effects may rarely repeat: skip what was marked
 * Consumer<ShopChange> handler = processed.once(change -> notify(change));
 * }</pre>
 *
 * <p>{@link #applyOnce} is exact: the effects and the marker commit together or not at all, also
 * when two deliveries of a change race. {@link #once} checks the marker, runs the handler and then
 * marks: a crash between the handler and the mark repeats the handler once more.
 */
public final class ProcessedChanges {

    /** The entity type stored in every marker. */
    public static final String MARKER_TYPE = "_Processed";

    private static final Duration DEFAULT_RETENTION = Duration.ofHours(48);

    private final String consumer;
    private final Duration retention;
    private final Markers markers;

    /** Markers of {@code consumer} (a name per handler: each handler of a stream processes every change) in {@code tableName}. */
    public ProcessedChanges(DynamoDbClient client, String tableName, String consumer) {
        this(client, tableName, consumer, DEFAULT_RETENTION);
    }

    /** The same, with markers kept for {@code retention} (at least the stream's 24 hours). */
    public ProcessedChanges(DynamoDbClient client, String tableName, String consumer, Duration retention) {
        Objects.requireNonNull(client, "client");
        this.consumer = Objects.requireNonNull(consumer, "consumer");
        if (consumer.isEmpty() || retention.compareTo(Duration.ofHours(24)) < 0) {
            throw new IllegalArgumentException("A consumer needs a name, and markers a retention of at least the "
                    + "stream's 24 hours; got '" + consumer + "', " + retention);
        }
        this.retention = retention;
        this.markers = new Markers(client, tableName);
    }

    /** The marker table: partition key {@code id} (string), time to live on {@code expiresAt}. */
    public static TableDefinition table(String tableName) {
        return new TableDefinition(tableName, MarkerSchema.ID, Optional.empty(), "_type", List.of(),
                Optional.of(MarkerSchema.EXPIRES_AT));
    }

    /** Creates the marker table (and turns its time to live on) if it is missing; waits until it is active. */
    public void createTable() {
        markers.createTable();
    }

    /** Whether this consumer has processed the change (a strongly consistent read of its marker). */
    public boolean isProcessed(ChangeEvent event) {
        return markers.get(markerId(event)).isPresent();
    }

    /** Marks the change processed. @return false if it already was */
    public boolean markProcessed(ChangeEvent event) {
        try {
            markers.create(marker(event));
            return true;
        } catch (ItemAlreadyExistsException already) {
            return false;
        }
    }

    /**
     * A handler that skips changes this consumer has processed, runs {@code handler} on the others and
     * then marks them. Changes are told apart by their stream event id.
     */
    public <C extends StreamChange> Consumer<C> once(Consumer<? super C> handler) {
        Objects.requireNonNull(handler, "handler");
        return change -> {
            if (!isProcessed(change.event())) {
                handler.accept(change);
                markProcessed(change.event());
            }
        };
    }

    /**
     * Executes {@code effects} with the change's marker added (a create of it), so that the effects
     * happen once per change even when it is delivered again or twice at once.
     *
     * @return true if the transaction was applied, false if the change had been processed (nothing was
     *         written): the marker's condition failed
     * @throws TransactionFailedException when it was cancelled for another reason, a
     *         {@code TransactionConflict} on the marker's item included: nothing was written, so the change
     *         is to be handled again
     */
    public boolean applyOnce(ChangeEvent event, WriteTransaction effects) {
        Marker marker = marker(event);
        effects.create(markers, marker);
        try {
            effects.execute();
            return true;
        } catch (TransactionFailedException cancelled) {
            // Only the marker's own condition failing means "processed already": a TransactionConflict
            // (or a throttle) drawn on the marker's item says nothing of it, and taking it so skipped the
            // change for good (issue #24 §1, LambdaFaultTest).
            boolean markerTaken = cancelled.reasons().stream().anyMatch(reason
                    -> TransactionFailedException.CONDITIONAL_CHECK_FAILED.equals(reason.code())
                    && MARKER_TYPE.equals(reason.entityType()) && reason.tableName().equals(markers.tableName())
                    && reason.key().equals(MarkerSchema.ID + "=" + marker.id()));
            if (markerTaken) {
                return false;
            }
            throw cancelled;
        }
    }

    private Marker marker(ChangeEvent event) {
        return new Marker(markerId(event), Instant.now().plus(retention).getEpochSecond());
    }

    private String markerId(ChangeEvent event) {
        return consumer + "#" + event.eventId();
    }

    /** That a consumer processed a change, until {@code expiresAt} (epoch seconds). */
    record Marker(String id, long expiresAt) {
    }

    /** The markers' table. */
    static final class Markers extends EntityRepository<Marker> {
        private final Requests requests;

        Markers(DynamoDbClient client, String tableName) {
            super(client, tableName, new MarkerSchema(table(tableName)));
            this.requests = Requests.of(client);
        }

        /** A strongly consistent GetItem of the marker. */
        Optional<Marker> get(String id) {
            Map<String, AttributeValue> key = Map.of(MarkerSchema.ID, AttributeValue.fromS(id));
            Map<String, AttributeValue> item = requests.getItem(
                    Requests.Context.of(tableName(), MARKER_TYPE, RequestEvent.Operation.READ_STREAM)
                            .key(MarkerSchema.ID + "=" + id),
                    GetItemRequest.builder().tableName(tableName()).key(key).consistentRead(true).build()).item();
            return item == null || item.isEmpty() ? Optional.empty() : Optional.of(MarkerSchema.read(item));
        }
    }

    /** How a marker is stored. */
    static final class MarkerSchema implements ItemSchema<Marker> {
        static final String ID = "id";
        static final String EXPIRES_AT = "expiresAt";
        private final TableDefinition table;

        MarkerSchema(TableDefinition table) {
            this.table = table;
        }

        @Override
        public String entityType() {
            return MARKER_TYPE;
        }

        @Override
        public TableDefinition table() {
            return table;
        }

        @Override
        public Map<String, AttributeValue> toItem(Marker marker) {
            return Map.of(ID, AttributeValue.fromS(marker.id()), "_type", AttributeValue.fromS(MARKER_TYPE),
                    EXPIRES_AT, AttributeValue.fromN(Long.toString(marker.expiresAt())));
        }

        @Override
        public Marker fromItem(Map<String, AttributeValue> item) {
            return read(item);
        }

        static Marker read(Map<String, AttributeValue> item) {
            AttributeValue id = item.get(ID);
            AttributeValue expiresAt = item.get(EXPIRES_AT);
            if (id == null || id.s() == null || expiresAt == null || expiresAt.n() == null) {
                throw new ItemDecodeException(MARKER_TYPE, String.valueOf(id), null, "not a marker: " + item, null);
            }
            return new Marker(id.s(), Long.parseLong(expiresAt.n()));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Marker marker) {
            return Map.of(ID, AttributeValue.fromS(marker.id()));
        }

        @Override
        public Optional<String> ttlAttribute() {
            return Optional.of(EXPIRES_AT);
        }

        @Override
        public boolean readsBackEqual() {
            return true;
        }
    }
}
