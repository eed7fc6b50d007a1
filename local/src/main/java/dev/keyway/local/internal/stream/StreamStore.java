package dev.keyway.local.internal.stream;

import dev.keyway.local.internal.ServiceError;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.regex.Pattern;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsRequest;
import software.amazon.awssdk.services.dynamodb.model.ListStreamsResponse;
import software.amazon.awssdk.services.dynamodb.model.Record;
import software.amazon.awssdk.services.dynamodb.model.ShardIteratorType;
import software.amazon.awssdk.services.dynamodb.model.Stream;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * The streams of one Keyway Local database: the records of every table whose stream is on, in shards,
 * and the four DynamoDB Streams operations that read them (API Reference, "Amazon DynamoDB Streams").
 *
 * <p>A stream keeps its records 24 hours; a disabled stream, and a closed shard, stay readable 24 hours
 * after they were closed and are then gone. Time is the database's clock. Every method is thread-safe:
 * the engine reports changes while readers poll from other threads.
 */
public final class StreamStore implements TableChanges {

    /** Developer Guide, "DynamoDB Streams": records are kept 24 hours. */
    static final Duration RETENTION = Duration.ofHours(24);
    /** API Reference, GetShardIterator: "A shard iterator expires 15 minutes after it is returned". */
    static final Duration ITERATOR_LIFETIME = Duration.ofMinutes(15);
    /** API Reference, GetRecords: "a maximum of 1 MB of data or 1000 stream records". */
    static final long MAX_ANSWER_BYTES = 1024 * 1024;
    static final int MAX_RECORDS = 1000;
    /** API Reference, ListStreams and DescribeStream: "The upper limit is 100". */
    static final int MAX_STREAMS_OR_SHARDS = 100;
    /** The most shards a stream may write to at once (Keyway Local's bound on the per-database setting). */
    public static final int MAX_SHARDS_PER_STREAM = 100;

    private static final DateTimeFormatter LABEL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);
    private static final Pattern STREAM_ARN = Pattern.compile("arn:[^:]+:dynamodb:[^:]*:[^:]*:table/[^/]+/stream/.+");
    private static final Pattern TABLE_NAME = Pattern.compile("[a-zA-Z0-9_.-]+");
    private static final List<String> ITERATOR_TYPES = List.of(ShardIteratorType.TRIM_HORIZON.toString(),
            ShardIteratorType.LATEST.toString(), ShardIteratorType.AT_SEQUENCE_NUMBER.toString(),
            ShardIteratorType.AFTER_SEQUENCE_NUMBER.toString());

    private final Clock clock;
    private final int shardsPerStream;
    private final TreeMap<String, TableStream> streams = new TreeMap<>(); // by ARN: ListStreams' order
    private final Map<String, TableStream> enabledByTable = new HashMap<>();
    private final Map<String, Long> lastLabelMillis = new HashMap<>();
    private long lastSequence; // the database's sequence-number counter
    private long shardCount;
    private long iteratorCount;
    private long lastShardMillis;

    /** A store whose streams write to one shard at a time, as DynamoDB's do for small tables. */
    public StreamStore(Clock clock) {
        this(clock, 1);
    }

    /**
     * A store whose streams write to {@code shardsPerStream} open shards at once, each item's changes to
     * the shard its partition key hashes to, as a busy DynamoDB table's stream does.
     *
     * @param shardsPerStream 1 to {@value #MAX_SHARDS_PER_STREAM}
     */
    public StreamStore(Clock clock, int shardsPerStream) {
        if (shardsPerStream < 1 || shardsPerStream > MAX_SHARDS_PER_STREAM) {
            throw new IllegalArgumentException("shardsPerStream must be between 1 and " + MAX_SHARDS_PER_STREAM
                    + ": " + shardsPerStream);
        }
        this.clock = Objects.requireNonNull(clock, "clock");
        this.shardsPerStream = shardsPerStream;
    }

    /** How many open shards each new stream writes to. */
    public int shardsPerStream() {
        return shardsPerStream;
    }

    /**
     * {@inheritDoc}
     *
     * <p>The label is the creation time in ISO 8601 with milliseconds, one millisecond later than the
     * table's previous stream's if the clock has not moved, so that every stream of a table has its own
     * ARN. A table whose stream is still on has it disabled first.
     */
    @Override
    public synchronized StreamIdentity enable(String tableName, String tableArn, List<KeySchemaElement> keySchema,
            StreamViewType viewType) {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(tableArn, "tableArn");
        Objects.requireNonNull(keySchema, "keySchema");
        Objects.requireNonNull(viewType, "viewType");
        disable(tableName);
        Instant now = clock.instant();
        long labelMillis = Math.max(now.toEpochMilli(), lastLabelMillis.getOrDefault(tableName, Long.MIN_VALUE) + 1);
        lastLabelMillis.put(tableName, labelMillis);
        String label = LABEL.format(Instant.ofEpochMilli(labelMillis));
        TableStream stream = new TableStream(tableArn + "/stream/" + label, label, tableName, keySchema, viewType, now);
        stream.open(shardsPerStream, this::newShard);
        streams.put(stream.arn(), stream);
        enabledByTable.put(tableName, stream);
        forgetExpiredStreams(now.toEpochMilli());
        return new StreamIdentity(stream.arn(), label);
    }

    @Override
    public synchronized void disable(String tableName) {
        TableStream stream = enabledByTable.remove(tableName);
        if (stream != null) {
            stream.disable(() -> ++lastSequence, clock.millis());
        }
    }

    @Override
    public synchronized void changed(String tableName, Map<String, AttributeValue> keys, Map<String, AttributeValue> oldImage,
            Map<String, AttributeValue> newImage, boolean expiredByTimeToLive) {
        TableStream stream = enabledByTable.get(tableName);
        if (stream == null || (oldImage == null && newImage == null)) {
            return; // no stream on, or nothing changed
        }
        Instant now = clock.instant();
        stream.retain(now.toEpochMilli() - RETENTION.toMillis());
        StreamShard shard = stream.shardFor(keys);
        shard.append(new StoredChange(stream, ++lastSequence, now, keys, oldImage, newImage, expiredByTimeToLive));
    }

    /**
     * Closes the open shards of a table's stream and opens a child for each, as the service does from
     * time to time; records of an item written afterwards go to the child.
     *
     * @return how many shards were split
     * @throws IllegalArgumentException when the table's stream is not on
     */
    public synchronized int rollShards(String tableName) {
        TableStream stream = enabledByTable.get(tableName);
        if (stream == null) {
            throw new IllegalArgumentException("Table " + tableName + " has no stream turned on: there are no shards to roll");
        }
        return stream.roll(this::newShard, () -> ++lastSequence, clock.millis());
    }

    /**
     * Forgets every disabled stream now, as if its 24 hours had passed, to free the memory its records
     * hold (a long test run that deletes its tables keeps their streams otherwise).
     *
     * @return how many streams were forgotten
     */
    public synchronized int forgetDisabledStreams() {
        int before = streams.size();
        streams.values().removeIf(stream -> !stream.isEnabled());
        return before - streams.size();
    }

    /** The DynamoDB Streams ListStreams operation. */
    public synchronized ListStreamsResponse listStreams(ListStreamsRequest request) {
        new ParameterChecks()
                .range("limit", request.limit(), 1, MAX_STREAMS_OR_SHARDS)
                .length("tableName", request.tableName(), 3, 255)
                .pattern("tableName", request.tableName(), TABLE_NAME)
                .length("exclusiveStartStreamArn", request.exclusiveStartStreamArn(), 37, 1024)
                .throwIfViolated();
        String start = request.exclusiveStartStreamArn();
        if (start != null && !STREAM_ARN.matcher(start).matches()) {
            throw StreamErrors.invalidStreamArn("ExclusiveStartStreamArn");
        }
        forgetExpiredStreams(clock.millis());
        int limit = request.limit() == null ? MAX_STREAMS_OR_SHARDS : request.limit();
        List<Stream> page = new ArrayList<>();
        String lastEvaluated = null;
        for (TableStream stream : (start == null ? streams : streams.tailMap(start, false)).values()) {
            if (request.tableName() != null && !request.tableName().equals(stream.tableName())) {
                continue;
            }
            if (page.size() == limit) {
                lastEvaluated = page.get(page.size() - 1).streamArn();
                break;
            }
            page.add(stream.summary());
        }
        return ListStreamsResponse.builder().streams(page).lastEvaluatedStreamArn(lastEvaluated).build();
    }

    /** The DynamoDB Streams DescribeStream operation. */
    public synchronized DescribeStreamResponse describeStream(DescribeStreamRequest request) {
        new ParameterChecks()
                .required("streamArn", request.streamArn())
                .length("streamArn", request.streamArn(), 37, 1024)
                .length("exclusiveStartShardId", request.exclusiveStartShardId(), 28, 65)
                .range("limit", request.limit(), 1, MAX_STREAMS_OR_SHARDS)
                .length("shardFilter.shardId", request.shardFilter() == null ? null : request.shardFilter().shardId(), 28, 65)
                .oneOf("shardFilter.type", request.shardFilter() == null ? null : request.shardFilter().typeAsString(),
                        List.of("CHILD_SHARDS"))
                .throwIfViolated();
        TableStream stream = stream(request.streamArn());
        int limit = request.limit() == null ? MAX_STREAMS_OR_SHARDS : request.limit();
        // API Reference, ShardFilter: CHILD_SHARDS with the ShardId of a parent lists that shard's children only.
        String childrenOf = request.shardFilter() == null ? null : request.shardFilter().shardId();
        return DescribeStreamResponse.builder()
                .streamDescription(stream.describe(request.exclusiveStartShardId(), limit, childrenOf))
                .build();
    }

    /** The DynamoDB Streams GetShardIterator operation. */
    public synchronized GetShardIteratorResponse getShardIterator(GetShardIteratorRequest request) {
        String type = request.shardIteratorTypeAsString();
        String sequenceNumber = request.sequenceNumber();
        new ParameterChecks()
                .required("streamArn", request.streamArn())
                .length("streamArn", request.streamArn(), 37, 1024)
                .required("shardId", request.shardId())
                .length("shardId", request.shardId(), 28, 65)
                .required("shardIteratorType", type)
                .oneOf("shardIteratorType", type, ITERATOR_TYPES)
                .length("sequenceNumber", sequenceNumber, 21, 40)
                .throwIfViolated();
        ShardIteratorType iteratorType = request.shardIteratorType();
        boolean needsNumber = iteratorType == ShardIteratorType.AT_SEQUENCE_NUMBER
                || iteratorType == ShardIteratorType.AFTER_SEQUENCE_NUMBER;
        // API Reference, GetShardIterator: SequenceNumber positions AT_ and AFTER_SEQUENCE_NUMBER iterators;
        // the service refuses it with the other two types and requires it with these (Keyway Local's wording).
        if (needsNumber && sequenceNumber == null) {
            throw ServiceError.validation("SequenceNumber must be provided for ShardIteratorType " + type);
        }
        if (!needsNumber && sequenceNumber != null) {
            throw ServiceError.validation("SequenceNumber must not be provided for ShardIteratorType " + type);
        }
        if (sequenceNumber != null && !SequenceNumbers.wellFormed(sequenceNumber)) {
            throw ServiceError.validation("Invalid SequenceNumber: " + sequenceNumber);
        }
        TableStream stream = stream(request.streamArn());
        StreamShard shard = stream.shard(request.shardId());
        if (shard == null) {
            throw StreamErrors.shardNotFound();
        }
        long after = switch (iteratorType) {
            case TRIM_HORIZON -> shard.trimHorizon();
            case LATEST -> shard.latest();
            default -> positionOf(shard, sequenceNumber, iteratorType == ShardIteratorType.AT_SEQUENCE_NUMBER);
        };
        String iterator = ShardIterators.encode(new ShardIterators.Position(stream.arn(), shard.id(), after, clock.millis()),
                ++iteratorCount);
        return GetShardIteratorResponse.builder().shardIterator(iterator).build();
    }

    /** The DynamoDB Streams GetRecords operation. */
    public synchronized GetRecordsResponse getRecords(GetRecordsRequest request) {
        new ParameterChecks()
                .required("shardIterator", request.shardIterator())
                .length("shardIterator", request.shardIterator(), 1, 2048)
                .range("limit", request.limit(), 1, MAX_RECORDS)
                .throwIfViolated();
        ShardIterators.Position position = ShardIterators.decode(request.shardIterator());
        long now = clock.millis();
        if (now - position.issuedMillis() >= ITERATOR_LIFETIME.toMillis()) {
            throw StreamErrors.iteratorExpired();
        }
        TableStream stream = stream(position.streamArn());
        StreamShard shard = stream.shard(position.shardId());
        if (shard == null) {
            throw StreamErrors.shardNotFound();
        }
        if (shard.trimmedPast(position.after())) {
            throw StreamErrors.trimmed();
        }
        int limit = request.limit() == null ? MAX_RECORDS : request.limit();
        List<StoredChange> page = shard.read(position.after(), limit, MAX_ANSWER_BYTES);
        long after = page.isEmpty() ? position.after() : page.get(page.size() - 1).sequence();
        List<Record> records = new ArrayList<>(page.size());
        page.forEach(stored -> records.add(stored.record()));
        // API Reference, GetRecords: NextShardIterator is null once a closed shard is read to its end;
        // an open shard always gives one, even with nothing new.
        String next = shard.exhaustedAfter(after) ? null
                : ShardIterators.encode(new ShardIterators.Position(stream.arn(), shard.id(), after, now), ++iteratorCount);
        return GetRecordsResponse.builder().records(records).nextShardIterator(next).build();
    }

    /**
     * The stream with this ARN, its retention applied.
     *
     * @throws ServiceError {@code ValidationException} for a string that is not a stream ARN,
     *     {@code ResourceNotFoundException} for a stream that does not exist (any more)
     */
    private TableStream stream(String arn) {
        if (!STREAM_ARN.matcher(arn).matches()) {
            throw StreamErrors.invalidStreamArn("StreamArn");
        }
        long horizon = clock.millis() - RETENTION.toMillis();
        TableStream stream = streams.get(arn);
        if (stream != null && !stream.isEnabled() && stream.disabledMillis() < horizon) {
            streams.remove(arn);
            stream = null;
        }
        if (stream == null) {
            throw StreamErrors.streamNotFound(arn);
        }
        stream.retain(horizon);
        return stream;
    }

    /** Where an AT_ or AFTER_SEQUENCE_NUMBER iterator starts, the number checked against the shard. */
    private long positionOf(StreamShard shard, String sequenceNumber, boolean at) {
        long number = SequenceNumbers.parse(sequenceNumber);
        long last = shard.isOpen() ? lastSequence : shard.ending();
        if (number == SequenceNumbers.NOT_ISSUED || number < shard.starting() || number > last) {
            // Keyway Local's wording: the number was not issued to this shard.
            throw ServiceError.validation("Invalid SequenceNumber: " + sequenceNumber
                    + " is not a sequence number of shard " + shard.id());
        }
        long after = at ? number - 1 : number;
        if (shard.trimmedPast(after)) {
            throw StreamErrors.trimmed(); // API Reference: "a sequence number older than the trim point (24 hours)"
        }
        return after;
    }

    /**
     * A new shard: its ID is {@code shardId-} and the creation time's 20-digit milliseconds, like the
     * service's, then a counter, so that IDs sort in creation order; its starting number is drawn now.
     */
    private StreamShard newShard(String parentId) {
        lastShardMillis = Math.max(lastShardMillis, clock.millis());
        String id = String.format("shardId-%020d-%08x", lastShardMillis, ++shardCount & 0xffffffffL);
        return new StreamShard(id, parentId, ++lastSequence);
    }

    private void forgetExpiredStreams(long nowMillis) {
        long horizon = nowMillis - RETENTION.toMillis();
        streams.values().removeIf(stream -> !stream.isEnabled() && stream.disabledMillis() < horizon);
    }
}
