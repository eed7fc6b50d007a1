package dev.keyway.runtime.transaction;

import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.item.Expiry;
import dev.keyway.runtime.internal.item.ItemReader;
import dev.keyway.runtime.key.Key;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One item of a {@link ReadTransaction}: {@link #item()} holds the record once the transaction
 * has executed.
 *
 * <pre>{@code
 * ReadTransaction reads = ReadTransaction.on(client);
 * TransactionRead<Account> account = reads.get(accounts, AccountKeys.primaryKey("a"));
 * TransactionRead<Order> order = reads.get(orders, OrderKeys.primaryKey("c1", placedAt, "o-17"));
 * reads.execute();
 * account.item().ifPresent(a -> ...);   // both read at the same instant
 * }</pre>
 *
 * @param <T> the record type
 */
public final class TransactionRead<T> {

    private final EntityOperations<T> table;
    private final Key<T> key;
    private final Map<String, AttributeValue> attributes;
    private Optional<T> item;

    /** The read of a key of the table's entity: checked, {@code attributes} are its attributes. */
    TransactionRead(EntityOperations<T> table, Key<T> key, Map<String, AttributeValue> attributes) {
        this.table = table;
        this.key = key;
        this.attributes = attributes;
    }

    /**
     * The record stored under the key when the transaction executed; empty if there was none, its
     * {@code @Ttl} time had passed, or it was not an item of this entity (another type, or no type
     * attribute), as for {@code get}.
     *
     * @throws IllegalStateException if the transaction has not executed yet
     */
    public Optional<T> item() {
        if (item == null) {
            throw new IllegalStateException("The read of " + entityType() + " " + describedKey()
                    + " has no result yet: execute() its ReadTransaction first");
        }
        return item;
    }

    /** The entity type read. */
    public String entityType() {
        return table.schema().entityType();
    }

    /** The table read. */
    public String tableName() {
        return table.tableName();
    }

    /** The primary key read. */
    public Key<T> key() {
        return key;
    }

    /** The key's attributes, as the request names the item. */
    Map<String, AttributeValue> attributes() {
        return attributes;
    }

    /** Where the repository's requests go, for the transaction's listener. */
    dev.keyway.runtime.internal.request.Requests requests() {
        return table.requests();
    }

    /** The primary key, described as {@code PK=..., SK=...}. */
    public String describedKey() {
        return table.schema().table().describeKey(attributes);
    }

    /** The record in the item DynamoDB returned ({@code null} or empty when there was none). */
    Optional<T> decode(Map<String, AttributeValue> stored) {
        if (stored == null || !ItemReader.isOfEntity(table.schema(), stored) || Expiry.expired(table.schema(), stored)) {
            return Optional.empty(); // as get: no item, another entity's, one without the type attribute, or expired
        }
        return Optional.of(table.schema().fromItem(stored));
    }

    /** Sets the result of an execution. */
    void complete(Optional<T> decoded) {
        item = Objects.requireNonNull(decoded, "decoded");
    }

    @Override
    public String toString() {
        return "TransactionRead[" + entityType() + " " + describedKey() + " in " + tableName()
                + (item == null ? ", not executed" : ", " + item) + "]";
    }
}
