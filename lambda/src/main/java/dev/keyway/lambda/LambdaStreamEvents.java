package dev.keyway.lambda;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.Identity;
import com.amazonaws.services.lambda.runtime.events.models.dynamodb.StreamRecord;
import dev.keyway.runtime.stream.ChangeDecoder;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Consumer;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * A Lambda function's DynamoDB stream events, typed. {@link #handle} decodes each record of the
 * batch with a table's change type and hands it to the handler, in order; at the first record that
 * fails (the handler threw, or it is not a stream record: no keys or an empty key map, say) it stops
 * and answers with that record's sequence number as the batch item failure, so that Lambda (with
 * {@code ReportBatchItemFailures} on the event source mapping) retries from there: the records
 * before it count as processed, it and those after it come again, still in order per item. Lambda's
 * checkpoint so never passes a record that failed, whatever the failure; a failed record without a
 * sequence number is answered with none, which Lambda takes as the whole batch failing.
 *
 * <pre>{@code
 * public final class OrderEvents implements RequestHandler<DynamodbEvent, StreamsEventResponse> {
 *     public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
 *         return LambdaStreamEvents.handle(event, ShopChange.DECODER, change -> change.accept(visitor));
 *     }
 * }
 * }</pre>
 *
 * <p>An item that does not decode reaches the handler as the change type's {@code Undecodable}
 * variant: throw from the handler to have it retried (and, after the mapping's retry attempts,
 * sent to its on-failure destination), or return to skip it.
 */
public final class LambdaStreamEvents {

    private static final System.Logger LOG = System.getLogger(LambdaStreamEvents.class.getName());

    private LambdaStreamEvents() {
    }

    /**
     * Runs {@code handler} on each change of the batch, in order, until one fails: the handler throws
     * anything but a {@link VirtualMachineError} (which is thrown on, failing the invocation).
     *
     * @return no batch item failures if every change was handled, else the failed record's sequence number
     */
    public static <C> StreamsEventResponse handle(DynamodbEvent event, ChangeDecoder<C> decoder,
                                                  Consumer<? super C> handler) {
        Objects.requireNonNull(decoder, "decoder");
        Objects.requireNonNull(handler, "handler");
        for (DynamodbEvent.DynamodbStreamRecord lambdaRecord : records(event)) {
            try {
                handler.accept(decoder.decode(record(lambdaRecord)));
            } catch (Throwable e) { // a checked exception too (Kotlin, sneaky throws), and an Error
                if (e instanceof VirtualMachineError fatal) {
                    throw fatal; // the JVM itself is failing: the invocation fails, Lambda retries the batch
                }
                String sequenceNumber = lambdaRecord.getDynamodb() == null ? null
                        : lambdaRecord.getDynamodb().getSequenceNumber();
                LOG.log(System.Logger.Level.WARNING, "Change " + lambdaRecord.getEventID() + " (sequence number "
                        + sequenceNumber + ") failed; Lambda retries the batch from it", e);
                return new StreamsEventResponse(List.of(new StreamsEventResponse.BatchItemFailure(sequenceNumber)));
            }
        }
        return new StreamsEventResponse(List.of());
    }

    /** The event's records as the AWS SDK's stream records, in order, for a change type's {@code of(Record)}. */
    public static List<Record> sdkRecords(DynamodbEvent event) {
        List<Record> records = new ArrayList<>();
        records(event).forEach(record -> records.add(record(record)));
        return records;
    }

    /** One Lambda stream record as the AWS SDK's stream record (what {@code DynamoDbStreamsClient} returns). */
    public static Record record(com.amazonaws.services.lambda.runtime.events.models.dynamodb.Record record) {
        Objects.requireNonNull(record, "record");
        Record.Builder sdk = Record.builder()
                .eventID(record.getEventID())
                .eventName(record.getEventName())
                .eventVersion(record.getEventVersion())
                .eventSource(record.getEventSource())
                .awsRegion(record.getAwsRegion());
        StreamRecord change = record.getDynamodb();
        if (change != null) {
            software.amazon.awssdk.services.dynamodb.model.StreamRecord.Builder stream =
                    software.amazon.awssdk.services.dynamodb.model.StreamRecord.builder()
                            .sequenceNumber(change.getSequenceNumber())
                            .sizeBytes(change.getSizeBytes())
                            .streamViewType(change.getStreamViewType());
            if (change.getApproximateCreationDateTime() != null) {
                stream.approximateCreationDateTime(change.getApproximateCreationDateTime().toInstant());
            }
            if (change.getKeys() != null) {
                stream.keys(item(change.getKeys()));
            }
            if (change.getNewImage() != null) {
                stream.newImage(item(change.getNewImage()));
            }
            if (change.getOldImage() != null) {
                stream.oldImage(item(change.getOldImage()));
            }
            sdk.dynamodb(stream.build());
        }
        Identity identity = record.getUserIdentity();
        if (identity != null) {
            sdk.userIdentity(software.amazon.awssdk.services.dynamodb.model.Identity.builder()
                    .type(identity.getType()).principalId(identity.getPrincipalId()).build());
        }
        return sdk.build();
    }

    private static List<DynamodbEvent.DynamodbStreamRecord> records(DynamodbEvent event) {
        Objects.requireNonNull(event, "event");
        return event.getRecords() == null ? List.of() : event.getRecords();
    }

    private static Map<String, AttributeValue> item(
            Map<String, com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue> item) {
        Map<String, AttributeValue> converted = new LinkedHashMap<>();
        item.forEach((name, value) -> converted.put(name, value(value)));
        return converted;
    }

    /** One attribute value; a value of no type DynamoDB knows fails, since decoding never invents one. */
    static AttributeValue value(com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue value) {
        if (value.getS() != null) {
            return AttributeValue.fromS(value.getS());
        }
        if (value.getN() != null) {
            return AttributeValue.fromN(value.getN());
        }
        if (value.getB() != null) {
            return AttributeValue.fromB(bytes(value.getB()));
        }
        if (value.getBOOL() != null) {
            return AttributeValue.fromBool(value.getBOOL());
        }
        if (Boolean.TRUE.equals(value.getNULL())) {
            return AttributeValue.fromNul(true);
        }
        if (value.getSS() != null) {
            return AttributeValue.fromSs(value.getSS());
        }
        if (value.getNS() != null) {
            return AttributeValue.fromNs(value.getNS());
        }
        if (value.getBS() != null) {
            return AttributeValue.fromBs(value.getBS().stream().map(LambdaStreamEvents::bytes).toList());
        }
        if (value.getM() != null) {
            return AttributeValue.fromM(item(value.getM()));
        }
        if (value.getL() != null) {
            return AttributeValue.fromL(value.getL().stream().map(LambdaStreamEvents::value).toList());
        }
        throw new IllegalArgumentException("An attribute value of no DynamoDB type: " + value);
    }

    private static SdkBytes bytes(ByteBuffer buffer) {
        return SdkBytes.fromByteBuffer(buffer.asReadOnlyBuffer());
    }
}
