package dev.keyway.runtime.internal.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.runtime.listener.InFlightRequest;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.runtime.listener.RequestStart;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * {@link RequestListener#onSend}: a listener hears a request start on the sending thread, before the client
 * has it, and its end through the {@link InFlightRequest} it returned; composed listeners pass the start on.
 */
class RequestStartTest {

    private static final Requests.Context PUT = Requests.Context.of("Widgets", "Widget", Operation.PUT);
    private static final PutItemRequest PUT_REQUEST = PutItemRequest.builder().tableName("Widgets")
            .item(Map.of("PK", AttributeValue.fromS("WIDGET#w1"))).build();

    private final List<String> steps = Collections.synchronizedList(new ArrayList<>());

    /** Writes down when the client has a put, and refuses it when told to. */
    private final class Client implements DynamoDbClient {
        RuntimeException refusal;

        @Override
        public PutItemResponse putItem(PutItemRequest request) {
            steps.add("client on " + Thread.currentThread().getName());
            if (refusal != null) {
                throw refusal;
            }
            return PutItemResponse.builder().build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    /** A listener writing down each step under its name. */
    private RequestListener around(String name) {
        return new RequestListener() {
            @Override
            public void onRequest(RequestEvent event) {
                steps.add(name + " onRequest");
            }

            @Override
            public InFlightRequest onSend(RequestStart start) {
                steps.add(name + " start " + start.request().apiName() + " of " + start.entityType() + " on "
                        + Thread.currentThread().getName());
                return new InFlightRequest() {
                    @Override
                    public void ended(RequestEvent event) {
                        steps.add(name + " ended " + event.outcome());
                    }

                    @Override
                    public void sent() {
                        steps.add(name + " sent");
                    }
                };
            }
        };
    }

    @Test
    void theStartComesOnTheSendingThreadBeforeTheClientAndTheEndToWhatItReturned() {
        String thread = Thread.currentThread().getName();
        new Requests(new Client(), around("a")).putItem(PUT, PUT_REQUEST);
        assertEquals(List.of("a start PutItem of Widget on " + thread, "client on " + thread, "a sent",
                "a ended SUCCESS"), steps);
    }

    @Test
    void aFailedRequestIsSentAndEndedWithItsFailure() {
        Client client = new Client();
        client.refusal = ConditionalCheckFailedException.builder().message("no").build();
        assertThrows(ConditionalCheckFailedException.class,
                () -> new Requests(client, around("a")).putItem(PUT, PUT_REQUEST));
        assertEquals(List.of("a sent", "a ended CONDITION_FAILED"), steps.subList(2, 4));
    }

    @Test
    void andThenAndWithConsumedCapacityPassTheStartOnToEachListener() {
        RequestListener both = around("a").andThen(around("b")).withConsumedCapacity(ReturnConsumedCapacity.TOTAL);
        new Requests(new Client(), both).putItem(PUT, PUT_REQUEST);
        String thread = Thread.currentThread().getName();
        assertEquals(List.of("a start PutItem of Widget on " + thread, "b start PutItem of Widget on " + thread,
                "client on " + thread, "a sent", "b sent", "a ended SUCCESS", "b ended SUCCESS"), steps);
    }

    @Test
    void aListenerThatOverridesNothingHearsOnRequestAndTheDefaultListenerItsStart() {
        RequestListener plain = event -> steps.add("plain onRequest");
        new Requests(new Client(), plain).putItem(PUT, PUT_REQUEST);
        assertEquals(List.of("client on " + Thread.currentThread().getName(), "plain onRequest"), steps);

        steps.clear();
        RequestListener before = RequestListener.getDefault();
        RequestListener.setDefault(around("default"));
        try {
            Requests.joint(new Client(), List.of(Requests.of(new Client()), new Requests(new Client(), plain)))
                    .putItem(PUT, PUT_REQUEST);
        } finally {
            RequestListener.setDefault(before);
        }
        assertEquals(List.of("default start PutItem of Widget on " + Thread.currentThread().getName(),
                "client on " + Thread.currentThread().getName(), "default sent", "plain onRequest",
                "default ended SUCCESS"), steps);
    }

    @Test
    void forCallerIsAskedOfEveryListenerAndComposedAgainOnlyWhenOneBinds() {
        RequestListener plain = event -> steps.add("plain onRequest");
        Requests requests = new Requests(new Client(), plain.andThen(around("a")).withConsumedCapacity(
                ReturnConsumedCapacity.TOTAL));
        assertSame(requests, requests.forCaller(), "no listener keeps anything of the caller");

        RequestListener binding = new RequestListener() {
            @Override
            public void onRequest(RequestEvent event) {
                steps.add("unbound onRequest");
            }

            @Override
            public RequestListener forCaller() {
                steps.add("bound on " + Thread.currentThread().getName());
                return event -> steps.add("bound onRequest");
            }
        };
        Requests bound = new Requests(new Client(), plain.andThen(binding).withConsumedCapacity(
                ReturnConsumedCapacity.TOTAL)).forCaller();
        assertEquals(ReturnConsumedCapacity.TOTAL, bound.listener().consumedCapacity());
        bound.putItem(PUT, PUT_REQUEST);
        String thread = Thread.currentThread().getName();
        assertEquals(List.of("bound on " + thread, "client on " + thread, "plain onRequest", "bound onRequest"), steps);
    }

    @Test
    void anOnSendThatThrowsFailsNothingAndTheEventGoesToOnRequest() {
        RequestListener broken = new RequestListener() {
            @Override
            public void onRequest(RequestEvent event) {
                steps.add("broken onRequest");
            }

            @Override
            public InFlightRequest onSend(RequestStart start) {
                throw new IllegalStateException("a listener's bug");
            }
        };
        new Requests(new Client(), broken).putItem(PUT, PUT_REQUEST);
        assertEquals(List.of("client on " + Thread.currentThread().getName(), "broken onRequest"), steps);
    }
}
