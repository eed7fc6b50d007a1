package dev.keyway.it.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.club.Club4Table;
import dev.keyway.it.writes.club.Member;
import dev.keyway.it.writes.club.MemberItemCollection;
import dev.keyway.it.writes.club.MemberRepository;
import dev.keyway.it.writes.club.Visit;
import dev.keyway.it.writes.club.VisitRepository;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.listener.RequestEvent;
import dev.keyway.runtime.listener.RequestEvent.Operation;
import dev.keyway.runtime.listener.RequestEvent.Outcome;
import dev.keyway.runtime.listener.RequestEvent.RequestKind;
import dev.keyway.runtime.listener.RequestListener;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;

/**
 * The README's "Metrics": the sentences of the section the README's own example does not run —
 * keys-only index fetches, unique-value guards, item collections, {@code andThen},
 * {@code withConsumedCapacity}, a listener that throws, the default listener of
 * {@code TableDefinition.createIfMissing}, failures, and parallel scan segments.
 */
class MetricsPromisesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant MAY_1 = Instant.parse("2024-05-01T10:00:00Z");

    /** Every event it was given, thread-safe. */
    static final class Recorder implements RequestListener {
        final List<RequestEvent> events = new CopyOnWriteArrayList<>();

        @Override
        public void onRequest(RequestEvent event) {
            events.add(event);
        }

        List<RequestEvent> take() {
            List<RequestEvent> taken = List.copyOf(events);
            events.clear();
            return taken;
        }
    }

    @AfterEach
    void resetTheDefault() {
        RequestListener.setDefault(RequestListener.NONE);
    }

    @Test
    void everyRequestOfAnOperationIsReportedWithWhatItDid(DynamoDbClient client) {
        Recorder recorder = new Recorder();
        MemberRepository members = new MemberRepository(client, Club4Table.NAME, recorder);
        VisitRepository visits = new VisitRepository(client, Club4Table.NAME, recorder);
        members.createTable();
        List<RequestEvent> created = recorder.take();
        assertFalse(created.isEmpty());
        assertTrue(created.stream().allMatch(event -> event.operation() == Operation.CREATE_TABLE), created::toString);
        assertTrue(created.stream().anyMatch(event -> event.request() == RequestKind.CREATE_TABLE), created::toString);

        // a write with a @Unique value: its guard's requests are reported too, all as the call's operation
        members.create(new Member("m1", "ann@example.com", "Oslo"));
        List<RequestEvent> create = recorder.take();
        assertTrue(create.stream().allMatch(event -> event.operation() == Operation.CREATE
                && event.entityType().equals("Member") && event.outcome() == Outcome.SUCCESS), create::toString);
        assertTrue(create.stream().mapToInt(RequestEvent::itemsWritten).sum() >= 2, create::toString);  // item + guard
        assertThrows(KeywayException.class, () -> members.create(new Member("m2", "ann@example.com", "Oslo")));
        List<RequestEvent> refused = recorder.take();
        assertTrue(refused.stream().anyMatch(event -> event.outcome() == Outcome.CONDITION_FAILED
                && event.failure().isPresent()), refused::toString);

        // a keys-only index: the Query and the BatchGetItem that fetches the whole items, both of the pattern
        members.put(new Member("m2", "bob@example.com", "Oslo"));
        recorder.take();
        assertEquals(2, members.byCity("Oslo").page().items().size());
        List<RequestEvent> byCity = recorder.take();
        assertEquals(List.of(RequestKind.QUERY, RequestKind.BATCH_GET_ITEM),
                byCity.stream().map(RequestEvent::request).toList(), byCity::toString);
        for (RequestEvent event : byCity) {
            assertEquals(Operation.QUERY, event.operation());
            assertEquals(Optional.of("byCity"), event.accessPattern());
            assertEquals("Member", event.entityType());
            assertEquals(2, event.itemsRead(), event::toString);
        }
        assertEquals(Optional.of("ByCity"), byCity.get(0).indexName());

        // one event per page
        for (int i = 0; i < 3; i++) {
            visits.put(new Visit("m1", MAY_1.plusSeconds(i)));
        }
        recorder.take();
        assertEquals(3, visits.visitsOf("m1").limit(2).stream().count());
        List<RequestEvent> pages = recorder.take();
        assertEquals(2, pages.size(), pages::toString);
        assertTrue(pages.stream().allMatch(event -> event.request() == RequestKind.QUERY
                && event.accessPattern().equals(Optional.of("visitsOf"))), pages::toString);

        // an item collection reports under its name
        MemberItemCollection items = new MemberItemCollection(client, Club4Table.NAME, recorder);
        assertEquals(4, items.query("m1").stream().count());
        List<RequestEvent> collection = recorder.take();
        assertEquals(1, collection.size(), collection::toString);
        assertEquals("MemberItem", collection.get(0).entityType());
        assertEquals(4, collection.get(0).itemsRead());

        // a parallel scan: one event per page of each segment, each on the thread that sent it
        List<Visit> scanned = new CopyOnWriteArrayList<>();
        visits.scan().segments(2).parallelism(2).forEach(scanned::add);
        assertEquals(3, scanned.size());
        List<RequestEvent> scan = recorder.take();
        assertTrue(scan.size() >= 2, scan::toString);
        assertTrue(scan.stream().allMatch(event -> event.request() == RequestKind.SCAN), scan::toString);
        assertEquals(3, scan.stream().mapToInt(RequestEvent::itemsRead).sum());
    }

    @Test
    void listenersCombineAskForCapacityAndNeverFailARequest(DynamoDbClient client) {
        Recorder first = new Recorder();
        Recorder second = new Recorder();
        RequestListener throwing = event -> {
            throw new IllegalStateException("a broken listener");
        };
        MemberRepository members = new MemberRepository(client, Club4Table.NAME,
                throwing.andThen(first).andThen(second).withConsumedCapacity(ReturnConsumedCapacity.INDEXES));
        members.createTable();
        members.put(new Member("m1", "ann@example.com", "Oslo"));     // the throwing listener fails nothing
        assertEquals(1, members.byCity("Oslo").stream().count());
        first.take();
        second.take();

        members.get("m1");
        List<RequestEvent> got = first.take();
        assertEquals(got, second.take());
        assertEquals(1, got.size());
        assertTrue(got.get(0).capacityUnits() > 0, got::toString);
        assertTrue(got.get(0).readCapacityUnits() > 0, got::toString);
        assertEquals(0, got.get(0).writeCapacityUnits());
        members.put(new Member("m1", "ann@example.com", "Bergen"));
        assertTrue(first.take().stream().anyMatch(event -> event.writeCapacityUnits() > 0));
    }

    @Test
    void theDefaultListenerHearsWhatHasNoneOfItsOwnAndFailures(DynamoDbClient client) {
        Recorder everything = new Recorder();
        MemberRepository members = new MemberRepository(client);   // made before the default is set:
        RequestListener.setDefault(everything);                   // it is read at each request

        // a failed request: reported with its failure, and the caller still gets the exception
        assertThrows(ResourceNotFoundException.class, () -> members.get("m1"));
        List<RequestEvent> failed = everything.take();
        assertEquals(1, failed.size());
        assertEquals(Outcome.FAILED, failed.get(0).outcome());
        assertTrue(failed.get(0).failure().isPresent());

        Club4Table.DEFINITION.createIfMissing(client, Club4Table.NAME);
        List<RequestEvent> created = everything.take();
        assertTrue(created.stream().anyMatch(event -> event.operation() == Operation.CREATE_TABLE
                && event.request() == RequestKind.CREATE_TABLE), created::toString);

        Recorder own = new Recorder();
        new MemberRepository(client, Club4Table.NAME, own).get("m1");
        assertEquals(1, own.take().size());
        assertEquals(List.of(), everything.take());                     // a repository with its own listener
    }
}
