package dev.keyway.runtime.internal.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.internal.batch.Batches;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestEvent.Outcome;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestListener;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@link Requests}: what the listener sees of each request, what DynamoDB is asked to report,
 * and which SDK errors become typed ones.
 */
class RequestsTest {

    private static final Requests.Context PUT = Requests.Context.of("Widgets", "Widget", Operation.PUT)
            .key("PK=WIDGET#w1, SK=W");
    private static final PutItemRequest PUT_REQUEST = PutItemRequest.builder().tableName("Widgets")
            .item(Map.of("PK", AttributeValue.fromS("WIDGET#w1"), "SK", AttributeValue.fromS("W"))).build();

    /** Answers puts, gets, batch writes and transactions as a supplier says, and keeps the requests. */
    private static final class ScriptedClient implements DynamoDbClient {

        final List<Object> requests = Collections.synchronizedList(new ArrayList<>());
        Supplier<RuntimeException> failure = () -> null;
        ConsumedCapacity capacity = ConsumedCapacity.builder().tableName("Widgets").capacityUnits(1.0).build();

        private void answer(Object request) {
            requests.add(request);
            RuntimeException error = failure.get();
            if (error != null) {
                throw error;
            }
        }

        @Override
        public PutItemResponse putItem(PutItemRequest request) {
            answer(request);
            return PutItemResponse.builder().consumedCapacity(request.returnConsumedCapacity() == null ? null : capacity)
                    .build();
        }

        @Override
        public GetItemResponse getItem(GetItemRequest request) {
            answer(request);
            return GetItemResponse.builder().item(Map.of("PK", AttributeValue.fromS("WIDGET#w1"))).build();
        }

        @Override
        public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
            answer(request);
            List<WriteRequest> writes = request.requestItems().get("Widgets");
            return BatchWriteItemResponse.builder()
                    .unprocessedItems(Map.of("Widgets", writes.subList(0, 1)))
                    .consumedCapacity(List.of(capacity)).build();
        }

        @Override
        public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
            answer(request);
            return TransactWriteItemsResponse.builder().consumedCapacity(
                    ConsumedCapacity.builder().tableName("Widgets").capacityUnits(6.0).readCapacityUnits(2.0)
                            .writeCapacityUnits(4.0).build()).build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    private static DynamoDbException refusal(String code, String message) {
        return (DynamoDbException) DynamoDbException.builder().message(message).statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(message).serviceName("DynamoDb")
                        .build()).build();
    }

    @Test
    void theListenerSeesEachRequestWithWhatItWroteAndConsumed() {
        ScriptedClient client = new ScriptedClient();
        List<RequestEvent> events = new ArrayList<>();
        RequestListener listener = events::add;
        new Requests(client, listener.withConsumedCapacity(ReturnConsumedCapacity.TOTAL)).putItem(PUT, PUT_REQUEST);

        assertEquals(ReturnConsumedCapacity.TOTAL, ((PutItemRequest) client.requests.get(0)).returnConsumedCapacity(),
                "the listener asked for consumed capacity");
        RequestEvent event = events.get(0);
        assertEquals("Widgets", event.tableName());
        assertEquals("Widget", event.entityType());
        assertEquals(Operation.PUT, event.operation());
        assertEquals(RequestKind.PUT_ITEM, event.request());
        assertEquals("PutItem", event.request().apiName());
        assertEquals(1, event.itemsWritten());
        assertEquals(0, event.itemsRead());
        assertEquals(1, event.attempt());
        assertEquals(1.0, event.capacityUnits());
        assertEquals(1.0, event.writeCapacityUnits(), "a put's units are write units");
        assertEquals(0.0, event.readCapacityUnits());
        assertEquals(Outcome.SUCCESS, event.outcome());
        assertTrue(event.latency().toNanos() > 0);
    }

    @Test
    void capacityIsOnlyAskedForWhenTheListenerWantsIt() {
        ScriptedClient client = new ScriptedClient();
        List<RequestEvent> events = new ArrayList<>();
        new Requests(client, events::add).putItem(PUT, PUT_REQUEST);
        assertNull(((PutItemRequest) client.requests.get(0)).returnConsumedCapacity());
        assertEquals(List.of(), events.get(0).consumedCapacity());
        assertEquals(0.0, events.get(0).capacityUnits());
    }

    @Test
    void batchesReportTheirLeftoversAndAttempt() {
        ScriptedClient client = new ScriptedClient();
        List<RequestEvent> events = new ArrayList<>();
        List<WriteRequest> writes = List.of(
                WriteRequest.builder().putRequest(put -> put.item(Map.of("PK", AttributeValue.fromS("a")))).build(),
                WriteRequest.builder().putRequest(put -> put.item(Map.of("PK", AttributeValue.fromS("b")))).build(),
                WriteRequest.builder().putRequest(put -> put.item(Map.of("PK", AttributeValue.fromS("c")))).build());
        new Requests(client, events::add).batchWriteItem(PUT.operation(Operation.BATCH_PUT),
                BatchWriteItemRequest.builder().requestItems(Map.of("Widgets", writes)).build(), 3);
        RequestEvent event = events.get(0);
        assertEquals(2, event.itemsWritten(), "three sent, one left unprocessed");
        assertEquals(1, event.unprocessed());
        assertEquals(3, event.attempt());
        assertTrue(event.retry());
    }

    @Test
    void readAndWriteUnitsDynamoDbReportsApartAreKeptApart() {
        ScriptedClient client = new ScriptedClient();
        List<RequestEvent> events = new ArrayList<>();
        new Requests(client, events::add).transactWriteItems(PUT.operation(Operation.WRITE_TRANSACTION),
                TransactWriteItemsRequest.builder().transactItems(
                        TransactWriteItem.builder().put(put -> put.tableName("Widgets").item(PUT_REQUEST.item())).build(),
                        TransactWriteItem.builder().conditionCheck(check -> check.tableName("Widgets")
                                .key(PUT_REQUEST.item()).conditionExpression("attribute_exists(PK)")).build()).build());
        RequestEvent event = events.get(0);
        assertEquals(1, event.itemsWritten(), "a condition check writes nothing");
        assertEquals(2.0, event.readCapacityUnits());
        assertEquals(4.0, event.writeCapacityUnits());
        assertEquals(6.0, event.capacityUnits());
    }

    @Test
    void anItemSizeRefusalIsAnItemTooLargeException() {
        ScriptedClient client = new ScriptedClient();
        List<RequestEvent> events = new ArrayList<>();
        for (String message : List.of("Item size has exceeded the maximum allowed size",
                "Item size to update has exceeded the maximum allowed size")) {
            DynamoDbException refused = refusal("ValidationException", message);
            client.failure = () -> refused;
            ItemTooLargeException error = assertThrows(ItemTooLargeException.class,
                    () -> new Requests(client, events::add).putItem(PUT, PUT_REQUEST));
            assertEquals("Widget", error.entityType());
            assertEquals("PK=WIDGET#w1, SK=W", error.key());
            assertEquals(-1, error.size(), "DynamoDB does not say how large");
            assertEquals(409_600, error.limit());
            assertSame(refused, error.getCause());
        }
        assertSame(ItemTooLargeException.class, events.get(0).failure().orElseThrow().getClass(),
                "the listener sees the exception the caller gets");
        assertEquals(Outcome.FAILED, events.get(0).outcome());
    }

    @Test
    void aKeySizeRefusalIsAnInvalidKeyValueException() {
        ScriptedClient client = new ScriptedClient();
        for (String message : List.of(
                "One or more parameter values were invalid: Size of hashkey has exceeded the maximum size limit of 2048 bytes",
                "One or more parameter values were invalid: Aggregated size of all range keys has exceeded the size "
                        + "limit of 1024 bytes",
                "Hash primary key values must be under 2048 bytes, and range primary key values must be under 1024 bytes",
                "One or more parameter values were invalid: Size limit exceeded")) {
            client.failure = () -> refusal("ValidationException", message);
            InvalidKeyValueException error = assertThrows(InvalidKeyValueException.class,
                    () -> Requests.of(client).putItem(PUT, PUT_REQUEST), message);
            assertEquals("Widget", error.entityType());
            assertTrue(error.getMessage().contains(message), error.getMessage());
        }
    }

    @Test
    void anyOtherErrorTheSdkHasNoTypeForIsARequestFailedException() {
        ScriptedClient client = new ScriptedClient();
        DynamoDbException denied = refusal("AccessDeniedException", "User is not authorized to perform dynamodb:PutItem");
        client.failure = () -> denied;
        RequestFailedException error = assertThrows(RequestFailedException.class,
                () -> Requests.of(client).putItem(PUT, PUT_REQUEST));
        assertEquals("AccessDeniedException", error.errorCode());
        assertEquals("User is not authorized to perform dynamodb:PutItem", error.dynamoDbMessage());
        assertEquals("PutItem", error.request());
        assertEquals("Widgets", error.tableName());
        assertEquals("Widget", error.entityType());
        assertSame(denied, error.getCause());
        assertEquals(false, error.throttling());

        client.failure = () -> refusal("ThrottlingException", "Rate of requests exceeds the allowed throughput");
        RequestFailedException throttled = assertThrows(RequestFailedException.class,
                () -> Requests.of(client).putItem(PUT, PUT_REQUEST));
        assertTrue(throttled.throttling(), "batches retry it");
        assertTrue(Batches.isThrottling(throttled));
    }

    @Test
    void documentedSdkExceptionsPassAsTheyAre() {
        ScriptedClient client = new ScriptedClient();
        List<RequestEvent> events = new ArrayList<>();
        for (RuntimeException documented : List.of(
                ConditionalCheckFailedException.builder().message("The conditional request failed").build(),
                ResourceNotFoundException.builder().message("Cannot do operations on a non-existent table").build(),
                SdkClientException.create("Unable to execute HTTP request"))) {
            client.failure = () -> documented;
            RuntimeException thrown = assertThrows(RuntimeException.class,
                    () -> new Requests(client, events::add).putItem(PUT, PUT_REQUEST));
            assertSame(documented, thrown);
        }
        assertEquals(Outcome.CONDITION_FAILED, events.get(0).outcome());
        assertEquals(Outcome.FAILED, events.get(1).outcome());
        assertEquals(0, events.get(0).itemsWritten(), "a refused write wrote nothing");
    }

    @Test
    void aFailingListenerDoesNotFailTheRequest() {
        ScriptedClient client = new ScriptedClient();
        Requests requests = new Requests(client, event -> {
            throw new IllegalStateException("a listener's bug");
        });
        assertEquals(1, requests.getItem(PUT.operation(Operation.GET), GetItemRequest.builder().tableName("Widgets")
                .key(PUT_REQUEST.item()).build()).item().size());
    }

    @Test
    void withoutAListenerOfItsOwnTheDefaultOfTheMomentIsTold() {
        ScriptedClient client = new ScriptedClient();
        Requests requests = Requests.of(client);
        List<RequestEvent> events = new ArrayList<>();
        try {
            RequestListener.setDefault(events::add);
            requests.putItem(PUT, PUT_REQUEST);
            assertEquals(1, events.size());
        } finally {
            RequestListener.setDefault(RequestListener.NONE);
        }
        requests.putItem(PUT, PUT_REQUEST);
        assertEquals(1, events.size(), "the default was reset");
    }

    @Test
    void aRequestOfSeveralRepositoriesTellsEachListenerOnce() {
        ScriptedClient client = new ScriptedClient();
        List<String> told = new ArrayList<>();
        RequestListener first = event -> told.add("first");
        RequestListener second = ((RequestListener) event -> told.add("second"))
                .withConsumedCapacity(ReturnConsumedCapacity.INDEXES);
        List<String> byDefault = new ArrayList<>();
        try {
            RequestListener.setDefault(event -> byDefault.add("default"));
            Requests joint = Requests.joint(client, List.of(new Requests(client, first), new Requests(client, second),
                    new Requests(client, first), Requests.of(client)));
            joint.putItem(PUT, PUT_REQUEST);
        } finally {
            RequestListener.setDefault(RequestListener.NONE);
        }
        assertEquals(List.of("first", "second"), told);
        assertEquals(List.of("default"), byDefault, "a repository without a listener reports to the default");
        assertEquals(ReturnConsumedCapacity.INDEXES, ((PutItemRequest) client.requests.get(0)).returnConsumedCapacity(),
                "the more detailed capacity any of them asks for");
    }

    @Test
    void bothListenersOfAndThenHearAnEventWhenTheFirstThrows() {
        ScriptedClient client = new ScriptedClient();
        List<String> told = new ArrayList<>();
        RequestListener broken = event -> {
            throw new IllegalStateException("broken");
        };
        RequestListener both = broken.andThen(event -> told.add("second")).andThen(broken);
        new Requests(client, both).putItem(PUT, PUT_REQUEST);   // the request does not fail either
        assertEquals(List.of("second"), told);
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> both.onRequest(null));
        assertEquals(1, thrown.getSuppressed().length, "the second failure rides on the first");
    }

    @Test
    void aListenerAsksForTheCapacityItIsGiven() {
        RequestListener plain = event -> { };
        assertEquals(ReturnConsumedCapacity.NONE, plain.consumedCapacity());
        assertEquals(ReturnConsumedCapacity.TOTAL, plain.withConsumedCapacity(ReturnConsumedCapacity.TOTAL)
                .consumedCapacity());
        assertEquals(ReturnConsumedCapacity.TOTAL, plain.andThen(plain.withConsumedCapacity(ReturnConsumedCapacity.TOTAL))
                .consumedCapacity());
        assertThrows(IllegalArgumentException.class,
                () -> plain.withConsumedCapacity(ReturnConsumedCapacity.UNKNOWN_TO_SDK_VERSION));
        assertInstanceOf(RequestListener.class, RequestListener.getDefault());
    }
}
