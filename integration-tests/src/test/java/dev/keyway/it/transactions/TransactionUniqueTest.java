package dev.keyway.it.transactions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.bank.Account;
import dev.keyway.it.bank.AccountRepository;
import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberKeys;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.exception.InvalidTransactionException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.runtime.transaction.WriteTransaction;
import dev.keyway.testing.KeywayLocalExtension;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** @Unique entities in the application's own transactions: their guard items come along. */
class TransactionUniqueTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private DynamoDbClient client;
    private MemberRepository members;

    @BeforeEach
    void table(DynamoDbClient client) {
        this.client = client;
        members = new MemberRepository(client);
        members.createTable();
    }

    private static Member member(String id, String email, String handle) {
        return new Member(id, email, Optional.ofNullable(handle), "Member " + id, 0);
    }

    /** The owner a guard item names, or empty when the value is free. */
    private Optional<String> owner(String component, String value) {
        Map<String, AttributeValue> guard = client.getItem(request -> request.tableName("Club").key(Map.of(
                "PK", AttributeValue.fromS("_unique#Member#" + component + "#" + value),
                "SK", AttributeValue.fromS("_unique"))).consistentRead(true)).item();
        return guard == null || guard.isEmpty() ? Optional.empty() : Optional.of(guard.get("owner").s());
    }

    private int items() {
        return client.scan(request -> request.tableName("Club")).count();
    }

    @Test
    void anUpdateThatLeavesUniqueValuesAloneJoinsWithoutGuards(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        Order order = shop.seedOrders(1).get(0);
        members.create(member("m1", "ada@example.com", null));
        WriteTransaction transaction = WriteTransaction.on(client)
                .update(shop.orders.update("c1", order.placedAt(), order.orderId()).set(OrderSchema.STATUS, Status.SHIPPED))
                .update(members.update("m1").set(MemberSchema.NAME, "Ada L."));
        assertEquals(2, transaction.size());
        transaction.execute();
        assertEquals("Ada L.", members.get("m1").orElseThrow().name());
        assertEquals(List.of("o0"), shop.orders.byStatus(Status.SHIPPED).page().items().stream().map(Order::orderId).toList());
    }

    @Test
    void createsClaimTheirValuesAlongsideTheOtherWrites() {
        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        WriteTransaction transaction = WriteTransaction.on(client)
                .create(members, member("m1", "ada@example.com", "ada"))
                .create(accounts, new Account("a1", "m1", 0, 0));
        assertEquals(4, transaction.size(), "the member, its two guard items and the account");
        transaction.execute();

        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@example.com"));
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("handle", "ada"));
        assertThrows(UniqueConstraintException.class, () -> members.create(member("m2", "ada@example.com", null)));
    }

    @Test
    void aTakenValueCancelsTheTransactionWithAUniqueConstraintReason() {
        members.create(member("m1", "ada@example.com", "ada"));
        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class,
                () -> WriteTransaction.on(client)
                        .create(accounts, new Account("a2", "m2", 0, 0))
                        .create(members, member("m2", "bob@example.com", "ada"))
                        .execute());

        TransactionFailedException.Reason reason = cancelled.failed().get(0);
        assertEquals("claim unique handle", reason.operation());
        assertEquals("PK=_unique#Member#handle#ada, SK=_unique", reason.key());
        UniqueConstraintException taken = assertInstanceOf(UniqueConstraintException.class, reason.cause().orElseThrow());
        assertEquals("handle", taken.component());
        assertEquals("ada", taken.value());
        assertEquals(Optional.empty(), members.get("m2"), "nothing was written");
        assertEquals(Optional.empty(), accounts.get("a2"));
        assertEquals(Optional.empty(), owner("email", "bob@example.com"));
    }

    @Test
    void putsAndUpdatesMoveValuesAndDeletesReleaseThem() {
        Member ada = members.create(member("m1", "ada@example.com", "ada"));
        members.create(member("m2", "bob@example.com", "bob"));
        members.create(member("m3", "cy@example.com", null));

        WriteTransaction.Result result = WriteTransaction.on(client)
                .put(members, new Member("m1", "ada@lovelace.org", Optional.of("ada"), "Ada", ada.version()))
                .update(members.update("m2").set(MemberSchema.HANDLE, "bobby"))
                .delete(members, MemberKeys.primaryKey("m3"))
                .execute();

        assertEquals(ada.version() + 1, result.stored(new Member("m1", "ada@lovelace.org", Optional.of("ada"), "Ada",
                ada.version())).version());
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@lovelace.org"));
        assertEquals(Optional.empty(), owner("email", "ada@example.com"), "the old e-mail is free again");
        assertEquals(Optional.of("PK=MEMBER#m2, SK=MEMBER"), owner("handle", "bobby"));
        assertEquals(Optional.empty(), owner("handle", "bob"));
        assertEquals(Optional.empty(), owner("email", "cy@example.com"), "released with the deleted member");
        assertEquals(2 + 4, items(), "two members, each with an e-mail and a handle guard");
        members.create(member("m4", "ada@example.com", "bob")); // both freed values can be claimed again
    }

    @Test
    void aValueOneWriteReleasesAndAnotherClaimsMovesInOneOperation() {
        Member ada = members.create(member("m1", "ada@example.com", "ada"));
        Member bob = members.create(member("m2", "bob@example.com", "bob"));

        // The two e-mails change hands: each guard is released by one member and claimed by the other.
        WriteTransaction swap = WriteTransaction.on(client)
                .put(members, new Member("m1", "bob@example.com", Optional.of("ada"), "Ada", ada.version()))
                .put(members, new Member("m2", "ada@example.com", Optional.of("bob"), "Bob", bob.version()));
        assertEquals(4, swap.size(), "two members and two moved guards, not two claims and two releases");
        swap.execute();
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "bob@example.com"));
        assertEquals(Optional.of("PK=MEMBER#m2, SK=MEMBER"), owner("email", "ada@example.com"));

        // A handle handed over: its holder is deleted, a new member takes it.
        WriteTransaction.on(client)
                .delete(members, members.get("m1").orElseThrow())
                .create(members, member("m3", "cy@example.com", "ada"))
                .execute();
        assertEquals(Optional.of("PK=MEMBER#m3, SK=MEMBER"), owner("handle", "ada"));
        assertEquals(Optional.empty(), owner("email", "bob@example.com"));
        assertEquals(2 + 4, items());
    }

    @Test
    void twoClaimsOfOneValueAreRefusedWhenTheSecondIsAdded() {
        WriteTransaction transaction = WriteTransaction.on(client).create(members, member("m1", "same@example.com", null));
        UniqueConstraintException twice = assertThrows(UniqueConstraintException.class,
                () -> transaction.create(members, member("m2", "same@example.com", null)));
        assertEquals("email", twice.component());
        assertEquals(2, transaction.size(), "the refused create left nothing behind");
        transaction.execute();
        assertEquals(2, items());
    }

    @Test
    void guardItemsCountTowardsTheHundredItems() {
        WriteTransaction transaction = WriteTransaction.on(client);
        for (int i = 0; i < 33; i++) {
            transaction.create(members, member("m" + i, "m" + i + "@example.com", "h" + i)); // 3 items each
        }
        assertEquals(99, transaction.size());
        InvalidTransactionException full = assertThrows(InvalidTransactionException.class,
                () -> transaction.create(members, member("m33", "m33@example.com", "h33")));
        assertEquals("Member", full.entityType());
        assertEquals("PK=MEMBER#m33, SK=MEMBER", full.key());
        assertTrue(full.getMessage().contains("and its 2 guard items would make it 102"), full.getMessage());
        assertEquals(99, transaction.size());
        AccountRepository accounts = new AccountRepository(client);
        accounts.createTable();
        transaction.create(accounts, new Account("a1", "m0", 0, 0)); // the 100th item fits
        transaction.execute();
        assertEquals(99, items());
        assertEquals(1, accounts.get("a1").stream().count());
    }

    @Test
    void aSecondOperationOnOneItemIsATypedErrorBeforeAnyRequest() {
        members.create(member("m1", "ada@example.com", null));
        WriteTransaction transaction = WriteTransaction.on(client).update(members.update("m1").set(MemberSchema.NAME, "A"));
        InvalidTransactionException twice = assertThrows(InvalidTransactionException.class,
                () -> transaction.delete(members, MemberKeys.primaryKey("m1")));
        assertTrue(twice.getMessage().contains("DynamoDB refuses two operations on one item"), twice.getMessage());
        assertEquals(1, transaction.size());
    }

    @Test
    void aValueChangedAfterTheWriteWasAddedCancelsIt() {
        Member ada = members.create(member("m1", "ada@example.com", null));
        WriteTransaction transaction = WriteTransaction.on(client)
                .put(members, new Member("m1", "ada@lovelace.org", Optional.empty(), "Ada", ada.version()));
        members.update("m1").set(MemberSchema.EMAIL, "ada@byron.org").execute(); // after the transaction read m1

        TransactionFailedException cancelled = assertThrows(TransactionFailedException.class, transaction::execute);
        assertInstanceOf(VersionConflictException.class, cancelled.failed().get(0).cause().orElseThrow());
        assertEquals("ada@byron.org", members.get("m1").orElseThrow().email());
        assertEquals(Optional.of("PK=MEMBER#m1, SK=MEMBER"), owner("email", "ada@byron.org"));
        assertFalse(owner("email", "ada@lovelace.org").isPresent());
    }
}
