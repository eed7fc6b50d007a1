package dev.keyway.runtime.transaction;

import static dev.keyway.runtime.transaction.TransactionWriteTest.cancellation;
import static dev.keyway.runtime.transaction.TransactionWriteTest.reason;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.transaction.TransactionWriteTest.Account;
import dev.keyway.runtime.transaction.TransactionWriteTest.AccountSchema;
import dev.keyway.runtime.transaction.TransactionWriteTest.FakeClient;
import dev.keyway.runtime.transaction.TransactionWriteTest.Note;
import dev.keyway.runtime.transaction.TransactionWriteTest.NoteSchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/**
 * The item that failed a condition, carried by the exception: asked for on every conditional
 * write, decoded once by the entity's schema, never invented from another entity's item; and
 * {@code putRetrying}, which merges with it.
 */
class FailedConditionCurrentItemTest {

    /** A client answering PutItem as scripted, recording each request. */
    static final class PutClient implements DynamoDbClient {
        final List<PutItemRequest> puts = new ArrayList<>();
        Function<PutItemRequest, PutItemResponse> onPut = request -> PutItemResponse.builder().build();

        @Override
        public PutItemResponse putItem(PutItemRequest request) {
            puts.add(request);
            return onPut.apply(request);
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    private static ConditionalCheckFailedException failed(Map<String, AttributeValue> item) {
        return ConditionalCheckFailedException.builder().message("The conditional request failed").item(item).build();
    }

    private final PutClient client = new PutClient();
    private final EntityRepository<Account> accounts = new EntityRepository<>(client, "Bank", AccountSchema.INSTANCE) {
    };

    @Test
    void aCreateAsksForTheStoredItemAndCarriesIt() {
        Account stored = new Account("a", 100, 3);
        client.onPut = request -> {
            throw failed(AccountSchema.INSTANCE.toItem(stored));
        };
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> accounts.create(new Account("a", 1, 0)));
        assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, client.puts.get(0).returnValuesOnConditionCheckFailure());
        assertEquals(Optional.of(stored), taken.current(Account.class));
        assertEquals(Optional.of(AccountSchema.INSTANCE.toItem(stored)), taken.currentItem());
        assertSame(taken.current(Account.class).orElseThrow(), taken.current(Account.class).orElseThrow(),
                "decoded once");
    }

    @Test
    void noItemIsEmptyAndAnotherRecordTypeIsRefusedNamingBoth() {
        client.onPut = request -> {
            throw failed(null);
        };
        VersionConflictException conflict = assertThrows(VersionConflictException.class,
                () -> accounts.put(new Account("a", 1, 4)));
        assertEquals(Optional.empty(), conflict.current(Account.class));
        assertEquals(Optional.empty(), conflict.currentItem());
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class, () -> conflict.current(Note.class));
        assertTrue(wrong.getMessage().contains(Account.class.getName()) && wrong.getMessage().contains(Note.class.getName()),
                wrong.getMessage());
    }

    @Test
    void anotherEntitysItemThrowsTheDecodingExceptionEveryTime() {
        Map<String, AttributeValue> note = new HashMap<>(NoteSchema.INSTANCE.toItem(new Note("a", "x", null)));
        client.onPut = request -> {
            throw failed(note);
        };
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> accounts.create(new Account("a", 1, 0)));
        ItemDecodeException first = assertThrows(ItemDecodeException.class, () -> taken.current(Account.class));
        assertTrue(first.getMessage().contains("a Note, not a Account"), first.getMessage());
        assertSame(first, assertThrows(ItemDecodeException.class, () -> taken.current(Account.class)));
        assertEquals(Optional.of(note), taken.currentItem());
    }

    @Test
    void putRetryingPutsTheMergeOnTheStoredVersion() {
        Account stored = new Account("a", 105, 7);
        client.onPut = request -> {
            if (client.puts.size() == 1) {
                throw failed(AccountSchema.INSTANCE.toItem(stored));
            }
            return PutItemResponse.builder().build();
        };
        Account saved = RuntimeAccess.operations(accounts).putRetrying(new Account("a", 110, 5),
                (attempted, current) -> new Account("a", current.balance() + 5, 0), 3);
        assertEquals(new Account("a", 110, 8), saved);
        assertEquals(2, client.puts.size());
        assertEquals("7", client.puts.get(1).expressionAttributeValues().values().iterator().next().n());
        assertEquals("8", client.puts.get(1).item().get("version").n());
    }

    @Test
    void putRetryingRefusesAMergeThatMovesTheKey() {
        client.onPut = request -> {
            throw failed(AccountSchema.INSTANCE.toItem(new Account("a", 9, 2)));
        };
        assertThrows(IllegalArgumentException.class,
                () -> RuntimeAccess.operations(accounts).putRetrying(new Account("a", 1, 1), (attempted, current) -> new Account("b", 1, 2), 3));
        assertEquals(1, client.puts.size());
    }

    @Test
    void putRetryingReturnsTheStoredRecordWhenAResentAttemptFoundItsOwnWrite() {
        // The SDK names no attempt count here, so the conflict counts as resent: the stored record is the attempt's.
        client.onPut = request -> {
            throw failed(AccountSchema.INSTANCE.toItem(new Account("a", 1, 2)));
        };
        assertEquals(new Account("a", 1, 2), RuntimeAccess.operations(accounts).putRetrying(new Account("a", 1, 1), (attempted, current) -> {
            throw new AssertionError("no merge: the write was applied");
        }, 3));
        assertEquals(1, client.puts.size());
    }

    @Test
    void putRetryingOfAnUnversionedEntityIsRefused() {
        // Generated repositories offer putRetrying only for a versioned entity; the runtime refuses it anyway.
        Repository<Note> notes = FakeClient.repository(client, "Bank", NoteSchema.INSTANCE);
        assertThrows(UnsupportedOperationException.class, () -> RuntimeAccess.operations(notes)
                .putRetrying(new Note("a", "x", null), (a, b) -> a, 3));
        assertEquals(0, client.puts.size());
    }

    @Test
    void aTransactionsFailedConditionsCarryTheirItems() {
        FakeClient transactions = new FakeClient();
        Repository<Account> bank = FakeClient.repository(transactions, "Bank", AccountSchema.INSTANCE);
        Repository<Note> notes = FakeClient.repository(transactions, "Bank", NoteSchema.INSTANCE);
        Account stale = new Account("stale", 100, 7);
        Note taken = new Note("taken", "old", null);
        transactions.onWrite = request -> {
            throw cancellation(reason("ConditionalCheckFailed", "failed", AccountSchema.INSTANCE.toItem(stale)),
                    reason("ConditionalCheckFailed", "failed", NoteSchema.INSTANCE.toItem(taken)),
                    reason("None", null, null));
        };
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(transactions).put(bank, new Account("stale", 90, 5))
                        .create(notes, new Note("taken", "new", null))
                        .delete(bank, AccountSchema.key("fine")).execute());
        List<TransactionFailedException.Reason> reasons = error.reasons();
        assertEquals(Optional.of(stale), reasons.get(0).current(Account.class));
        assertEquals(Optional.of(taken), reasons.get(1).current(Note.class));
        assertEquals(Optional.of(taken), ((ConditionFailedException) reasons.get(1).cause().orElseThrow())
                .current(Note.class));
        assertEquals(Optional.empty(), reasons.get(2).current(Account.class), "not a failed condition");
        assertEquals(Optional.empty(), reasons.get(2).currentItem());
    }

    @Test
    void aSerializedExceptionKeepsTheRawItemButCannotDecodeIt() throws Exception {
        Account stored = new Account("a", 100, 3);
        client.onPut = request -> {
            throw failed(AccountSchema.INSTANCE.toItem(stored));
        };
        ItemAlreadyExistsException taken = assertThrows(ItemAlreadyExistsException.class,
                () -> accounts.create(new Account("a", 1, 0)));
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(bytes)) {
            out.writeObject(taken);
        }
        ItemAlreadyExistsException copy;
        try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(
                new java.io.ByteArrayInputStream(bytes.toByteArray()))) {
            copy = (ItemAlreadyExistsException) in.readObject();
        }
        assertEquals(taken.currentItem(), copy.currentItem());
        assertThrows(IllegalStateException.class, () -> copy.current(Account.class));
    }
}
