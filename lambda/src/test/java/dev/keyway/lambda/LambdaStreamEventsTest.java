package dev.keyway.lambda;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import dev.keyway.lambda.shop.Order;
import dev.keyway.lambda.shop.ShopChange;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Record;

/**
 * A DynamodbEvent read from the event's JSON exactly as the Lambda Java runtime reads it, converted
 * and decoded into typed changes; batches answered with partial batch failures.
 */
class LambdaStreamEventsTest {

    @Test
    void aLambdaEventDecodesIntoTypedChanges() throws IOException {
        List<ShopChange> changes = LambdaStreamEvents.sdkRecords(event()).stream().map(ShopChange::of).toList();

        Change<Order> inserted = assertInstanceOf(ShopChange.OfOrder.class, changes.get(0)).change();
        assertEquals(ChangeKind.INSERT, inserted.kind());
        assertEquals(new Order("c1", "o1", 2, Instant.ofEpochSecond(1714644000)), inserted.newImage().orElseThrow());
        assertEquals(Instant.ofEpochSecond(1714557600), inserted.event().approximateCreationTime().orElseThrow());
        assertEquals("111", inserted.event().sequenceNumber());
        assertEquals("c4ca4238a0b923820dcc509a6f75849b", inserted.event().eventId());

        Change<Order> modified = assertInstanceOf(ShopChange.OfOrder.class, changes.get(1)).change();
        assertEquals(2, modified.oldImage().orElseThrow().quantity());
        assertEquals(3, modified.newImage().orElseThrow().quantity());

        Change<Order> expired = assertInstanceOf(ShopChange.OfOrder.class, changes.get(2)).change();
        assertEquals(ChangeKind.REMOVE, expired.kind());
        assertTrue(expired.timeToLiveExpiry());
        assertEquals(Map.of("PK", AttributeValue.fromS("CUSTOMER#c1"), "SK", AttributeValue.fromS("ORDER#o1")),
                expired.keys());
    }

    @Test
    void aHandlerRunsOverTheBatchAndCountsWhatItSaw() throws IOException {
        var handler = new dev.keyway.lambda.shop.OrderCountsProbe();
        StreamsEventResponse response = handler.handle(event());
        assertEquals(List.of(), response.getBatchItemFailures());
        assertEquals(Map.of("c1", 1), handler.placed());
        assertEquals(Map.of("c1", 1), handler.expired());
    }

    @Test
    void theFirstFailureEndsTheBatchAndIsReportedBySequenceNumber() throws IOException {
        List<String> handled = new ArrayList<>();
        StreamsEventResponse response = LambdaStreamEvents.handle(event(), ShopChange.DECODER, change -> {
            if (change.event().sequenceNumber().equals("222")) {
                throw new IllegalStateException("downstream unavailable");
            }
            handled.add(change.event().sequenceNumber());
        });
        assertEquals(List.of("111"), handled);
        assertEquals(List.of("222"), response.getBatchItemFailures().stream()
                .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier).toList());
    }

    @Test
    void aCheckedExceptionOrAnErrorFromTheHandlerIsAFailureOfItsRecordToo() throws IOException {
        for (Throwable thrown : List.of(new IOException("socket closed"), new AssertionError("bad state"))) {
            List<String> handled = new ArrayList<>();
            StreamsEventResponse response = LambdaStreamEvents.handle(event(), ShopChange.DECODER, change -> {
                if (change.event().sequenceNumber().equals("222")) {
                    throw LambdaStreamEventsTest.<RuntimeException>sneaky(thrown);
                }
                handled.add(change.event().sequenceNumber());
            });
            assertEquals(List.of("111"), handled);
            assertEquals(List.of("222"), response.getBatchItemFailures().stream()
                    .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier).toList());
        }
    }

    @Test
    void aVirtualMachineErrorFailsTheInvocation() {
        OutOfMemoryError fatal = new OutOfMemoryError("test");
        assertEquals(fatal, assertThrows(OutOfMemoryError.class, () -> LambdaStreamEvents.handle(event(),
                ShopChange.DECODER, change -> {
                    throw fatal;
                })));
    }

    /** Throws a checked exception where the compiler does not let one be thrown, as Kotlin code can. */
    @SuppressWarnings("unchecked")
    private static <T extends Throwable> T sneaky(Throwable thrown) throws T {
        throw (T) thrown;
    }

    @Test
    void anUndecodableItemReachesTheHandlerWhichDecides() throws IOException {
        DynamodbEvent event = event();
        event.getRecords().get(0).getDynamodb().getNewImage().remove("quantity");   // a primitive component is missing
        List<ShopChange> seen = new ArrayList<>();
        assertEquals(List.of(), LambdaStreamEvents.handle(event, ShopChange.DECODER, seen::add).getBatchItemFailures());
        ShopChange.Undecodable undecodable = assertInstanceOf(ShopChange.Undecodable.class, seen.get(0));
        assertEquals("Order", undecodable.entityType());
        assertTrue(undecodable.error().getMessage().contains("quantity"), undecodable.error().getMessage());

        StreamsEventResponse failed = new dev.keyway.lambda.shop.OrderCountsProbe().handle(event);
        assertEquals("111", failed.getBatchItemFailures().get(0).getItemIdentifier());
    }

    @Test
    void everyAttributeTypeConverts() {
        var lambda = new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue();
        lambda.setM(Map.of(
                "s", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withS("x"),
                "n", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withN("1.5"),
                "b", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue()
                        .withB(ByteBuffer.wrap(new byte[] {1, 2})),
                "bool", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withBOOL(false),
                "null", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withNULL(true),
                "ss", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withSS("a", "b"),
                "ns", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withNS("1", "2"),
                "bs", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue()
                        .withBS(ByteBuffer.wrap(new byte[] {3})),
                "l", new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withL(
                        new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue().withS("y"))));
        AttributeValue converted = LambdaStreamEvents.value(lambda);
        assertEquals(AttributeValue.fromM(Map.of(
                "s", AttributeValue.fromS("x"), "n", AttributeValue.fromN("1.5"),
                "b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2})),
                "bool", AttributeValue.fromBool(false), "null", AttributeValue.fromNul(true),
                "ss", AttributeValue.fromSs(List.of("a", "b")), "ns", AttributeValue.fromNs(List.of("1", "2")),
                "bs", AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {3}))),
                "l", AttributeValue.fromL(List.of(AttributeValue.fromS("y"))))), converted);
        assertThrows(IllegalArgumentException.class, () -> LambdaStreamEvents.value(
                new com.amazonaws.services.lambda.runtime.events.models.dynamodb.AttributeValue()));
    }

    @Test
    void aRecordWithoutItsStreamPartIsAFailureNotACrash() {
        DynamodbEvent event = new DynamodbEvent();
        DynamodbEvent.DynamodbStreamRecord broken = new DynamodbEvent.DynamodbStreamRecord();
        broken.setEventID("e1");
        broken.setEventName("INSERT");
        event.setRecords(List.of(broken));
        Record sdk = LambdaStreamEvents.record(broken);
        assertEquals("e1", sdk.eventID());
        assertEquals(1, LambdaStreamEvents.handle(event, ShopChange.DECODER, change -> { }).getBatchItemFailures().size());
    }

    /**
     * Issue #24 §7 bullet 2: a record whose key map is empty decoded to Unrecognized (and was handled as
     * such); it is refused with IllegalArgumentException, and in a batch it is the failed record.
     */
    @Test
    void aRecordWithAnEmptyKeyMapIsRefusedAndFailsItsBatchThere() throws IOException {
        DynamodbEvent event = event();
        event.getRecords().get(1).getDynamodb().setKeys(Map.of());
        assertThrows(IllegalArgumentException.class,
                () -> ShopChange.of(LambdaStreamEvents.record(event.getRecords().get(1))));
        List<String> handled = new ArrayList<>();
        StreamsEventResponse response = LambdaStreamEvents.handle(event, ShopChange.DECODER,
                change -> handled.add(change.event().sequenceNumber()));
        assertEquals(List.of("111"), handled);
        assertEquals(List.of("222"), response.getBatchItemFailures().stream()
                .map(StreamsEventResponse.BatchItemFailure::getItemIdentifier).toList());

        event.getRecords().get(1).getDynamodb().setKeys(null);
        assertThrows(IllegalArgumentException.class,
                () -> ShopChange.of(LambdaStreamEvents.record(event.getRecords().get(1))));
    }

    static DynamodbEvent event() throws IOException {
        try (InputStream json = LambdaStreamEventsTest.class.getResourceAsStream("/dynamodb-event.json")) {
            return LambdaEventSerializers.serializerFor(DynamodbEvent.class, LambdaStreamEventsTest.class.getClassLoader())
                    .fromJson(json);
        }
    }
}
