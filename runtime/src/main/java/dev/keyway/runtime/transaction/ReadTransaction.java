package dev.keyway.runtime.transaction;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.internal.request.Requests;
import dev.keyway.runtime.internal.write.TransactionItems.ItemKey;
import dev.keyway.runtime.internal.write.TransactionItems;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.listener.RequestEvent;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Reads several items, of any entities and tables, as of one instant: one
 * {@code TransactGetItems} request. No write can fall between two of its reads, which separate
 * {@code get}s cannot promise.
 *
 * <pre>{@code
 * ReadTransaction reads = ReadTransaction.on(client);
 * TransactionRead<Account> from = reads.get(accounts, AccountKeys.primaryKey("a"));
 * TransactionRead<Account> to = reads.get(accounts, AccountKeys.primaryKey("b"));
 * TransactionRead<Order> order = reads.get(orders, OrderKeys.primaryKey("c1", placedAt, "o-17"));
 * reads.execute();
 * long total = from.item().orElseThrow().balance() + to.item().orElseThrow().balance();
 * boolean placed = order.item().isPresent();
 * }</pre>
 *
 * <p>Each read decodes its item with its repository's schema, as the repository's {@code get}
 * would: a missing item, or one whose {@code @Ttl} time has passed, reads as empty. At most
 * {@value #MAX_ITEMS} items, one read per item (table and primary key), checked as reads are
 * added. If DynamoDB cancels the read (for instance because a transaction is writing one of the
 * items: code {@code TransactionConflict}), {@link #execute()} throws
 * {@link TransactionFailedException}; executing again reads again.
 *
 * <p>Not thread-safe: build and execute a read on one thread.
 */
public final class ReadTransaction {

    /** DynamoDB's limit on the items of one {@code TransactGetItems} request. */
    public static final int MAX_ITEMS = TransactionItems.MAX_ITEMS;

    private final DynamoDbClient client;
    private final List<TransactionRead<?>> reads = new ArrayList<>();
    private final Map<ItemKey, TransactionRead<?>> byItem = new HashMap<>();

    private ReadTransaction(DynamoDbClient client) {
        this.client = Objects.requireNonNull(client, "client");
    }

    /**
     * A new, empty read sent through this client.
     *
     * @param client the client that sends {@code TransactGetItems}; the repositories' own clients
     *               are not used
     */
    public static ReadTransaction on(DynamoDbClient client) {
        return new ReadTransaction(client);
    }

    /**
     * Adds the read of the item with this primary key from the repository's table.
     *
     * <pre>{@code
     * TransactionRead<Customer> customer = reads.get(customers, CustomerKeys.primaryKey("c1"));
     * }</pre>
     *
     * @param key the primary key ({@code XKeys.primaryKey(...)}, or a key a result handed back)
     * @return the handle whose {@link TransactionRead#item()} {@link #execute()} fills
     * @throws InvalidTransactionException past {@value #MAX_ITEMS} items, or if the item is read already
     * @throws KeyMismatchException        if the key is not one of the repository's entity (nothing is added)
     */
    public <T> TransactionRead<T> get(Repository<T> repository, Key<T> key) {
        EntityOperations<T> table = RuntimeAccess.operations(repository);
        TransactionRead<T> read = new TransactionRead<>(table, key, table.attributesOf(key));
        if (reads.size() == MAX_ITEMS) {
            throw new InvalidTransactionException(read.entityType(), read.describedKey(),
                    "A read transaction holds at most " + MAX_ITEMS
                    + " items (DynamoDB's limit for TransactGetItems); cannot add a " + (MAX_ITEMS + 1) + "st: "
                    + read.entityType() + " " + read.describedKey());
        }
        ItemKey item = TransactionItems.itemKey(table, read.attributes());
        TransactionRead<?> earlier = byItem.get(item);
        if (earlier != null) {
            throw new InvalidTransactionException(read.entityType(), read.describedKey(),
                    "The read transaction already reads " + earlier.entityType() + " "
                    + earlier.describedKey() + " in table " + item.tableName()
                    + ": use that handle; DynamoDB refuses two operations on one item in a transaction");
        }
        byItem.put(item, read);
        reads.add(read);
        return read;
    }

    /** How many items the read holds. */
    public int size() {
        return reads.size();
    }

    /**
     * Sends {@code TransactGetItems} and fills every handle. An empty read sends nothing.
     *
     * @throws TransactionFailedException if DynamoDB cancelled the read; no handle changes
     */
    public void execute() {
        if (reads.isEmpty()) {
            return;
        }
        TransactGetItemsResponse response;
        try {
            response = Requests.joint(client, involved()).transactGetItems(context(), request());
        } catch (TransactionCanceledException e) {
            throw cancelled(e);
        }
        fill(response);
    }

    /** The reads, for {@link AsyncReadTransaction}. */
    List<TransactionRead<?>> reads() {
        return reads;
    }

    /** The TransactGetItems of the reads, in their order. */
    TransactGetItemsRequest request() {
        List<TransactGetItem> items = new ArrayList<>(reads.size());
        for (TransactionRead<?> read : reads) {
            items.add(TransactGetItem.builder().get(get -> get.tableName(read.tableName()).key(read.attributes())).build());
        }
        return TransactGetItemsRequest.builder().transactItems(items).build();
    }

    /** Where the reads' requests are reported: each repository's listener once. */
    List<Requests> involved() {
        List<Requests> involved = new ArrayList<>(reads.size());
        reads.forEach(read -> involved.add(read.requests()));
        return involved;
    }

    /** What the request is for, in events and messages. */
    Requests.Context context() {
        List<String> tables = new ArrayList<>(reads.size());
        List<String> types = new ArrayList<>(reads.size());
        for (TransactionRead<?> read : reads) {
            tables.add(read.tableName());
            types.add(read.entityType());
        }
        return Requests.Context.of(Requests.joined(tables), Requests.joined(types),
                RequestEvent.Operation.READ_TRANSACTION).key(reads.size() == 1 ? reads.get(0).describedKey() : null);
    }

    /** Fills every handle from the response, or none when one item cannot be decoded. */
    void fill(TransactGetItemsResponse response) {
        List<ItemResponse> responses = response.hasResponses() ? response.responses() : List.of();
        if (responses.size() != reads.size()) {
            throw new KeywayException("TransactGetItems answered " + responses.size() + " items for " + reads.size()
                    + " reads");
        }
        // Decode everything before filling any handle, so that a decode error leaves none half-filled.
        List<Runnable> fills = new ArrayList<>(reads.size());
        for (int i = 0; i < reads.size(); i++) {
            ItemResponse itemResponse = responses.get(i);
            fills.add(fill(reads.get(i), itemResponse != null && itemResponse.hasItem() ? itemResponse.item() : null));
        }
        fills.forEach(Runnable::run);
    }

    private static <T> Runnable fill(TransactionRead<T> read, Map<String, AttributeValue> stored) {
        Optional<T> decoded = read.decode(stored);
        return () -> read.complete(decoded);
    }

    TransactionFailedException cancelled(TransactionCanceledException e) {
        List<CancellationReason> given = e.hasCancellationReasons() ? e.cancellationReasons() : List.of();
        List<TransactionFailedException.Reason> reasons = new ArrayList<>(reads.size());
        for (int i = 0; i < reads.size(); i++) {
            TransactionRead<?> read = reads.get(i);
            CancellationReason reason = i < given.size() ? given.get(i) : null;
            String code = reason == null || reason.code() == null ? "Unknown" : reason.code();
            String message = reason == null || reason.message() == null ? "" : reason.message();
            reasons.add(new TransactionFailedException.Reason("get", read.entityType(), read.tableName(),
                    read.describedKey(), code, message,
                    TransactionItems.typedCause(code, message, read.entityType(), read.describedKey(), e)));
        }
        return new TransactionFailedException(reasons, e);
    }
}
