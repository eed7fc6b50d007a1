package dev.keyway.it.guide.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.guide.patterns.sparse.SupportTicketsTable;
import dev.keyway.it.guide.patterns.sparse.Ticket;
import dev.keyway.it.guide.patterns.sparse.TicketKeys;
import dev.keyway.it.guide.patterns.sparse.TicketRepository;
import dev.keyway.it.guide.patterns.sparse.TicketSchema;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The sparse index: only the escalated tickets are in it, and an update moves a ticket in or out. */
class SparseIndexPatternTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant NOON = Instant.parse("2024-05-01T12:00:00Z");

    private DynamoDbClient client;
    private TicketRepository tickets;

    @BeforeEach
    void seed(DynamoDbClient client) {
        this.client = client;
        SupportTicketsTable.createIfMissing(client);
        tickets = new TicketRepository(client);
        for (int i = 1; i <= 20; i++) {
            tickets.put(new Ticket("t" + i, "billing", "Ticket " + i, Optional.empty()));
        }
        tickets.put(new Ticket("t21", "billing", "Refund missing", Optional.of(NOON.plusSeconds(60))));
        tickets.put(new Ticket("t22", "billing", "Charged twice", Optional.of(NOON)));
        tickets.put(new Ticket("t23", "shipping", "Lost parcel", Optional.of(NOON)));
    }

    @Test
    void theIndexHoldsOnlyTheEscalatedTicketsOldestFirst() {
        List<String> escalated = tickets.escalatedIn("billing").stream().map(Ticket::ticketId).toList();

        assertEquals(List.of("t22", "t21"), escalated);
        assertEquals(3, tickets.scanEscalated().count());                    // reads 3 items, not 23
    }

    @Test
    void aTicketWithoutTheComponentHasNoIndexKeys() {
        Map<String, AttributeValue> plain = client.getItem(r -> r.tableName(SupportTicketsTable.NAME)
                .key(TicketKeys.primaryKey("t1").attributes())).item();
        Map<String, AttributeValue> escalated = client.getItem(r -> r.tableName(SupportTicketsTable.NAME)
                .key(TicketKeys.primaryKey("t22").attributes())).item();

        assertFalse(plain.containsKey("EscalatedPK"));
        assertFalse(plain.containsKey("EscalatedSK"));
        assertEquals("ESCALATED#billing", escalated.get("EscalatedPK").s());
    }

    @Test
    void settingTheComponentAddsTheTicketAndRemovingItTakesItOut() {
        assertThrows(IncompleteKeyUpdateException.class,                      // the index key also holds queue
                () -> tickets.update("t5").set(TicketSchema.ESCALATED_AT, NOON.minusSeconds(60)).execute());

        tickets.update("t5").set(TicketSchema.ESCALATED_AT, NOON.minusSeconds(60)).set(TicketSchema.QUEUE, "billing").execute();
        tickets.update("t21").remove(TicketSchema.ESCALATED_AT).execute();

        assertEquals(List.of("t5", "t22"), tickets.escalatedIn("billing").stream().map(Ticket::ticketId).toList());
        assertTrue(tickets.get("t21").orElseThrow().escalatedAt().isEmpty());
        assertEquals(List.of("t22"), tickets.escalatedIn("billing").escalatedAt().ge(NOON).stream()
                .map(Ticket::ticketId).toList());
    }
}
