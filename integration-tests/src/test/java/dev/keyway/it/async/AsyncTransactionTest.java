package dev.keyway.it.async;

import static dev.keyway.it.async.AsyncRepositoryTest.await;
import static dev.keyway.it.async.AsyncRepositoryTest.failure;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.keyway.it.transactions.warehouse.Product;
import dev.keyway.it.transactions.warehouse.ProductAsyncRepository;
import dev.keyway.it.transactions.warehouse.ProductKeys;
import dev.keyway.it.transactions.warehouse.ProductRepository;
import dev.keyway.it.transactions.warehouse.ProductSchema;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.transaction.AsyncReadTransaction;
import dev.keyway.runtime.transaction.AsyncWriteTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Issue #26, section 5: transactions of asynchronous repositories, with the synchronous ones' results and failures. */
class AsyncTransactionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();

    private static DynamoDbAsyncClient async;

    @BeforeAll
    static void client() {
        async = AsyncClients.to(DYNAMO.database().endpoint());
    }

    @AfterAll
    static void close() {
        async.close();
    }

    @Test
    void aWriteTransactionWritesEverythingOrNothingAndNamesEachReason(DynamoDbClient client) throws Exception {
        ProductRepository sync = new ProductRepository(client);
        sync.createTable();
        ProductAsyncRepository products = new ProductAsyncRepository(async);
        Product lamp = new Product("s1", "Lamp", new BigDecimal("10"), 0);
        Product desk = new Product("s2", "Desk", new BigDecimal("90"), 0);

        WriteTransaction.Result result = await(AsyncWriteTransaction.on(async).create(products, lamp)
                .create(products, desk).execute());
        assertEquals(1, result.stored(lamp).version());
        assertEquals(Optional.of(result.stored(desk)), sync.get("s2"));

        TransactionFailedException cancelled = assertInstanceOf(TransactionFailedException.class,
                failure(AsyncWriteTransaction.on(async)
                        .update(products.update("s2").set(ProductSchema.PRICE, new BigDecimal("80")))
                        .create(products, lamp).execute()));
        assertInstanceOf(ItemAlreadyExistsException.class, cancelled.reasons().get(1).cause().orElseThrow());
        assertEquals(new BigDecimal("90"), sync.get("s2").orElseThrow().price(), "nothing was written");

        assertInstanceOf(InvalidTransactionException.class, failure(AsyncWriteTransaction.on(async)
                .put(products, lamp).delete(products, ProductKeys.primaryKey("s1")).execute()),
                "refused as it was built: one item twice");
    }

    @Test
    void aReadTransactionFillsEveryHandle(DynamoDbClient client) throws Exception {
        ProductRepository sync = new ProductRepository(client);
        sync.createTable();
        Product lamp = sync.create(new Product("s1", "Lamp", new BigDecimal("10"), 0));
        ProductAsyncRepository products = new ProductAsyncRepository(async);
        AsyncReadTransaction reads = AsyncReadTransaction.on(async);
        TransactionRead<Product> found = reads.get(products, ProductKeys.primaryKey("s1"));
        TransactionRead<Product> missing = reads.get(products, ProductKeys.primaryKey("s9"));
        await(reads.execute());
        assertEquals(Optional.of(lamp), found.item());
        assertEquals(Optional.empty(), missing.item());
    }
}
