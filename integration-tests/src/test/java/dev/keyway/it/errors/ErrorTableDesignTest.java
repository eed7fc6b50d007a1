package dev.keyway.it.errors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.writes.ledger.Account;
import dev.keyway.it.writes.ledger.AccountRepository;
import dev.keyway.it.writes.ledger.AccountSchema;
import dev.keyway.it.writes.ledger.Tier;
import dev.keyway.it.transactions.warehouse.Stock;
import dev.keyway.it.transactions.warehouse.StockRepository;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.batch.WriteBatch;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/** The README's run-time error table, provoked through the ledger and warehouse designs. */
class ErrorTableDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static Account account(String id, String note) {
        return new Account(id, "ann", Tier.BASIC, 0, Set.of(), List.of(), 0, Optional.ofNullable(note), 0);
    }

    @Test
    void itemsOverFourHundredKilobytesAreRefusedBeforeTheRequest(DynamoDbClient client) {
        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        String big = "x".repeat(410 * 1024);
        ItemTooLargeException put = assertThrows(ItemTooLargeException.class, () -> accounts.put(account("a1", big)));
        assertEquals("Account", put.entityType());
        assertTrue(put.key().contains("ACCOUNT#a1"), put.key());
        assertTrue(put.size() > 400 * 1024, "size " + put.size());
        assertThrows(ItemTooLargeException.class, () -> accounts.update("a1").set(AccountSchema.NOTE, big).execute());
        assertThrows(ItemTooLargeException.class, () -> WriteTransaction.on(client).put(accounts, account("a1", big)));
        assertThrows(ItemTooLargeException.class, () -> WriteBatch.on(client).put(accounts, account("a1", big)));
        assertTrue(accounts.get("a1").isEmpty());

        // an update that grows a stored item past the limit can only be refused by DynamoDB
        String half = "y".repeat(250 * 1024);
        accounts.put(account("a2", half));
        ItemTooLargeException grown = assertThrows(ItemTooLargeException.class,
                () -> accounts.update("a2").append(AccountSchema.HISTORY, half).execute());
        assertEquals(-1, grown.size());
        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).update(accounts.update("a2").append(AccountSchema.HISTORY, half)).execute());
        assertInstanceOf(ItemTooLargeException.class, cancelled.reasons().get(0).cause().orElseThrow());
    }

    @Test
    void requestsDynamoDbRefusesAreTyped(DynamoDbClient client) {
        StockRepository missing = new StockRepository(client, "NoSuchTable");
        assertThrows(ResourceNotFoundException.class, () -> missing.put(new Stock("s", "x", 1)));
        assertThrows(ResourceNotFoundException.class, () -> missing.get("s", "x"));

        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        Condition broken = expressions -> "no_such_function(" + expressions.name("visits") + ")";
        RequestFailedException refused = assertThrows(RequestFailedException.class,
                () -> accounts.put(account("a3", null), broken));
        assertEquals("ValidationException", refused.errorCode());
        assertEquals("Account", refused.entityType());
        assertFalse(refused.dynamoDbMessage().isEmpty());
        assertFalse(refused.throttling());
        assertInstanceOf(KeywayException.class, refused);
    }
}
