package dev.keyway.it.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.catalog.Post;
import dev.keyway.it.catalog.PostAsyncRepository;
import dev.keyway.it.catalog.PostSchema;
import dev.keyway.it.designs.recipes.Recipe;
import dev.keyway.it.designs.recipes.RecipeAsyncRepository;
import dev.keyway.it.designs.recipes.RecipeSchema;
import dev.keyway.it.shop.Customer;
import dev.keyway.it.shop.CustomerItem;
import dev.keyway.it.shop.CustomerItemAsyncCollection;
import dev.keyway.it.shop.CustomerSchema;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderAsyncRepository;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.transactions.warehouse.Product;
import dev.keyway.it.transactions.warehouse.ProductAsyncRepository;
import dev.keyway.it.transactions.warehouse.ProductSchema;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberAsyncRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.Neighbour;
import dev.keyway.runtime.Page;
import dev.keyway.runtime.batch.AsyncWriteBatch;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.transaction.AsyncWriteTransaction;
import dev.keyway.runtime.transaction.WriteTransaction;
import java.math.BigDecimal;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.SearchResultItem;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsRequest;
import software.amazon.awssdk.services.dynamodb.model.SearchVectorsResponse;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Issue #26, section 5: "a test proves no call blocks". Every asynchronous call is made on a client
 * whose answers only this test gives ({@link RecordingAsyncClient}): each call must return at once
 * (under a timeout) with a future that is not done, since no answer exists yet; a call that waited
 * for its answer (a {@code join()}, a {@code get()}, a sleeping retry) would hang there. The test
 * then answers on its own thread, and the future is done when {@code answer} returns: what follows
 * an answer (decoding, the next attempt of {@code putRetrying}, the next page) runs on the thread
 * that completed it, composed, without waiting for anything. (BlockHound is not available here.)
 */
class NoCallBlocksTest {

    private static final Duration AT_ONCE = Duration.ofSeconds(2);

    private final RecordingAsyncClient client = new RecordingAsyncClient();
    private final OrderAsyncRepository orders = new OrderAsyncRepository(client);
    private final Order order = ShopFixture.order("c1", "o1", ShopFixture.T0, Status.PLACED);

    /** The call's future, which must come back at once and not done: nothing has been answered. */
    private static <R> CompletableFuture<R> atOnce(Supplier<CompletableFuture<R>> call) {
        CompletableFuture<R> future = assertTimeoutPreemptively(AT_ONCE, call::get, "the call returned at once");
        assertFalse(future.isDone(), "nothing was answered yet");
        return future;
    }

    @Test
    void singleItemCallsReturnAtOnceAndCompleteWhenAnswered() throws Exception {
        CompletableFuture<Order> put = atOnce(() -> orders.put(order));
        client.next().answer(PutItemResponse.builder().build());
        assertEquals(order, put.getNow(null));

        CompletableFuture<Optional<Order>> get = atOnce(() -> orders.get("c1", ShopFixture.T0, "o1"));
        client.next().answer(GetItemResponse.builder().item(OrderSchema.INSTANCE.toItem(order)).build());
        assertEquals(Optional.of(order), get.getNow(null));

        CompletableFuture<Order> create = atOnce(() -> orders.create(order));
        client.next().fail(ConditionalCheckFailedException.builder().message("The conditional request failed")
                .item(OrderSchema.INSTANCE.toItem(order)).build());
        assertInstanceOf(ItemAlreadyExistsException.class, failureOf(create), "not wrapped");

        CompletableFuture<Order> update = atOnce(() -> orders.update("c1", ShopFixture.T0, "o1")
                .set(OrderSchema.STATUS, Status.SHIPPED).execute());
        Order shipped = new Order("c1", "o1", ShopFixture.T0, Status.SHIPPED, order.total(), order.lines(), null);
        client.next().answer(UpdateItemResponse.builder().attributes(OrderSchema.INSTANCE.toItem(shipped)).build());
        assertEquals(shipped, update.getNow(null));

        CompletableFuture<Void> delete = atOnce(() -> orders.delete("c1", ShopFixture.T0, "o1"));
        client.next().answer(DeleteItemResponse.builder().build());
        assertTrue(delete.isDone() && !delete.isCompletedExceptionally());
    }

    @Test
    void putRetryingSendsTheMergeWhenTheConflictArrivesWithoutWaiting() throws Exception {
        ProductAsyncRepository products = new ProductAsyncRepository(client);
        Product mine = new Product("s1", "Lamp", new BigDecimal("11"), 1);
        Product theirs = new Product("s1", "Lamp", new BigDecimal("12"), 2);
        CompletableFuture<Product> put = atOnce(() -> products.putRetrying(mine,
                (attempted, current) -> current.withPrice(attempted.price()), 3));
        client.next().fail(ConditionalCheckFailedException.builder().message("The conditional request failed")
                .item(ProductSchema.INSTANCE.toItem(theirs)).build());
        RecordingAsyncClient.Call second = client.next(); // sent on this thread, by the answer above
        assertEquals("3", second.request(PutItemRequest.class).item().get("version").n());
        assertFalse(put.isDone());
        second.answer(PutItemResponse.builder().build());
        assertEquals(new Product("s1", "Lamp", new BigDecimal("11"), 3), put.getNow(null));
    }

    /**
     * The writes of an entity with {@code @Unique} values take several requests each (the stored
     * item's read, the transaction with its guards, the read back after an update): each is sent
     * when the answer before it arrives, by the thread that answered, and the call never waits.
     */
    @Test
    void uniqueValueWritesSendEachRequestWhenTheOneBeforeIsAnswered() throws Exception {
        MemberAsyncRepository members = new MemberAsyncRepository(client);
        Member ada = new Member("m1", "ada@example.com", Optional.of("ada"), "Ada", 0);
        CompletableFuture<Member> create = atOnce(() -> members.create(ada));
        RecordingAsyncClient.Call transaction = client.next();
        assertEquals(3, transaction.request(TransactWriteItemsRequest.class).transactItems().size(),
                "the member and a guard per value");
        transaction.answer(TransactWriteItemsResponse.builder().build());
        Member created = create.getNow(null);
        assertEquals(1, created.version());

        CompletableFuture<Member> put = atOnce(() -> members.put(created.withEmail("ada@lovelace.org")));
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(created)).build());
        assertFalse(put.isDone(), "the read answered: the transaction is sent, not yet answered");
        RecordingAsyncClient.Call move = client.next();
        assertEquals(3, move.request(TransactWriteItemsRequest.class).transactItems().size(),
                "the member, the new e-mail's claim, the old one's release");
        move.fail(TransactionCanceledException.builder().message("Transaction cancelled")
                .cancellationReasons(CancellationReason.builder().code("None").build(),
                        CancellationReason.builder().code("ConditionalCheckFailed").build(),
                        CancellationReason.builder().code("None").build()).build());
        RecordingAsyncClient.Call guardRead = client.next(); // the taken value's guard, read to see if it is stale
        assertTrue(guardRead.request(GetItemRequest.class).consistentRead());
        guardRead.answer(GetItemResponse.builder().item(Map.of("owner", AttributeValue.fromS("PK=MEMBER#m2, SK=MEMBER")))
                .build());
        RecordingAsyncClient.Call ownerRead = client.next();
        Member bob = new Member("m2", "ada@lovelace.org", Optional.empty(), "Bob", 1);
        ownerRead.answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(bob)).build());
        UniqueConstraintException taken = assertInstanceOf(UniqueConstraintException.class, failureOf(put),
                "its owner holds it: taken, not wrapped");
        assertEquals("ada@lovelace.org", taken.value());

        CompletableFuture<Member> update = atOnce(() -> members.update("m1").remove(MemberSchema.HANDLE).execute());
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(created)).build());
        client.next().answer(TransactWriteItemsResponse.builder().build());
        assertFalse(update.isDone(), "a transaction returns no item: it is read back");
        Member without = new Member("m1", "ada@example.com", Optional.empty(), "Ada", 2);
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(without)).build());
        assertEquals(without, update.getNow(null));

        CompletableFuture<Void> delete = atOnce(() -> members.delete("m1"));
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(without)).build());
        client.next().answer(TransactWriteItemsResponse.builder().build());
        assertTrue(delete.isDone() && !delete.isCompletedExceptionally());
    }

    /**
     * An {@code AsyncWriteTransaction} of {@code @Unique} values reads every stored item at once when
     * executed, sends the transaction when the last read is answered, and releases a stale guard and
     * sends it again, each request on the thread that answered the one before; an exactly-once delete
     * and update read, write (and read back) the same way.
     */
    @Test
    void aTransactionOfUniqueValuesReadsAtOnceAndSendsEachRequestWhenTheOneBeforeIsAnswered() throws Exception {
        MemberAsyncRepository members = new MemberAsyncRepository(client);
        Member ada = new Member("m1", "ada@example.com", Optional.of("ada"), "Ada", 1);
        Member bob = new Member("m2", "bob@example.com", Optional.empty(), "Bob", 1);
        AsyncWriteTransaction transaction = AsyncWriteTransaction.on(client)
                .put(members, ada.withEmail("ada@lovelace.org"))
                .delete(members, bob);
        assertFalse(client.sent(Duration.ofMillis(100)), "nothing is read before execute()");
        CompletableFuture<WriteTransaction.Result> written = atOnce(transaction::execute);
        RecordingAsyncClient.Call adaRead = client.next();
        RecordingAsyncClient.Call bobRead = client.next(); // both sent before either is answered
        assertTrue(adaRead.request(GetItemRequest.class).consistentRead());
        adaRead.answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(ada)).build());
        assertFalse(client.sent(Duration.ofMillis(100)), "the transaction waits for every read");
        bobRead.answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(bob)).build());
        RecordingAsyncClient.Call sent = client.next(); // sent by the answer above
        assertEquals(5, sent.request(TransactWriteItemsRequest.class).transactItems().size(),
                "m1, the new e-mail's claim, the old one's release, m2's delete and its e-mail's release");
        sent.fail(TransactionCanceledException.builder().message("Transaction cancelled")
                .cancellationReasons(CancellationReason.builder().code("None").build(),
                        CancellationReason.builder().code("ConditionalCheckFailed").build(),
                        CancellationReason.builder().code("None").build(),
                        CancellationReason.builder().code("None").build(),
                        CancellationReason.builder().code("None").build()).build());
        client.next().answer(GetItemResponse.builder().item(Map.of( // the claimed value's guard: a gone owner's
                "owner", AttributeValue.fromS("PK=MEMBER#m9, SK=MEMBER"))).build());
        client.next().answer(GetItemResponse.builder().build()); // its owner: no item
        RecordingAsyncClient.Call release = client.next();
        assertEquals(2, release.request(TransactWriteItemsRequest.class).transactItems().size(),
                "the stale guard's delete and the check that its owner still does not hold it");
        release.answer(TransactWriteItemsResponse.builder().build());
        assertFalse(written.isDone(), "released: the transaction is sent once more");
        RecordingAsyncClient.Call again = client.next();
        assertEquals(sent.request(TransactWriteItemsRequest.class).transactItems(),
                again.request(TransactWriteItemsRequest.class).transactItems());
        again.answer(TransactWriteItemsResponse.builder().build());
        assertEquals(5, written.getNow(null).size());

        CompletableFuture<Void> deleted = atOnce(() -> members.exactlyOnce().delete(ada));
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(ada)).build());
        RecordingAsyncClient.Call once = client.next();
        assertEquals(3, once.request(TransactWriteItemsRequest.class).transactItems().size(),
                "the member's delete and both its values' releases");
        once.answer(TransactWriteItemsResponse.builder().build());
        assertTrue(deleted.isDone() && !deleted.isCompletedExceptionally());

        CompletableFuture<Member> updated = atOnce(() -> members.update("m2").set(MemberSchema.HANDLE, "bob")
                .exactlyOnce().execute());
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(bob)).build());
        client.next().answer(TransactWriteItemsResponse.builder().build());
        assertFalse(updated.isDone(), "a transaction returns no item: it is read back");
        Member handled = new Member("m2", "bob@example.com", Optional.of("bob"), "Bob", 2);
        client.next().answer(GetItemResponse.builder().item(MemberSchema.INSTANCE.toItem(handled)).build());
        assertEquals(handled, updated.getNow(null));
    }

    @Test
    void aPublisherAsksForAPageOnlyWhenDemandNeedsOneAndStopsOnCancel() throws Exception {
        List<Order> seeded = List.of(ShopFixture.order("c1", "o0", ShopFixture.T0, Status.PLACED),
                ShopFixture.order("c1", "o1", ShopFixture.T0.plusSeconds(1), Status.PLACED),
                ShopFixture.order("c1", "o2", ShopFixture.T0.plusSeconds(2), Status.PLACED));
        Subscribers.Manual<Order> subscriber = new Subscribers.Manual<>();
        assertTimeoutPreemptively(AT_ONCE, () -> orders.ordersOf("c1").limit(2).items().subscribe(subscriber));
        assertFalse(client.sent(Duration.ofMillis(200)), "no demand, no request");

        assertTimeoutPreemptively(AT_ONCE, () -> subscriber.subscription.request(1));
        RecordingAsyncClient.Call first = client.next();
        assertEquals(3, first.request(QueryRequest.class).limit(), "the limit and one more, to know whether more follow");
        first.answer(QueryResponse.builder().items(items(seeded)).count(3).build());
        assertEquals(seeded.subList(0, 1), subscriber.received);
        subscriber.subscription.request(1);
        assertEquals(seeded.subList(0, 2), subscriber.received, "from the page already read");
        assertFalse(client.sent(Duration.ofMillis(200)), "the page's items were enough");

        subscriber.subscription.request(5);
        RecordingAsyncClient.Call second = client.next();
        assertTrue(second.request(QueryRequest.class).hasExclusiveStartKey(), "the next page, after the cursor");
        second.answer(QueryResponse.builder().items(items(seeded.subList(2, 3))).count(1).build());
        assertEquals(seeded, subscriber.received);
        assertTrue(subscriber.completed);
        assertNull(subscriber.error);

        Subscribers.Manual<Page<Order>> pages = new Subscribers.Manual<>();
        orders.ordersOf("c1").limit(2).pages().subscribe(pages);
        pages.subscription.request(1);
        client.next().answer(QueryResponse.builder().items(items(seeded)).count(3).build());
        assertEquals(1, pages.received.size());
        pages.subscription.cancel();
        pages.subscription.request(1);
        assertFalse(client.sent(Duration.ofMillis(200)), "a cancelled subscription sends nothing more");
    }

    @Test
    void aScanPublishesOnDemandToo() throws Exception {
        Subscribers.Manual<Order> subscriber = new Subscribers.Manual<>();
        orders.scan().items().subscribe(subscriber);
        assertFalse(client.sent(Duration.ofMillis(100)));
        subscriber.subscription.request(10);
        client.next().answer(ScanResponse.builder().items(items(List.of(order))).count(1).build());
        assertEquals(List.of(order), subscriber.received);
        assertTrue(subscriber.completed);
    }

    @Test
    void aBatchRetriesItsUnprocessedItemsAfterABackoffThatHoldsNoThread() throws Exception {
        Order other = ShopFixture.order("c1", "o2", ShopFixture.T0, Status.PLACED);
        CompletableFuture<BatchResult<Order>> written = atOnce(() -> orders.putAll(List.of(order, other)));
        RecordingAsyncClient.Call first = client.next();
        WriteRequest left = first.request(BatchWriteItemRequest.class).requestItems().get("Shop").get(1);
        first.answer(BatchWriteItemResponse.builder().unprocessedItems(Map.of("Shop", List.of(left))).build());
        assertFalse(written.isDone(), "the unprocessed item is sent again, later");
        RecordingAsyncClient.Call again = client.next(); // sent by the delayed executor after the backoff
        assertEquals(List.of(left), again.request(BatchWriteItemRequest.class).requestItems().get("Shop"));
        again.answer(BatchWriteItemResponse.builder().build());
        BatchResult<Order> result = written.get(5, java.util.concurrent.TimeUnit.SECONDS);
        assertTrue(result.complete(), result.toString());
        assertEquals(2, result.requests());
    }

    @Test
    void aShardedQuerySendsEveryShardsRequestAtOnceAndMergesWhenTheyAreAnswered() throws Exception {
        PostAsyncRepository posts = new PostAsyncRepository(client);
        CompletableFuture<Page<Post>> page = atOnce(() -> posts.feed("main").page());
        List<RecordingAsyncClient.Call> shards = new ArrayList<>();
        for (int shard = 0; shard < 4; shard++) {
            shards.add(client.next()); // all four sent before any is answered
        }
        Post later = new Post("main", "p2", ShopFixture.T0.plusSeconds(2), "java", "later");
        Post earlier = new Post("main", "p1", ShopFixture.T0.plusSeconds(1), "java", "earlier");
        shards.get(0).answer(QueryResponse.builder().items(PostSchema.INSTANCE.toItem(later)).count(1).build());
        shards.get(1).answer(QueryResponse.builder().items(PostSchema.INSTANCE.toItem(earlier)).count(1).build());
        shards.get(2).answer(QueryResponse.builder().count(0).build());
        assertFalse(page.isDone(), "one shard is still unanswered");
        shards.get(3).answer(QueryResponse.builder().count(0).build());
        assertEquals(List.of(earlier, later), page.getNow(null).items(), "merged in sort-key order");
    }

    @Test
    void anItemCollectionsPageAndAVectorSearchReturnAtOnce() throws Exception {
        Customer customer = new Customer("c1", "ada@example.com", "Ada", 1);
        CompletableFuture<Page<CustomerItem>> page = atOnce(() -> new CustomerItemAsyncCollection(client).query("c1").page());
        client.next().answer(QueryResponse.builder().items(OrderSchema.INSTANCE.toItem(order),
                CustomerSchema.INSTANCE.toItem(customer)).count(2).build());
        assertEquals(List.of(order, customer), page.getNow(null).items(), "each item decoded by its own type");

        Recipe recipe = new Recipe("carbonara", "ann", "Carbonara", "italian", Recipe.Course.MAIN,
                Optional.of(List.of(1f, 0f, 0f, 0f)));
        CompletableFuture<List<Neighbour<Recipe>>> nearest = atOnce(() -> new RecipeAsyncRepository(client)
                .similar("italian", new float[] {1, 0, 0, 0}).top(3));
        RecordingAsyncClient.Call search = client.next();
        assertEquals(3, search.request(SearchVectorsRequest.class).topK());
        assertFalse(nearest.isDone());
        search.answer(SearchVectorsResponse.builder().searchResults(SearchResultItem.builder()
                .item(RecipeSchema.INSTANCE.toItem(recipe)).score(0.0).build()).build());
        assertEquals(List.of(new Neighbour<>(recipe, 0.0)), nearest.getNow(null));
    }

    @Test
    void aSegmentedScanReadsItsSegmentsConcurrentlyBoundedAndCancelStopsThemAll() throws Exception {
        Subscribers.Manual<Order> subscriber = new Subscribers.Manual<>();
        assertTimeoutPreemptively(AT_ONCE, () -> orders.scan().segments(4).parallelism(2).items().subscribe(subscriber));
        assertFalse(client.sent(Duration.ofMillis(100)), "no demand, no request");
        assertTimeoutPreemptively(AT_ONCE, () -> subscriber.subscription.request(10));
        RecordingAsyncClient.Call first = client.next();
        RecordingAsyncClient.Call second = client.next();
        assertEquals(Set.of(0, 1), Set.of(first.request(ScanRequest.class).segment(),
                second.request(ScanRequest.class).segment()), "two segments at once, together");
        assertEquals(4, first.request(ScanRequest.class).totalSegments());
        assertFalse(client.sent(Duration.ofMillis(200)), "parallelism 2: no third request in flight");

        Map<String, AttributeValue> key = OrderSchema.INSTANCE.toItem(order);
        second.answer(ScanResponse.builder().items(items(List.of(order))).count(1).lastEvaluatedKey(key).build());
        assertEquals(List.of(order), subscriber.received);
        RecordingAsyncClient.Call continued = client.next();
        assertEquals(second.request(ScanRequest.class).segment(), continued.request(ScanRequest.class).segment(),
                "a started segment is read on before a new one starts");
        assertTrue(continued.request(ScanRequest.class).hasExclusiveStartKey());

        subscriber.subscription.cancel();
        first.answer(ScanResponse.builder().items(items(List.of(order))).count(1).build());
        continued.answer(ScanResponse.builder().count(0).build());
        assertFalse(client.sent(Duration.ofMillis(200)), "a cancelled scan sends nothing more, in any segment");
        assertEquals(List.of(order), subscriber.received, "nor publishes the pages that were in flight");
        assertFalse(subscriber.completed);
    }

    /**
     * A multi-entity batch sends its chunks when executed and its unprocessed items again after a
     * delayed send; {@code createTable()} sends CreateTable when the DescribeTable says there is no
     * table, and describes it again after a delayed send, not a sleep, until it is active.
     */
    @Test
    void aMultiEntityBatchAndCreateTableNeverWaitOnTheCallersThread() throws Exception {
        Order other = ShopFixture.order("c1", "o2", ShopFixture.T0, Status.PLACED);
        CompletableFuture<WriteBatch.Result> written = atOnce(() -> AsyncWriteBatch.on(client)
                .putAll(orders, List.of(order, other)).execute());
        RecordingAsyncClient.Call first = client.next();
        WriteRequest left = first.request(BatchWriteItemRequest.class).requestItems().get("Shop").get(1);
        first.answer(BatchWriteItemResponse.builder().unprocessedItems(Map.of("Shop", List.of(left))).build());
        assertFalse(written.isDone(), "the unprocessed item is sent again, later");
        client.next().answer(BatchWriteItemResponse.builder().build());
        assertTrue(written.get(5, java.util.concurrent.TimeUnit.SECONDS).puts(orders).complete());

        CompletableFuture<Void> created = atOnce(orders::createTable);
        client.next().fail(ResourceNotFoundException.builder().message("Requested resource not found").build());
        RecordingAsyncClient.Call create = client.next();
        assertEquals("Shop", create.request(CreateTableRequest.class).tableName());
        create.answer(CreateTableResponse.builder().build());
        assertFalse(created.isDone());
        RecordingAsyncClient.Call describe = client.next(); // sent by the answer to CreateTable
        assertEquals("Shop", describe.request(DescribeTableRequest.class).tableName());
        describe.answer(DescribeTableResponse.builder().table(t -> t.tableStatus(TableStatus.CREATING)).build());
        assertFalse(created.isDone(), "not active yet: described again after a delay");
        client.next().answer(DescribeTableResponse.builder().table(t -> t.tableStatus(TableStatus.ACTIVE)).build());
        created.get(5, java.util.concurrent.TimeUnit.SECONDS);
    }

    /** What a done future failed with, as it was completed. */
    private static Throwable failureOf(CompletableFuture<?> future) {
        assertTrue(future.isCompletedExceptionally());
        Throwable[] seen = new Throwable[1];
        future.whenComplete((value, error) -> seen[0] = error);
        return seen[0];
    }

    private static List<Map<String, AttributeValue>> items(List<Order> records) {
        return records.stream().map(OrderSchema.INSTANCE::toItem).toList();
    }
}
