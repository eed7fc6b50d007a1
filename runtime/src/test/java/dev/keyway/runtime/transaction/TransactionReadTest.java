package dev.keyway.runtime.transaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.Repository;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.exception.TransactionConflictException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.transaction.TransactionWriteTest.Account;
import dev.keyway.runtime.transaction.TransactionWriteTest.AccountSchema;
import dev.keyway.runtime.transaction.TransactionWriteTest.FakeClient;
import dev.keyway.runtime.transaction.TransactionWriteTest.Note;
import dev.keyway.runtime.transaction.TransactionWriteTest.NoteSchema;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;

/** {@link ReadTransaction} against a fake client: requests, decoding, time to live, limits, cancellation. */
class TransactionReadTest {

    private final FakeClient client = new FakeClient();
    private final Repository<Account> accounts = FakeClient.repository(client, "Bank", AccountSchema.INSTANCE);
    private final Repository<Note> notes = FakeClient.repository(client, "Bank", NoteSchema.INSTANCE);

    @Test
    void eachReadIsDecodedWithItsRepositorysSchemaAndAMissingItemIsEmpty() {
        Account account = new Account("a", 10, 3);
        Note note = new Note("n1", "hello", null);
        Repository<Note> archive = FakeClient.repository(client, "Archive", NoteSchema.INSTANCE);
        client.onRead = request -> respond(AccountSchema.INSTANCE.toItem(account), null,
                NoteSchema.INSTANCE.toItem(note));

        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Account> first = reads.get(accounts, AccountSchema.key("a"));
        TransactionRead<Account> missing = reads.get(accounts, AccountSchema.key("nobody"));
        TransactionRead<Note> third = reads.get(archive, NoteSchema.key("n1"));
        assertEquals(3, reads.size());
        reads.execute();

        assertEquals(Optional.of(account), first.item());
        assertEquals(Optional.empty(), missing.item());
        assertEquals(Optional.of(note), third.item());
        List<Get> gets = client.reads.get(0).transactItems().stream().map(item -> item.get()).toList();
        assertEquals(List.of("Bank", "Bank", "Archive"), gets.stream().map(Get::tableName).toList());
        assertEquals(List.of(AccountSchema.key("a").attributes(), AccountSchema.key("nobody").attributes(),
                        NoteSchema.key("n1").attributes()),
                gets.stream().map(Get::key).toList());
        assertEquals("Account", missing.entityType());
        assertEquals("PK=ACCOUNT#nobody, SK=ACCOUNT", missing.describedKey());
    }

    @Test
    void anItemPastItsTimeToLiveReadsAsAbsent() {
        long now = Instant.now().getEpochSecond();
        Note expired = new Note("old", "x", now - 60);
        Note alive = new Note("new", "y", now + 3_600);
        client.onRead = request -> respond(NoteSchema.INSTANCE.toItem(expired), NoteSchema.INSTANCE.toItem(alive));
        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Note> old = reads.get(notes, NoteSchema.key("old"));
        TransactionRead<Note> fresh = reads.get(notes, NoteSchema.key("new"));
        reads.execute();
        assertEquals(Optional.empty(), old.item());
        assertEquals(Optional.of(alive), fresh.item());
    }

    @Test
    void anItemHasNoResultBeforeExecute() {
        TransactionRead<Account> read = ReadTransaction.on(client).get(accounts, AccountSchema.key("a"));
        IllegalStateException error = assertThrows(IllegalStateException.class, read::item);
        assertTrue(error.getMessage().contains("Account PK=ACCOUNT#a, SK=ACCOUNT"), error.getMessage());
    }

    @Test
    void executingAgainReadsAgain() {
        client.onRead = request -> respond(AccountSchema.INSTANCE.toItem(new Account("a", 1, 1)));
        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Account> read = reads.get(accounts, AccountSchema.key("a"));
        reads.execute();
        client.onRead = request -> respond(AccountSchema.INSTANCE.toItem(new Account("a", 2, 2)));
        reads.execute();
        assertEquals(2, read.item().orElseThrow().version());
        assertEquals(2, client.reads.size());
    }

    @Test
    void aHundredReadsAreOneRequestAndTheHundredAndFirstIsRejected() {
        ReadTransaction reads = ReadTransaction.on(client);
        List<Map<String, AttributeValue>> items = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            reads.get(notes, NoteSchema.key("n" + i));
            items.add(NoteSchema.INSTANCE.toItem(new Note("n" + i, "x", null)));
        }
        InvalidTransactionException error = assertThrows(InvalidTransactionException.class,
                () -> reads.get(accounts, AccountSchema.key("a")));
        assertTrue(error.getMessage().contains("at most 100 items"), error.getMessage());
        assertEquals(0, client.reads.size());
        client.onRead = request -> respond(items);
        reads.execute();
        assertEquals(100, client.reads.get(0).transactItems().size());
    }

    @Test
    void readingOneItemTwiceIsRejected() {
        ReadTransaction reads = ReadTransaction.on(client);
        reads.get(accounts, AccountSchema.key("a"));
        InvalidTransactionException error = assertThrows(InvalidTransactionException.class,
                () -> reads.get(accounts, AccountSchema.key("a")));
        assertTrue(error.getMessage().contains("Account PK=ACCOUNT#a, SK=ACCOUNT in table Bank"), error.getMessage());
        assertThrows(KeyMismatchException.class,
                () -> reads.get(accounts, Key.of("Account", "PK", AttributeValue.fromS("ACCOUNT#b"))), "not a full key");
    }

    @Test
    void aCancelledReadNamesItsItemsAndLeavesTheHandlesUnfilled() {
        client.onRead = request -> {
            throw TransactionWriteTest.cancellation(TransactionWriteTest.reason("None", null, null),
                    TransactionWriteTest.reason("TransactionConflict", "Transaction is ongoing for the item", null));
        };
        ReadTransaction reads = ReadTransaction.on(client);
        TransactionRead<Note> note = reads.get(notes, NoteSchema.key("n1"));
        reads.get(accounts, AccountSchema.key("a"));
        TransactionFailedException error = assertThrows(TransactionFailedException.class, reads::execute);
        assertEquals(1, error.failed().size());
        TransactionFailedException.Reason conflict = error.failed().get(0);
        assertEquals("get", conflict.operation());
        assertEquals("Account", conflict.entityType());
        assertEquals("PK=ACCOUNT#a, SK=ACCOUNT", conflict.key());
        assertEquals("TransactionConflict", conflict.code());
        assertEquals("PK=ACCOUNT#a, SK=ACCOUNT", assertInstanceOf(TransactionConflictException.class,
                conflict.cause().orElseThrow()).key());
        assertTrue(error.getMessage().contains("[1] get Account PK=ACCOUNT#a, SK=ACCOUNT in Bank: TransactionConflict"),
                error.getMessage());
        assertThrows(IllegalStateException.class, note::item);
    }

    @Test
    void anEmptyReadSendsNothing() {
        ReadTransaction.on(client).execute();
        assertEquals(0, client.reads.size());
    }

    @SafeVarargs
    private static TransactGetItemsResponse respond(Map<String, AttributeValue>... items) {
        return respond(java.util.Arrays.asList(items));
    }

    private static TransactGetItemsResponse respond(List<Map<String, AttributeValue>> items) {
        List<ItemResponse> responses = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            responses.add(item == null ? ItemResponse.builder().build() : ItemResponse.builder().item(item).build());
        }
        return TransactGetItemsResponse.builder().responses(responses).build();
    }
}
