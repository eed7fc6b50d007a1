package dev.keyway.it.queries;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.Product;
import dev.keyway.it.catalog.ProductRepository;
import dev.keyway.it.catalog.ProductSchema;
import dev.keyway.it.support.CountingClient;
import dev.keyway.it.tickets.Agent;
import dev.keyway.it.tickets.AgentRepository;
import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** scanGsi1(): a typed, parallel scan of one index, whole records even where the index holds only keys. */
class IndexScanTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");

    @Test
    void aSparseIndexYieldsOnlyItsFewItemsWholeInParallel(DynamoDbClient client) {
        TicketRepository tickets = new TicketRepository(client);
        tickets.createTable();
        List<Ticket> flagged = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Ticket ticket = tickets.put(new Ticket("t" + i, "billing", i % 3, T0.plusSeconds(i),
                    i % 10 == 0 ? Optional.of("urgent") : Optional.empty(), "Ticket " + i, 0));
            if (ticket.flag().isPresent()) {
                flagged.add(ticket);
            }
        }
        CountingClient counting = new CountingClient(client);
        List<Ticket> found = Collections.synchronizedList(new ArrayList<>());

        new TicketRepository(counting.client()).scanFlagged().segments(2).forEach(found::add);

        assertEquals(Set.copyOf(flagged), Set.copyOf(found), "the four flagged tickets, every component read back");
        assertEquals(4, found.size());
        assertEquals(2, counting.calls("scan"), "one page per segment: only the index's items were read");
        assertEquals(4, tickets.scanFlagged().count());
        assertEquals(40, tickets.scanByQueue().count());
    }

    @Test
    void aKeysOnlyIndexFetchesWholeItemsAndALocalIndexReadsConsistently(DynamoDbClient client) {
        ProductRepository products = new ProductRepository(client);
        products.createTable();
        List<Product> all = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            all.add(products.put(new Product("tools", "sku-" + i, "Tool " + i, new BigDecimal(i + ".5"), i,
                    LocalDate.of(2024, 5, 1 + i % 2), "A very long description " + i)));
        }

        Set<Product> byName = products.scanGsi2().stream().collect(Collectors.toSet()); // KEYS_ONLY
        assertEquals(Set.copyOf(all), byName, "descriptions and stock come from the table, not invented");
        assertEquals(Set.copyOf(all), products.scanLsi1().consistentRead().stream().collect(Collectors.toSet()));
        assertEquals(List.of("Tool 1", "Tool 3", "Tool 5"), products.scanGsi3() // INCLUDE name
                .filter(ProductSchema.NAME.in("Tool 1", "Tool 3", "Tool 5", "Tool 8"))
                .stream().map(Product::name).sorted().toList());
        IllegalArgumentException notHeld = assertThrows(IllegalArgumentException.class,
                () -> products.scanGsi3().filter(ProductSchema.STOCK.ge(2)));
        assertTrue(notHeld.getMessage().startsWith("A scan of GSI3 filters on 'stock', which index GSI3 does not hold"),
                notHeld.getMessage());
        assertThrows(IllegalArgumentException.class, () -> products.byName("Tool 1").filter(ProductSchema.STOCK.ge(2)),
                "a query on a keys-only index alike");
        UnsupportedOperationException global = assertThrows(UnsupportedOperationException.class,
                () -> products.scanGsi2().consistentRead());
        assertEquals("A scan of global secondary index GSI2 reads eventually consistently only", global.getMessage());
    }

    @Test
    void anOverloadedIndexYieldsOnlyTheScannedEntity(DynamoDbClient client) {
        TicketRepository tickets = new TicketRepository(client);
        AgentRepository agents = new AgentRepository(client);
        tickets.createTable();
        tickets.put(new Ticket("t1", "billing", 1, T0, Optional.empty(), "One", 0));
        agents.put(new Agent("ann", "billing"));
        agents.put(new Agent("bob", "support"));

        assertEquals(List.of("t1"), tickets.scanByQueue().stream().map(Ticket::id).toList());
        assertEquals(Set.of("ann", "bob"), agents.scanByQueue().stream().map(Agent::name).collect(Collectors.toSet()));
    }
}
