package dev.keyway.it.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.batches.BatchTest;
import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerItem;
import dev.keyway.it.shop.CustomerItemCollection;
import dev.keyway.it.shop.CustomerKeys;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderBackfill;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.OrderRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.RefundKeys;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.tickets.Ticket;
import dev.keyway.it.tickets.TicketRepository;
import dev.keyway.it.timeline.TicketClosed;
import dev.keyway.it.timeline.TicketEvent;
import dev.keyway.it.timeline.TicketEventCollection;
import dev.keyway.it.timeline.TicketOpened;
import dev.keyway.it.timeline.TicketOpenedRepository;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.backfill.BackfillReport;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The README's examples of backfills, unique values in transactions, mixed batches, collection ranges and index scans. */
class ReadmeExamplesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void theTestingExampleIsTheReadmes() throws IOException {
        String readme = Files.readString(Path.of("..", "docs", "testing.md"));
        String example = Files.readString(Path.of("src/test/java/dev/keyway/it/writes/SessionRepositoryTest.java"));
        String code = example.substring(example.indexOf("import "));
        assertTrue(readme.contains("```java\n" + code + "```\n"), "SessionRepositoryTest.java is the README's example");
    }

    @Test
    void theBackfillExampleIsTheReadmesAndBringsEveryOrderUpToDate(DynamoDbClient client, @TempDir Path directory)
            throws IOException {
        String readme = Files.readString(Path.of("..", "docs", "evolving", "backfills.md"));
        String example = Files.readString(Path.of("src/test/java/dev/keyway/it/shop/OrderBackfill.java"));
        String code = example.substring(example.indexOf("import "));
        assertTrue(readme.contains("```java\n" + code + "```\n"), "OrderBackfill.java is the README's example");

        OrderRepository orders = new OrderRepository(client);
        orders.createTable();
        for (int i = 0; i < 40; i++) { // written before GSI1 existed
            Map<String, AttributeValue> item = new HashMap<>(OrderSchema.INSTANCE.toItem(ShopFixture.order("c" + i % 3,
                    "o" + i, ShopFixture.T0.plusSeconds(i), i % 2 == 0 ? Status.PLACED : Status.SHIPPED)));
            item.remove("GSI1PK");
            item.remove("GSI1SK");
            client.putItem(request -> request.tableName("Shop").item(item));
        }
        Path checkpoints = directory.resolve("orders.checkpoints");
        // A run that stopped after a few pages left its checkpoints in the file.
        AtomicInteger pages = new AtomicInteger();
        Map<Integer, String> saved = new java.util.TreeMap<>();
        assertThrows(IllegalStateException.class, () -> orders.backfill().segments(8).pageSize(2).progress(progress -> {
            saved.put(progress.checkpoint().segment(), progress.checkpoint().token());
            try {
                Files.write(checkpoints, saved.values());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            if (pages.incrementAndGet() == 6) {
                throw new IllegalStateException("stopped");
            }
        }).run());

        OrderBackfill backfill = new OrderBackfill(client, checkpoints);
        BackfillReport preview = backfill.preview();
        assertTrue(preview.dryRun());
        BackfillReport report = backfill.run();

        assertTrue(report.complete());
        assertTrue(report.scanned() < 40, "resumed: the pages done before were not read again, " + report);
        assertFalse(Files.exists(checkpoints));
        assertEquals(20, orders.byStatus(Status.PLACED).stream().count());
        assertEquals(20, orders.byStatus(Status.SHIPPED).stream().count());
    }

    @Test
    void uniqueValuesInATransaction(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        AccountRepository accounts = new AccountRepository(client);
        members.createTable();
        accounts.createTable();
        Member ada = members.create(new Member("m1", "ada@example.com", Optional.of("ada"), "Ada", 0));

        WriteTransaction.on(client)
                .create(members, new Member("m2", "bob@example.com", Optional.of("bob"), "Bob", 0))  // + 2 guard items
                .put(members, ada.withEmail("ada@lovelace.org"))     // claims the new e-mail, releases the old one
                .create(accounts, new Account("a2", "m2", 0, 0))
                .execute();   // a taken value cancels it all: reason "claim unique email", cause UniqueConstraintException

        assertEquals("ada@lovelace.org", members.get("m1").orElseThrow().email());
        members.create(new Member("m3", "ada@example.com", Optional.empty(), "Cy", 0)); // released
        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .create(members, new Member("m4", "bob@example.com", Optional.empty(), "Dan", 0))
                        .execute());
        assertEquals("claim unique email", cancelled.failed().get(0).operation());
        assertTrue(cancelled.failed().get(0).cause().orElseThrow() instanceof UniqueConstraintException);
    }

    @Test
    void severalEntitiesInOneBatch(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        var customers = shop.customers;
        var orders = shop.orders;
        var refunds = shop.refunds;
        Customer customer = new Customer("c1", "ada@example.com", "Ada", 1);
        List<Order> customerOrders = BatchTest.orders(30);
        List<Key<Order>> orderKeys = BatchTest.keys(customerOrders);
        shop.seedRefund(Status.PLACED, ShopFixture.T0);

        WriteBatch.Result written = WriteBatch.on(client)
                .put(customers, customer)
                .putAll(orders, customerOrders)
                .delete(refunds, RefundKeys.primaryKey("c1", "r-9"))
                .execute();                                        // or execute(BatchOptions)
        BatchResult<Order> orderPuts = written.puts(orders);      // the orders not written, with causes
        written.orThrow();                                         // BatchIncompleteException naming the entity

        ReadBatch.Result read = ReadBatch.on(client)
                .get(customers, CustomerKeys.primaryKey("c1"))
                .getAll(orders, orderKeys)
                .execute()
                .orThrow();
        List<Order> found = read.of(orders).items();               // in the order of orderKeys
        Optional<Customer> found1 = read.of(customers).items().stream().findFirst();

        assertTrue(orderPuts.complete());
        assertEquals(customerOrders, found);
        assertEquals(Optional.of(customer), found1);
    }

    @Test
    void rangesOfACollectionsPartition(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        shop.seedCustomer();
        List<Order> seeded = shop.seedOrders(12);
        CustomerItemCollection items = new CustomerItemCollection(client);
        Instant may = seeded.get(4).placedAt();

        List<CustomerItem> recent = items.query("c1")
                .sortKey().ge(OrderKeys.sortKeyPrefix(may))   // SK >= "ORDER#2024-05-01T..."
                .stream().toList();                                        // the orders since May, then PROFILE
        List<CustomerItem> latestOrders = items.query("c1").descending().limit(10)
                .sortKey().beginsWith(OrderKeys.sortKeyPrefix())              // begins_with(SK, "ORDER#"): orders only
                .page().items();
        assertEquals(9, recent.size());
        assertTrue(recent.get(8) instanceof Customer);
        assertEquals(10, latestOrders.size());
        assertTrue(latestOrders.stream().allMatch(item -> item instanceof Order));

        TicketOpenedRepository opened = new TicketOpenedRepository(client);
        opened.createTable();
        Instant since = Instant.parse("2024-05-01T10:00:00Z");
        Instant moment = since.plus(Duration.ofHours(1));
        Instant from = since;
        Instant to = since.plus(Duration.ofHours(2));
        opened.put(new TicketOpened("t1", moment, "ann"));
        new dev.keyway.it.timeline.TicketClosedRepository(client).put(new TicketClosed("t1", moment, "done"));

        TicketEventCollection timeline = new TicketEventCollection(client);
        List<TicketEvent> after = timeline.query("t1").at().ge(since).stream().toList();
        List<TicketEvent> atMoment = timeline.query("t1").at().eq(moment).stream().toList();
        Page<TicketEvent> page = timeline.query("t1").at().between(from, to).descending().limit(20).page();
        assertEquals(2, after.size());
        assertEquals(2, atMoment.size());
        assertEquals(2, page.items().size());
    }

    @Test
    void scanningASparseIndex(DynamoDbClient client) {
        TicketRepository tickets = new TicketRepository(client);
        tickets.createTable();
        for (int i = 0; i < 10; i++) {
            tickets.put(new Ticket("t" + i, "billing", 1, Instant.EPOCH.plusSeconds(i),
                    i < 3 ? Optional.of("urgent") : Optional.empty(), "T" + i, 0));
        }

        List<Ticket> flagged = Collections.synchronizedList(new ArrayList<>());
        tickets.scanFlagged().segments(4).forEach(flagged::add);   // the flagged tickets only, whole
        long open = tickets.scanFlagged().count();                  // Select COUNT on the index

        assertEquals(3, flagged.size());
        assertEquals(3, open);
    }
}
