package dev.keyway.it.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.primitives.Seat;
import dev.keyway.it.primitives.SeatRepository;
import dev.keyway.it.primitives.SeatSchema;
import dev.keyway.it.primitives.Stock;
import dev.keyway.it.primitives.StockRepository;
import dev.keyway.it.primitives.StockSchema;
import dev.keyway.it.writes.Counter;
import dev.keyway.it.writes.CounterRepository;
import dev.keyway.it.writes.CounterSchema;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An update of a missing item that leaves a primitive component unset would create an item no
 * read can decode: it is sent on condition that the item exists, alone, in a transaction and
 * with unique guards; an update that sets every primitive still creates the item (README "Updates").
 */
class UpdatePrimitivesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final AtomicInteger IDS = new AtomicInteger();

    private DynamoDbClient client;
    private StockRepository stocks;
    private SeatRepository seats;
    private String id;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        stocks = new StockRepository(client);
        seats = new SeatRepository(client);
        stocks.createTable();
        id = "s" + IDS.incrementAndGet();
    }

    /** Whether the table holds an item under this key, read past Keyway. */
    private boolean stored(String partitionKey, String sortKey) {
        return client.getItem(get -> get.tableName("Primitives").consistentRead(true).key(Map.of(
                "PK", AttributeValue.fromS(partitionKey), "SK", AttributeValue.fromS(sortKey)))).hasItem();
    }

    private String missingMessage(String entity, String key, String unset) {
        return "The update of " + entity + " " + key + " did not happen: the item does not exist, and this update "
                + "cannot create it because it leaves unset " + unset + ", the attribute(s) of primitive components, "
                + "without which an item cannot be read; set them in the update, or create the item with put or create";
    }

    @Test
    void aMissingItemIsNotCreatedWithAPrimitiveUnset() {
        ConditionFailedException error = assertThrows(ConditionFailedException.class,
                () -> stocks.update(id).set(StockSchema.QUANTITY, 5).execute());
        assertEquals("Stock", error.entityType());
        assertEquals("PK=STOCK#" + id + ", SK=STOCK", error.key());
        assertEquals(missingMessage("Stock", error.key(), "active"), error.getMessage());
        assertEquals(Optional.empty(), stocks.update(id).set(StockSchema.NOTE, "x").tryExecute());
        assertFalse(stored("STOCK#" + id, "STOCK"), "no item written");
        assertEquals(Optional.empty(), stocks.get(id));
    }

    @Test
    void aMissingItemWithEveryPrimitiveSetIsCreatedAndReadable() {
        Stock created = stocks.update(id).increment(StockSchema.QUANTITY, 3).setIfAbsent(StockSchema.ACTIVE, true)
                .execute();
        assertEquals(new Stock(id, 3, true, null, 1), created);
        assertEquals(Optional.of(created), stocks.get(id));
    }

    @Test
    void anExistingItemIsUpdatedWhateverPrimitivesTheUpdateLeavesUnset() {
        stocks.put(new Stock(id, 2, true, null, 0));
        Stock updated = stocks.update(id).set(StockSchema.NOTE, "low").execute();
        assertEquals(new Stock(id, 2, true, "low", 2), updated);
        assertEquals(Optional.of(updated), stocks.get(id));
        // the item exists: a failed condition of the user's is reported as such, not as absence
        ConditionFailedException error = assertThrows(ConditionFailedException.class,
                () -> stocks.update(id).set(StockSchema.NOTE, "x").when(StockSchema.QUANTITY.gt(10)).execute());
        assertEquals("The condition of the write to Stock " + error.key() + " did not hold", error.getMessage());
    }

    @Test
    void removingAPrimitiveOrSettingItToNullIsRefusedWhenAdded() {
        assertThrows(IllegalArgumentException.class, () -> stocks.update(id).remove(StockSchema.ACTIVE));
        assertThrows(IllegalArgumentException.class, () -> stocks.update(id).set(StockSchema.QUANTITY, null));
    }

    @Test
    void versionZeroWithAPrimitiveUnsetIsRefusedBeforeTheRequest() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> stocks.update(id).set(StockSchema.QUANTITY, 1).expectVersion(0).execute());
        assertTrue(refused.getMessage().contains("an update expecting version 0"), refused.getMessage());
        assertFalse(stored("STOCK#" + id, "STOCK"));
        Stock created = stocks.update(id).set(StockSchema.QUANTITY, 1).set(StockSchema.ACTIVE, true)
                .expectVersion(0).execute();
        assertEquals(1, created.quantity());
        assertThrows(VersionConflictException.class, () -> stocks.update(id).set(StockSchema.QUANTITY, 2)
                .set(StockSchema.ACTIVE, true).expectVersion(0).execute());
    }

    @Test
    void anAtomicCounterStillCreatesItsItem() {
        CounterRepository counters = new CounterRepository(client);
        counters.createTable();
        String name = "orders-" + id;
        assertEquals(new Counter(name, 1), counters.update(name).increment(CounterSchema.VALUE, 1L).execute());
        assertEquals(new Counter(name, 2), counters.update(name).increment(CounterSchema.VALUE, 1L).execute());
        assertEquals(Optional.of(new Counter(name, 2)), counters.get(name));
    }

    @Test
    void inATransactionAMissingItemWithAPrimitiveUnsetCancelsIt() {
        WriteTransaction transaction = WriteTransaction.on(client)
                .update(stocks.update(id).set(StockSchema.QUANTITY, 1))
                .put(stocks, new Stock(id + "-other", 1, true, null, 0));
        TransactionFailedException error = assertThrows(TransactionFailedException.class, transaction::execute);
        assertEquals(1, error.failed().size());
        assertEquals("update", error.failed().get(0).operation());
        ConditionFailedException cause = assertInstanceOf(ConditionFailedException.class,
                error.failed().get(0).cause().orElseThrow());
        assertEquals(missingMessage("Stock", cause.key(), "active"), cause.getMessage());
        assertFalse(stored("STOCK#" + id, "STOCK"));
        assertFalse(stored("STOCK#" + id + "-other", "STOCK"), "nothing of the transaction was written");
    }

    @Test
    void inATransactionAnUpdateSettingEveryPrimitiveCreatesTheItem() {
        WriteTransaction.on(client)
                .update(stocks.update(id).set(StockSchema.QUANTITY, 1).set(StockSchema.ACTIVE, false))
                .execute();
        assertEquals(Optional.of(new Stock(id, 1, false, null, 1)), stocks.get(id));
    }

    @Test
    void inATransactionAnExistingItemIsUpdated() {
        stocks.put(new Stock(id, 2, true, null, 0));
        WriteTransaction.on(client).update(stocks.update(id).set(StockSchema.NOTE, "moved")).execute();
        assertEquals(Optional.of(new Stock(id, 2, true, "moved", 2)), stocks.get(id));
    }

    @Test
    void aUniqueEntitysUpdateOfAMissingItemClaimsNothing() {
        String ann = "ann-" + id;
        ConditionFailedException error = assertThrows(ConditionFailedException.class,
                () -> seats.update(id).set(SeatSchema.HOLDER, ann).execute());
        assertEquals(missingMessage("Seat", "PK=SEAT#" + id + ", SK=SEAT", "row"), error.getMessage());
        assertFalse(stored("SEAT#" + id, "SEAT"));
        assertFalse(stored("_unique#Seat#holder#" + ann, "_unique"), "the value was not claimed");
        seats.create(new Seat(id + "-b", ann, 1)); // so another seat may take it...
        seats.delete(id + "-b");                   // ...and give it back

        Seat created = seats.update(id).set(SeatSchema.HOLDER, ann).set(SeatSchema.ROW, 4).execute();
        assertEquals(new Seat(id, ann, 4), created);
        assertEquals(Optional.of(created), seats.get(id));
        assertThrows(UniqueConstraintException.class, () -> seats.create(new Seat(id + "-c", ann, 1)));

        Seat moved = seats.update(id).set(SeatSchema.HOLDER, "bob-" + id).execute(); // exists: row is kept
        assertEquals(new Seat(id, "bob-" + id, 4), moved);
    }

    @Test
    void aUniqueEntitysUpdateOfAMissingItemInATransactionClaimsNothing() {
        String ann = "ann-" + id;
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).update(seats.update(id).set(SeatSchema.HOLDER, ann)).execute());
        ConditionFailedException cause = assertInstanceOf(ConditionFailedException.class,
                error.failed().get(0).cause().orElseThrow());
        assertTrue(cause.getMessage().contains("leaves unset row"), cause.getMessage());
        assertFalse(stored("SEAT#" + id, "SEAT"));
        assertFalse(stored("_unique#Seat#holder#" + ann, "_unique"));
    }
}
