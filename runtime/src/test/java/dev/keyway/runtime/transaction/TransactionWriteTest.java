package dev.keyway.runtime.transaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.Repository;
import dev.keyway.runtime.Update;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.attribute.Size;
import dev.keyway.runtime.attribute.StringAttribute;
import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.KeyMismatchException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.TransactionConflictException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.internal.RuntimeAccess;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * {@link WriteTransaction} against a fake client: how each write becomes a TransactWriteItem,
 * the checks before sending, and how cancellation reasons map to typed causes.
 */
class TransactionWriteTest {

    private final FakeClient client = new FakeClient();
    private final Repository<Account> accounts = FakeClient.repository(client, "Bank", AccountSchema.INSTANCE);
    private final Repository<Note> notes = FakeClient.repository(client, "Bank", NoteSchema.INSTANCE);

    // ---- how writes map ----------------------------------------------------------------------

    @Test
    void aVersionedPutStoresTheNextVersionOnConditionThatTheStoredOneIsTheRecords() {
        Account account = new Account("a", 100, 5);
        WriteTransaction.Result result = WriteTransaction.on(client).put(accounts, account).execute();

        Put put = client.onlyWrite().put();
        assertEquals("Bank", put.tableName());
        assertEquals("6", put.item().get("version").n());
        assertEquals("(#n0 = :v0)", put.conditionExpression());
        assertEquals(Map.of("#n0", "version"), put.expressionAttributeNames());
        assertEquals(Map.of(":v0", AttributeValue.fromN("5")), put.expressionAttributeValues());
        assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, put.returnValuesOnConditionCheckFailure());
        assertEquals(new Account("a", 100, 6), result.stored(account));
        assertEquals(1, result.size());
    }

    @Test
    void aPutOfVersionZeroRequiresThatThereIsNoItem() {
        WriteTransaction.on(client).put(accounts, new Account("a", 100, 0)).execute();
        Put put = client.onlyWrite().put();
        assertEquals("(attribute_not_exists(#n0))", put.conditionExpression());
        assertEquals(Map.of("#n0", "PK"), put.expressionAttributeNames());
        assertFalse(put.hasExpressionAttributeValues(), "no values: DynamoDB rejects an empty map");
        assertEquals("1", put.item().get("version").n());
    }

    @Test
    void aPutWithAConditionAlsoKeepsTheVersionCondition() {
        WriteTransaction.on(client).put(accounts, new Account("a", 100, 2), AccountSchema.BALANCE.gt(10L))
                .execute();
        Put put = client.onlyWrite().put();
        assertEquals("(#n0 > :v0) AND (#n1 = :v1)", put.conditionExpression());
        assertEquals(Map.of("#n0", "balance", "#n1", "version"), put.expressionAttributeNames());
    }

    @Test
    void anUnversionedPutWithoutConditionIsUnconditional() {
        Note note = new Note("n1", "hello", null);
        WriteTransaction.Result result = WriteTransaction.on(client).put(notes, note).execute();
        Put put = client.onlyWrite().put();
        assertNull(put.conditionExpression());
        assertFalse(put.hasExpressionAttributeNames());
        assertNull(put.returnValuesOnConditionCheckFailure());
        assertEquals(note, result.stored(note));
    }

    @Test
    void aCreateRequiresANewKeyAndStoresVersionOne() {
        Account account = new Account("a", 100, 9);
        WriteTransaction.Result result = WriteTransaction.on(client).create(accounts, account).execute();
        Put put = client.onlyWrite().put();
        assertEquals("(attribute_not_exists(#n0))", put.conditionExpression());
        assertEquals(Map.of("#n0", "PK"), put.expressionAttributeNames());
        assertEquals("1", put.item().get("version").n());
        assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, put.returnValuesOnConditionCheckFailure());
        assertEquals(1, result.stored(account).version());
    }

    @Test
    void aDeleteByKeyIsUnconditionalAndADeleteOfAVersionedRecordChecksItsVersion() {
        WriteTransaction.on(client)
                .delete(notes, NoteSchema.key("n1"))
                .delete(accounts, new Account("a", 0, 3))
                .delete(accounts, AccountSchema.key("b"), AccountSchema.BALANCE.eq(0L))
                .execute();
        List<TransactWriteItem> items = client.onlyRequest().transactItems();
        Delete byKey = items.get(0).delete();
        assertEquals(NoteSchema.key("n1").attributes(), byKey.key());
        assertNull(byKey.conditionExpression());
        Delete record = items.get(1).delete();
        assertEquals(AccountSchema.key("a").attributes(), record.key());
        assertEquals("(#n0 = :v0)", record.conditionExpression());
        assertEquals(Map.of(":v0", AttributeValue.fromN("3")), record.expressionAttributeValues());
        assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, record.returnValuesOnConditionCheckFailure());
        assertEquals("(#n0 = :v0)", items.get(2).delete().conditionExpression());
        assertEquals(Map.of("#n0", "balance"), items.get(2).delete().expressionAttributeNames());
    }

    @Test
    void aCheckIsAConditionCheckOfTheKey() {
        WriteTransaction.on(client).check(accounts, AccountSchema.key("a"), AccountSchema.BALANCE.gt(50L))
                .put(notes, new Note("n1", "x", null))
                .execute();
        ConditionCheck check = client.onlyRequest().transactItems().get(0).conditionCheck();
        assertEquals("Bank", check.tableName());
        assertEquals(AccountSchema.key("a").attributes(), check.key());
        assertEquals("(#n0 > :v0)", check.conditionExpression());
        assertEquals(Map.of(":v0", AttributeValue.fromN("50")), check.expressionAttributeValues());
        assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, check.returnValuesOnConditionCheckFailure());
    }

    @Test
    void anUpdateCarriesItsExpressionTheVersionIncrementAndItsConditions() {
        Update<Account> update = AccountSchema.update(accounts, "a").increment(AccountSchema.BALANCE, 25L)
                .expectVersion(4);
        WriteTransaction.on(client).update(accounts, update).execute();
        software.amazon.awssdk.services.dynamodb.model.Update sent = client.onlyWrite().update();
        assertEquals("Bank", sent.tableName());
        assertEquals(AccountSchema.key("a").attributes(), sent.key());
        assertTrue(sent.updateExpression().startsWith("SET #n0 = if_not_exists(#n0, :v0) + :v1"),
                sent.updateExpression());
        assertTrue(sent.updateExpression().contains("ADD #n3 :v4"), sent.updateExpression());
        assertEquals("version", sent.expressionAttributeNames().get("#n3"));
        assertEquals("(#n3 = :v5)", sent.conditionExpression());
        assertEquals(AttributeValue.fromN("4"), sent.expressionAttributeValues().get(":v5"));
        assertEquals(ReturnValuesOnConditionCheckFailure.ALL_OLD, sent.returnValuesOnConditionCheckFailure());
    }

    @Test
    void eachItemGoesToItsRepositorysTable() {
        Repository<Account> archive = FakeClient.repository(client, "Bank-archive", AccountSchema.INSTANCE);
        WriteTransaction.on(client)
                .delete(accounts, AccountSchema.key("a"))
                .put(archive, new Account("a", 10, 0))
                .execute();
        List<TransactWriteItem> items = client.onlyRequest().transactItems();
        assertEquals("Bank", items.get(0).delete().tableName());
        assertEquals("Bank-archive", items.get(1).put().tableName());
    }

    @Test
    void theClientRequestTokenIsSent() {
        WriteTransaction transaction = WriteTransaction.on(client).clientRequestToken("transfer-t-81")
                .put(notes, new Note("n1", "x", null));
        assertEquals(Optional.of("transfer-t-81"), transaction.clientRequestToken());
        transaction.execute();
        assertEquals("transfer-t-81", client.onlyRequest().clientRequestToken());
    }

    @Test
    void aTokenHasOneToThirtySixCharacters() {
        WriteTransaction transaction = WriteTransaction.on(client);
        assertThrows(IllegalArgumentException.class, () -> transaction.clientRequestToken(""));
        IllegalArgumentException tooLong = assertThrows(IllegalArgumentException.class,
                () -> transaction.clientRequestToken("x".repeat(37)));
        assertTrue(tooLong.getMessage().contains("36"), tooLong.getMessage());
        transaction.clientRequestToken("x".repeat(36));
    }

    // ---- checks before sending ----------------------------------------------------------------

    @Test
    void aHundredItemsGoInOneRequest() {
        WriteTransaction transaction = WriteTransaction.on(client);
        for (int i = 0; i < 100; i++) {
            transaction.put(notes, new Note("n" + i, "x", null));
        }
        assertEquals(100, transaction.execute().size());
        assertEquals(100, client.onlyRequest().transactItems().size());
    }

    @Test
    void theHundredAndFirstItemIsRejectedBeforeAnythingIsSent() {
        WriteTransaction transaction = WriteTransaction.on(client);
        for (int i = 0; i < 100; i++) {
            transaction.put(notes, new Note("n" + i, "x", null));
        }
        InvalidTransactionException error = assertThrows(InvalidTransactionException.class,
                () -> transaction.delete(accounts, AccountSchema.key("a")));
        assertTrue(error.getMessage().contains("at most 100 items"), error.getMessage());
        assertTrue(error.getMessage().contains("Account PK=ACCOUNT#a, SK=ACCOUNT"), error.getMessage());
        assertEquals(100, transaction.size());
        assertEquals(0, client.writes.size());
    }

    @Test
    void twoOperationsOnOneItemAreRejectedNamingEntityAndKey() {
        WriteTransaction transaction = WriteTransaction.on(client).put(accounts, new Account("a", 1, 1));
        InvalidTransactionException error = assertThrows(InvalidTransactionException.class,
                () -> transaction.check(accounts, AccountSchema.key("a"), AccountSchema.BALANCE.gt(0L)));
        assertTrue(error.getMessage().contains("put of Account PK=ACCOUNT#a, SK=ACCOUNT in table Bank"),
                error.getMessage());
        assertTrue(error.getMessage().contains("check"), error.getMessage());
        assertThrows(InvalidTransactionException.class,
                () -> transaction.update(accounts, AccountSchema.update(accounts, "a").increment(AccountSchema.BALANCE, 1L)));
        assertEquals(1, transaction.size());
        assertEquals(0, client.writes.size());
    }

    @Test
    void theSameKeyInAnotherTableIsAnotherItem() {
        Repository<Account> archive = FakeClient.repository(client, "Bank-archive", AccountSchema.INSTANCE);
        WriteTransaction transaction = WriteTransaction.on(client)
                .put(accounts, new Account("a", 1, 1))
                .put(archive, new Account("a", 1, 1));
        assertEquals(2, transaction.size());
    }

    @Test
    void aKeyMustHoldExactlyThePrimaryKeyAttributes() {
        WriteTransaction transaction = WriteTransaction.on(client);
        Key<Account> partial = Key.of("Account", "PK", AttributeValue.fromS("ACCOUNT#a"));
        KeyMismatchException missing = assertThrows(KeyMismatchException.class,
                () -> transaction.delete(accounts, partial));
        assertTrue(missing.getMessage().contains("Not a key of Account: Account PK=ACCOUNT#a"), missing.getMessage());
        Map<String, AttributeValue> extra = new HashMap<>(AccountSchema.key("a").attributes());
        extra.put("balance", AttributeValue.fromN("1"));
        assertThrows(KeyMismatchException.class, () -> transaction.check(accounts, Key.of(AccountSchema.INSTANCE, extra),
                AccountSchema.BALANCE.eq(1L)));
        assertEquals(0, transaction.size());
    }

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void anotherEntitysKeyIsRefusedBeforeAnyRequest() {
        Key<Account> noteKey = (Key) NoteSchema.key("n1"); // what only an unchecked cast can do
        KeyMismatchException refused = assertThrows(KeyMismatchException.class,
                () -> WriteTransaction.on(client).delete(accounts, noteKey));
        assertEquals("Account", refused.entityType());
        assertEquals("Note PK=NOTE#n1, SK=NOTE", refused.key());
        assertTrue(refused.getMessage().contains("it is a key of Note"), refused.getMessage());
    }

    @Test
    void anEmptyTransactionSendsNothing() {
        assertEquals(0, WriteTransaction.on(client).execute().size());
        assertEquals(0, client.writes.size());
    }

    @Test
    void anExecutedTransactionIsClosed() {
        WriteTransaction transaction = WriteTransaction.on(client).put(notes, new Note("n1", "x", null));
        transaction.execute();
        assertThrows(IllegalStateException.class, transaction::execute);
        assertThrows(IllegalStateException.class, () -> transaction.put(notes, new Note("n2", "x", null)));
        assertEquals(1, client.writes.size());
    }

    @Test
    void storedRejectsARecordThatWasNotPut() {
        WriteTransaction.Result result = WriteTransaction.on(client).put(notes, new Note("n1", "x", null)).execute();
        assertThrows(IllegalArgumentException.class, () -> result.stored(new Note("n2", "x", null)));
    }

    // ---- cancellation -------------------------------------------------------------------------

    @Test
    void eachCancellationReasonIsMappedToItsItemInRequestOrder() {
        client.onWrite = request -> {
            throw cancellation(
                    reason("None", null, null),
                    reason("ConditionalCheckFailed", "The conditional request failed",
                            AccountSchema.INSTANCE.toItem(new Account("stale", 100, 7))),
                    reason("ConditionalCheckFailed", "The conditional request failed",
                            NoteSchema.INSTANCE.toItem(new Note("taken", "old", null))),
                    reason("ConditionalCheckFailed", "The conditional request failed",
                            AccountSchema.INSTANCE.toItem(new Account("poor", 1, 1))),
                    reason("TransactionConflict", "Transaction is ongoing for the item", null));
        };
        WriteTransaction transaction = WriteTransaction.on(client)
                .put(notes, new Note("fine", "x", null))
                .put(accounts, new Account("stale", 90, 5))
                .create(notes, new Note("taken", "new", null))
                .check(accounts, AccountSchema.key("poor"), AccountSchema.BALANCE.gt(10L))
                .delete(accounts, AccountSchema.key("busy"));
        TransactionFailedException error = assertThrows(TransactionFailedException.class, transaction::execute);

        List<TransactionFailedException.Reason> reasons = error.reasons();
        assertEquals(5, reasons.size());
        assertEquals(List.of("put", "put", "create", "check", "delete"),
                reasons.stream().map(TransactionFailedException.Reason::operation).toList());
        assertEquals(List.of("None", "ConditionalCheckFailed", "ConditionalCheckFailed", "ConditionalCheckFailed",
                "TransactionConflict"), reasons.stream().map(TransactionFailedException.Reason::code).toList());

        TransactionFailedException.Reason fine = reasons.get(0);
        assertFalse(fine.failed());
        assertEquals("Note", fine.entityType());
        assertEquals("PK=NOTE#fine, SK=NOTE", fine.key());
        assertEquals("", fine.message());
        assertEquals(Optional.empty(), fine.cause());

        VersionConflictException conflict = assertInstanceOf(VersionConflictException.class,
                reasons.get(1).cause().orElseThrow());
        assertEquals("PK=ACCOUNT#stale, SK=ACCOUNT", conflict.key());
        assertEquals(5, conflict.expectedVersion());
        assertEquals(OptionalLong.of(7), conflict.storedVersion());
        assertSame(error.getCause(), conflict.getCause());

        ItemAlreadyExistsException taken = assertInstanceOf(ItemAlreadyExistsException.class,
                reasons.get(2).cause().orElseThrow());
        assertEquals("Note", taken.entityType());
        assertEquals("PK=NOTE#taken, SK=NOTE", taken.key());

        ConditionFailedException check = assertInstanceOf(ConditionFailedException.class,
                reasons.get(3).cause().orElseThrow());
        assertFalse(check instanceof VersionConflictException, "a check expects no version");
        assertEquals("PK=ACCOUNT#poor, SK=ACCOUNT", check.key());

        TransactionConflictException busy = assertInstanceOf(TransactionConflictException.class,
                reasons.get(4).cause().orElseThrow(), "a conflict has a typed cause, not only a code to compare");
        assertEquals("PK=ACCOUNT#busy, SK=ACCOUNT", busy.key());
        assertEquals("Account", busy.entityType());
        assertEquals("Transaction is ongoing for the item", reasons.get(4).message());
        assertEquals("Bank", reasons.get(4).tableName());

        assertEquals(reasons.subList(1, 5), error.failed());
        String message = error.getMessage();
        assertTrue(message.startsWith("Transaction cancelled: 4 of 5 items failed"), message);
        assertTrue(message.contains("[1] put Account PK=ACCOUNT#stale, SK=ACCOUNT in Bank: ConditionalCheckFailed"
                + " (Version conflict on Account PK=ACCOUNT#stale, SK=ACCOUNT: expected version 5, stored version 7)"),
                message);
        assertTrue(message.contains("[2] create Note PK=NOTE#taken, SK=NOTE in Bank: ConditionalCheckFailed"), message);
        assertTrue(message.contains("[4] delete Account PK=ACCOUNT#busy, SK=ACCOUNT in Bank: TransactionConflict"
                + " (Account PK=ACCOUNT#busy, SK=ACCOUNT was being written by another request at the same time"), message);
        assertFalse(message.contains("NOTE#fine"), "items that were fine are not listed: " + message);
        assertInstanceOf(KeywayException.class, error);
    }

    @Test
    void aVersionedWriteFindingNoItemIsAVersionConflictWithNothingStored() {
        client.onWrite = request -> {
            throw cancellation(reason("ConditionalCheckFailed", "failed", null));
        };
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).delete(accounts, new Account("gone", 0, 3)).execute());
        VersionConflictException conflict = assertInstanceOf(VersionConflictException.class,
                error.failed().get(0).cause().orElseThrow());
        assertEquals(OptionalLong.empty(), conflict.storedVersion());
    }

    @Test
    void aFailedUpdateConditionMapsAsASingleUpdateWould() {
        client.onWrite = request -> {
            throw cancellation(reason("ConditionalCheckFailed", "failed",
                    AccountSchema.INSTANCE.toItem(new Account("a", 5, 4))));
        };
        Update<Account> update = AccountSchema.update(accounts, "a").increment(AccountSchema.BALANCE, 1L)
                .when(AccountSchema.BALANCE.gt(10L)).expectVersion(4);
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).update(accounts, update).execute());
        ConditionFailedException failed = assertInstanceOf(ConditionFailedException.class,
                error.failed().get(0).cause().orElseThrow());
        assertFalse(failed instanceof VersionConflictException, "the stored version is the expected one");
        assertEquals("update", error.failed().get(0).operation());
    }

    @Test
    void itemsWithoutAReasonAreUnknown() {
        client.onWrite = request -> {
            throw TransactionCanceledException.builder().message("cancelled").build();
        };
        TransactionFailedException error = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client).put(notes, new Note("n1", "x", null)).execute());
        assertEquals("Unknown", error.reasons().get(0).code());
        assertEquals(1, error.failed().size());
    }

    @Test
    void aCancelledTransactionMayBeExecutedAgain() {
        client.onWrite = request -> {
            throw cancellation(reason("TransactionConflict", "busy", null));
        };
        WriteTransaction transaction = WriteTransaction.on(client).put(notes, new Note("n1", "x", null));
        assertThrows(TransactionFailedException.class, transaction::execute);
        client.onWrite = request -> TransactWriteItemsResponse.builder().build();
        transaction.execute();
        assertEquals(2, client.writes.size());
        assertEquals(client.writes.get(0).transactItems(), client.writes.get(1).transactItems(),
                "a retry sends the same items");
    }

    // ---- fixtures -----------------------------------------------------------------------------

    /** DynamoDB's refusals of an item's or a key's size, as cancellation reasons, have typed causes too. */
    @Test
    void sizeRefusalsHaveTypedCauses() {
        client.onWrite = request -> {
            throw cancellation(
                    reason("ValidationError", "Item size to update has exceeded the maximum allowed size", null),
                    reason("ValidationError", "One or more parameter values were invalid: Size of hashkey has exceeded "
                            + "the maximum size limit of 2048 bytes", null),
                    reason("ValidationError", "Something else is wrong", null));
        };
        WriteTransaction transaction = WriteTransaction.on(client)
                .update(AccountSchema.update(accounts, "a").increment(AccountSchema.BALANCE, 1L))
                .put(notes, new Note("n1", "x", null))
                .put(notes, new Note("n2", "y", null));
        TransactionFailedException error = assertThrows(TransactionFailedException.class, transaction::execute);
        ItemTooLargeException tooLarge = assertInstanceOf(ItemTooLargeException.class,
                error.reasons().get(0).cause().orElseThrow());
        assertEquals("PK=ACCOUNT#a, SK=ACCOUNT", tooLarge.key());
        assertEquals("Account", tooLarge.entityType());
        assertEquals("Note", assertInstanceOf(InvalidKeyValueException.class, error.reasons().get(1).cause().orElseThrow())
                .entityType());
        assertEquals(Optional.empty(), error.reasons().get(2).cause(), "another validation error has only its code");
    }

    static TransactionCanceledException cancellation(CancellationReason... reasons) {
        return TransactionCanceledException.builder().message("Transaction cancelled")
                .cancellationReasons(reasons).build();
    }

    static CancellationReason reason(String code, String message, Map<String, AttributeValue> item) {
        return CancellationReason.builder().code(code).message(message).item(item).build();
    }

    /** A client that records transactions and answers them as scripted. */
    static final class FakeClient implements DynamoDbClient {

        final List<TransactWriteItemsRequest> writes = new ArrayList<>();
        final List<TransactGetItemsRequest> reads = new ArrayList<>();
        Function<TransactWriteItemsRequest, TransactWriteItemsResponse> onWrite =
                request -> TransactWriteItemsResponse.builder().build();
        Function<TransactGetItemsRequest, TransactGetItemsResponse> onRead =
                request -> TransactGetItemsResponse.builder().build();

        static <T> Repository<T> repository(DynamoDbClient client, String tableName, ItemSchema<T> schema) {
            return new EntityRepository<T>(client, tableName, schema) {
            };
        }

        @Override
        public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
            writes.add(request);
            return onWrite.apply(request);
        }

        @Override
        public TransactGetItemsResponse transactGetItems(TransactGetItemsRequest request) {
            reads.add(request);
            return onRead.apply(request);
        }

        TransactWriteItemsRequest onlyRequest() {
            assertEquals(1, writes.size(), "requests sent");
            return writes.get(0);
        }

        TransactWriteItem onlyWrite() {
            List<TransactWriteItem> items = onlyRequest().transactItems();
            assertEquals(1, items.size(), "items in the request");
            return items.get(0);
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    /** A versioned entity: {@code ACCOUNT#<id> / ACCOUNT}. */
    record Account(String id, long balance, long version) {
    }

    static final TableDefinition BANK = new TableDefinition("Bank", "PK", Optional.of("SK"), "_type", List.of(),
            Optional.of("expiresAt"));

    static final class AccountSchema implements ItemSchema<Account> {

        static final AccountSchema INSTANCE = new AccountSchema();
        static final StringAttribute ID = new StringAttribute("Account", "id", "id", true);
        static final NumberAttribute<Long> BALANCE = new NumberAttribute<>("Account", "balance", "balance",
                value -> AttributeValue.fromN(Long.toString(value)), false);

        static Key<Account> key(String id) {
            return Key.of("Account", "PK", AttributeValue.fromS("ACCOUNT#" + id), "SK", AttributeValue.fromS("ACCOUNT"));
        }

        static Update<Account> update(Repository<Account> repository, String id) {
            return RuntimeAccess.operations(repository).update(key(id), Map.of(ID, id));
        }

        @Override
        public String entityType() {
            return "Account";
        }

        @Override
        public TableDefinition table() {
            return BANK;
        }

        @Override
        public Map<String, AttributeValue> toItem(Account account) {
            Map<String, AttributeValue> item = new HashMap<>(primaryKey(account));
            item.put("_type", AttributeValue.fromS("Account"));
            item.put("id", AttributeValue.fromS(account.id()));
            item.put("balance", AttributeValue.fromN(Long.toString(account.balance())));
            item.put("version", AttributeValue.fromN(Long.toString(account.version())));
            return item;
        }

        @Override
        public Account fromItem(Map<String, AttributeValue> item) {
            return new Account(item.get("id").s(), Long.parseLong(item.get("balance").n()),
                    Long.parseLong(item.get("version").n()));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Account account) {
            return key(account.id()).attributes();
        }

        @Override
        public Optional<String> versionAttribute() {
            return Optional.of("version");
        }

        @Override
        public long versionOf(Account account) {
            return account.version();
        }

        @Override
        public Account withVersion(Account account, long version) {
            return new Account(account.id(), account.balance(), version);
        }
    }

    /** An unversioned entity with a time to live: {@code NOTE#<id> / NOTE}. */
    record Note(String id, String text, Long expiresAt) {
    }

    static final class NoteSchema implements ItemSchema<Note> {

        static final NoteSchema INSTANCE = new NoteSchema();

        static Key<Note> key(String id) {
            return Key.of("Note", "PK", AttributeValue.fromS("NOTE#" + id), "SK", AttributeValue.fromS("NOTE"));
        }

        @Override
        public String entityType() {
            return "Note";
        }

        @Override
        public TableDefinition table() {
            return BANK;
        }

        @Override
        public Map<String, AttributeValue> toItem(Note note) {
            Map<String, AttributeValue> item = new HashMap<>(primaryKey(note));
            item.put("_type", AttributeValue.fromS("Note"));
            item.put("id", AttributeValue.fromS(note.id()));
            item.put("text", AttributeValue.fromS(note.text()));
            if (note.expiresAt() != null) {
                item.put("expiresAt", AttributeValue.fromN(Long.toString(note.expiresAt())));
            }
            return item;
        }

        @Override
        public Note fromItem(Map<String, AttributeValue> item) {
            AttributeValue expiresAt = item.get("expiresAt");
            return new Note(item.get("id").s(), item.get("text").s(),
                    expiresAt == null ? null : Long.parseLong(expiresAt.n()));
        }

        @Override
        public Map<String, AttributeValue> primaryKey(Note note) {
            return key(note.id()).attributes();
        }

        @Override
        public Optional<String> ttlAttribute() {
            return Optional.of("expiresAt");
        }
    }
}
