package dev.keyway.it.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.batches.UnprocessedWrites;
import dev.keyway.it.transactions.warehouse.Picker;
import dev.keyway.it.transactions.warehouse.PickerRepository;
import dev.keyway.it.transactions.warehouse.Product;
import dev.keyway.it.transactions.warehouse.ProductKeys;
import dev.keyway.it.transactions.warehouse.ProductRepository;
import dev.keyway.it.transactions.warehouse.Reservation;
import dev.keyway.it.transactions.warehouse.ReservationKeys;
import dev.keyway.it.transactions.warehouse.ReservationRepository;
import dev.keyway.it.transactions.warehouse.ReservationSchema;
import dev.keyway.it.transactions.warehouse.SkuItem;
import dev.keyway.it.transactions.warehouse.SkuItemCollection;
import dev.keyway.it.transactions.warehouse.Stock;
import dev.keyway.it.transactions.warehouse.StockKeys;
import dev.keyway.it.transactions.warehouse.StockRepository;
import dev.keyway.it.transactions.warehouse.StockSchema;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.ScanProgress;
import dev.keyway.runtime.batch.BatchOptions;
import dev.keyway.runtime.batch.ReadBatch;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.BatchIncompleteException;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Transactions mixing entities (and their limits), multi-entity batches with
 * unprocessed items, parallel scans and a partition's item collection with sort-key conditions.
 */
class WarehouseTransactionsDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final Instant T0 = Instant.parse("2024-05-01T10:00:00Z");
    private static final AtomicInteger IDS = new AtomicInteger();

    private DynamoDbClient client;
    private ProductRepository products;
    private StockRepository stock;
    private ReservationRepository reservations;
    private PickerRepository pickers;
    private String sku;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        products = new ProductRepository(client);
        stock = new StockRepository(client);
        reservations = new ReservationRepository(client);
        pickers = new PickerRepository(client);
        products.createTable();
        sku = "sku-" + IDS.incrementAndGet();
    }

    @Test
    void aReservationChecksStockAndWritesThreeEntitiesAtOnce() {
        Product product = products.create(new Product(sku, "Widget", new BigDecimal("9.99"), 0));
        stock.put(new Stock(sku, "north", 5));
        WriteTransaction.Result result = WriteTransaction.on(client)
                .update(stock.update(sku, "north").decrement(StockSchema.QUANTITY, 3).when(StockSchema.QUANTITY.ge(3)))
                .create(reservations, new Reservation(sku, T0, "r1", 3))
                .put(products, product.withPrice(new BigDecimal("10.50")))
                .execute();
        assertEquals(2, result.stored(product.withPrice(new BigDecimal("10.50"))).version());
        assertEquals(2, stock.get(sku, "north").orElseThrow().quantity());

        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .create(reservations, new Reservation(sku, T0, "r2", 3))
                        .update(stock.update(sku, "north").decrement(StockSchema.QUANTITY, 3)
                                .when(StockSchema.QUANTITY.ge(3)))
                        .put(products, product) // version 1: stale
                        .create(reservations, new Reservation(sku, T0, "r1", 1)) // taken
                        .execute());
        List<TransactionFailedException.Reason> reasons = cancelled.reasons();
        assertEquals(4, reasons.size());
        assertEquals("None", reasons.get(0).code());
        assertEquals("Stock", reasons.get(1).entityType());
        assertEquals("ConditionalCheckFailed", reasons.get(1).code());
        assertInstanceOf(ConditionFailedException.class, reasons.get(1).cause().orElseThrow());
        VersionConflictException stale = assertInstanceOf(VersionConflictException.class,
                reasons.get(2).cause().orElseThrow());
        assertEquals(1, stale.expectedVersion());
        assertInstanceOf(ItemAlreadyExistsException.class, reasons.get(3).cause().orElseThrow());
        assertEquals("Reservation", reasons.get(3).entityType());
        assertEquals(3, cancelled.failed().size());
        assertTrue(reservations.get(sku, T0, "r2").isEmpty(), "nothing of a cancelled transaction is written");
        assertEquals(2, stock.get(sku, "north").orElseThrow().quantity());

        ReadTransaction read = ReadTransaction.on(client);
        TransactionRead<Product> p = read.get(products, ProductKeys.primaryKey(sku));
        TransactionRead<Stock> s = read.get(stock, StockKeys.primaryKey(sku, "north"));
        TransactionRead<Stock> missing = read.get(stock, StockKeys.primaryKey(sku, "south"));
        assertThrows(InvalidTransactionException.class, () -> read.get(reservations, asReservation(StockKeys.primaryKey(sku, "north"))));
        read.execute();
        ReadTransaction other = ReadTransaction.on(client);
        TransactionRead<Reservation> wrongType = other.get(reservations, asReservation(StockKeys.primaryKey(sku, "north")));
        other.execute();
        assertEquals(new BigDecimal("10.5"), p.item().orElseThrow().price());
        assertEquals(2, s.item().orElseThrow().quantity());
        assertTrue(missing.item().isEmpty());
        assertTrue(wrongType.item().isEmpty(), "another entity's item is not read as a reservation");
    }

    @Test
    void theHundredAndFirstItemAndASecondOperationOnOneItemAreRefusedWhenAdded() {
        WriteTransaction tx = WriteTransaction.on(client);
        for (int i = 0; i < 100; i++) {
            tx.create(stock, new Stock(sku, "site" + i, i));
        }
        InvalidTransactionException full = assertThrows(InvalidTransactionException.class,
                () -> tx.create(reservations, new Reservation(sku, T0, "r", 1)));
        assertEquals("Reservation", full.entityType());
        assertTrue(full.key().contains("SKU#" + sku), full.key());
        assertEquals(100, tx.size());
        InvalidTransactionException twice = assertThrows(InvalidTransactionException.class,
                () -> WriteTransaction.on(client).put(stock, new Stock(sku, "a", 1))
                        .check(stock, StockKeys.primaryKey(sku, "a"), StockSchema.QUANTITY.exists()));
        assertEquals("Stock", twice.entityType());
        tx.execute();
        assertEquals(100, stock.scan().filter(StockSchema.SKU.eq(sku)).count());

        // a create with a unique value is two items: the 100th and 101st
        WriteTransaction withGuards = WriteTransaction.on(client);
        for (int i = 0; i < 99; i++) {
            withGuards.delete(stock, StockKeys.primaryKey(sku, "site" + i));
        }
        assertThrows(InvalidTransactionException.class,
                () -> withGuards.create(pickers, new Picker("p-" + sku, "badge-" + sku, "Pat")));
        assertEquals(99, withGuards.size());
    }

    @Test
    void uniqueValuesInATransactionAndBatchesThatRefuseThem() {
        pickers.create(new Picker("p1-" + sku, "B-" + sku, "Pat"));
        TransactionFailedException taken = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .create(pickers, new Picker("p2-" + sku, "B-" + sku, "Sam"))
                        .create(stock, new Stock(sku, "x", 1))
                        .execute());
        UniqueConstraintException unique = taken.reasons().stream().flatMap(r -> r.cause().stream())
                .filter(UniqueConstraintException.class::isInstance).map(UniqueConstraintException.class::cast)
                .findFirst().orElseThrow();
        assertEquals("badge", unique.component());
        assertEquals("B-" + sku, unique.value());
        assertTrue(stock.get(sku, "x").isEmpty());

        BatchWriteRefusedException refused = assertThrows(BatchWriteRefusedException.class,
                () -> WriteBatch.on(client).put(pickers, new Picker("p3", "B3", "Al")));
        assertEquals("Picker", refused.entityType());
        assertEquals(List.of("badge"), refused.components());
        assertThrows(BatchWriteRefusedException.class, () -> pickers.putAll(List.of(new Picker("p3", "B3", "Al"))));
    }

    @Test
    void mixedBatchesRetryUnprocessedItemsAndReportWhatIsLeft() {
        List<Stock> stocks = new ArrayList<>();
        List<Reservation> held = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            stocks.add(new Stock(sku, String.format("s%02d", i), i));
            held.add(new Reservation(sku, T0.plusSeconds(i), "r" + i, 1));
        }
        BatchOptions fast = BatchOptions.defaults().withBaseDelay(Duration.ofMillis(1)).withMaxDelay(Duration.ofMillis(5));
        // every item is left unprocessed once: all come through on a retry
        WriteBatch.Result written = WriteBatch.on(firstAttemptLeavesEverything(client))
                .putAll(stock, stocks)
                .putAll(reservations, held)
                .put(products, new Product(sku, "W", BigDecimal.ONE, 0))
                .execute(fast)
                .orThrow();
        assertTrue(written.complete());
        assertEquals(81, stock.scan().filter(StockSchema.SKU.eq(sku)).count() + reservations.reservationsOf(sku).stream().count()
                + products.get(sku).stream().count());
        assertEquals(0, products.get(sku).orElseThrow().version(), "batch writes store records as given");

        // a client that never processes reservations: reported, never dropped
        WriteBatch.Result partial = WriteBatch.on(neverProcesses(client, "Reservation"))
                .putAll(reservations, held)
                .delete(stock, StockKeys.primaryKey(sku, "s00"))
                .execute(fast.withMaxAttempts(2));
        assertFalse(partial.complete());
        assertEquals(40, partial.puts(reservations).unprocessed().size());
        assertTrue(partial.deletes(stock).complete());
        BatchIncompleteException incomplete = assertThrows(BatchIncompleteException.class, partial::orThrow);
        assertEquals("Reservation", incomplete.entityType());
        assertEquals(40, incomplete.unprocessedCount());

        List<Key<Stock>> keys = new ArrayList<>();
        for (int i = 39; i >= 1; i--) {
            keys.add(StockKeys.primaryKey(sku, String.format("s%02d", i)));
        }
        keys.add(StockKeys.primaryKey(sku, "s05"));                     // asked twice: read once
        keys.add(Key.of(StockSchema.INSTANCE, ReservationKeys.primaryKey(sku, T0, "r0").attributes())); // another's item: no record
        ReadBatch.Result read = ReadBatch.on(client)
                .getAll(stock, keys)
                .get(products, ProductKeys.primaryKey(sku))
                .getAll(reservations, List.of(ReservationKeys.primaryKey(sku, T0.plusSeconds(1), "r1")))
                .execute()
                .orThrow();
        List<Integer> quantities = read.of(stock).items().stream().map(Stock::quantity).toList();
        assertEquals(39, quantities.size());
        assertEquals(39, quantities.get(0), "in key order");
        assertEquals(1, read.of(products).items().size());
        assertEquals(1, read.of(reservations).items().size());
    }

    @Test
    void parallelScansAndTheSkuCollectionWithSortKeyRanges() {
        products.put(new Product(sku, "W", BigDecimal.ONE, 0));
        for (int i = 0; i < 30; i++) {
            reservations.put(new Reservation(sku, T0.plusSeconds(i * 60L), "r" + i, i));
        }
        stock.put(new Stock(sku, "north", 1));
        stock.put(new Stock(sku, "south", 2));
        pickers.create(new Picker("p-" + sku, "b-" + sku, "Pat"));

        List<Reservation> seen = Collections.synchronizedList(new ArrayList<>());
        Set<Integer> segments = Collections.synchronizedSet(new HashSet<>());
        reservations.scan().segments(4).pageSize(7).filter(dev.keyway.it.transactions.warehouse.ReservationSchema.SKU.eq(sku))
                .progress((ScanProgress p) -> segments.add(p.segment()))
                .forEach(seen::add);
        assertEquals(30, seen.size());
        assertEquals(30, new HashSet<>(seen).size());
        assertEquals(Set.of(0, 1, 2, 3), segments);
        assertEquals(30, reservations.scan().segments(3).filter(
                dev.keyway.it.transactions.warehouse.ReservationSchema.SKU.eq(sku)).count());

        IllegalStateException stop = new IllegalStateException("consumer failed");
        IllegalStateException thrown = assertThrows(IllegalStateException.class, () -> reservations.scan().segments(4)
                .pageSize(3).forEach(r -> {
                    throw stop;
                }));
        assertEquals(stop, thrown, "the first failure is rethrown");
        assertEquals(30, reservations.scan().stream().filter(r -> r.sku().equals(sku)).count());

        SkuItemCollection items = new SkuItemCollection(client);
        List<SkuItem> all = items.query(sku).stream().toList();
        assertEquals(33, all.size(), "product, stocks, reservations; no guard item, no picker");
        assertInstanceOf(Product.class, all.get(0));
        List<SkuItem> laterReservations = items.query(sku)
                .sortKey().between(ReservationKeys.sortKeyPrefix(T0.plusSeconds(600)), ReservationKeys.sortKeyPrefix(T0.plusSeconds(900)))
                .stream().toList();
        assertEquals(List.of(10, 11, 12, 13, 14), laterReservations.stream().map(r -> ((Reservation) r).quantity()).toList());
        List<SkuItem> stocksOnly = items.query(sku).sortKey().beginsWith(StockKeys.sortKeyPrefix()).stream().toList();
        assertEquals(2, stocksOnly.size());
        assertTrue(items.query(sku).sortKey().between("Z", "A").stream().toList().isEmpty());
        assertThrows(IllegalArgumentException.class, () -> items.query(sku).sortKey().beginsWith(""));

        // pages of the collection, newest reservations first, then the cursor continues
        Page<SkuItem> first = items.query(sku).descending().limit(4).page();
        assertInstanceOf(Stock.class, first.items().get(0));
        Page<SkuItem> second = items.query(sku).descending().limit(4).page(first.cursor().orElseThrow());
        assertEquals(List.of(27, 26, 25, 24), second.items().stream().map(r -> ((Reservation) r).quantity()).toList());
        List<SkuItem> rest = new ArrayList<>(first.items());
        items.query(sku).descending().limit(4).pages().forEach(page -> { });
        java.util.Optional<String> cursor = java.util.Optional.empty();
        rest.clear();
        do {
            Page<SkuItem> page = items.query(sku).descending().limit(4).page(cursor);
            rest.addAll(page.items());
            cursor = page.cursor();
        } while (cursor.isPresent());
        assertEquals(33, rest.size());
        String collectionCursor = first.cursor().orElseThrow();
        assertThrows(dev.keyway.runtime.exception.InvalidCursorException.class,
                () -> reservations.reservationsOf(sku).descending().limit(4).page(collectionCursor));
        assertThrows(dev.keyway.runtime.exception.InvalidCursorException.class,
                () -> items.query(sku).limit(4).page(collectionCursor), "an ascending query");
        assertThrows(dev.keyway.runtime.exception.InvalidCursorException.class,
                () -> items.query("other").descending().limit(4).page(collectionCursor));
        String patternCursor = reservations.reservationsOf(sku).limit(4).page().cursor().orElseThrow();
        assertThrows(dev.keyway.runtime.exception.InvalidCursorException.class, () -> items.query(sku).limit(4).page(patternCursor));
    }

    private static DynamoDbClient firstAttemptLeavesEverything(DynamoDbClient delegate) {
        Set<Map<String, AttributeValue>> seen = Collections.synchronizedSet(new HashSet<>());
        return UnprocessedWrites.leaving(delegate, item -> seen.add(item));
    }

    private static DynamoDbClient neverProcesses(DynamoDbClient delegate, String type) {
        return UnprocessedWrites.leaving(delegate, item -> item.get("_type").s().equals(type));
    }

    /** A stock item's key as a reservation's, as only an unchecked cast could give it: reads no reservation. */
    private static Key<Reservation> asReservation(Key<Stock> key) {
        return Key.of(ReservationSchema.INSTANCE, key.attributes());
    }
}
