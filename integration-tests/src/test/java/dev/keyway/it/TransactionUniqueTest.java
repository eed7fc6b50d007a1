package dev.keyway.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderSchema;
import dev.keyway.it.shop.Status;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberKeys;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.it.unique.MemberSchema;
import dev.keyway.runtime.WriteTransaction;
import dev.keyway.testing.DynamoDbLocalExtension;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** An update joins a transaction by itself; @Unique values cannot be moved inside a user's transaction. */
class TransactionUniqueTest {

    @RegisterExtension
    static final DynamoDbLocalExtension DYNAMO = DynamoDbLocalExtension.inProcess();

    @Test
    void anUpdateJoinsATransactionWithoutItsRepository(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        Order order = shop.seedOrders(1).get(0);
        WriteTransaction.on(client)
                .update(shop.orders.update("c1", order.placedAt(), order.orderId()).set(OrderSchema.STATUS, Status.SHIPPED))
                .execute();
        assertEquals(List.of("o0"), shop.orders.byStatus(Status.SHIPPED).page().items().stream().map(Order::orderId).toList());
    }

    @Test
    void writesThatMoveUniqueValuesAreRefused(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        Member ada = members.create(new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0));
        WriteTransaction transaction = WriteTransaction.on(client);
        assertThrows(UnsupportedOperationException.class, () -> transaction.put(members, ada));
        assertThrows(UnsupportedOperationException.class, () -> transaction.create(members, ada));
        assertThrows(UnsupportedOperationException.class, () -> transaction.delete(members, ada));
        assertThrows(UnsupportedOperationException.class, () -> transaction.delete(members, MemberKeys.primaryKey("m1")));
        assertThrows(UnsupportedOperationException.class,
                () -> transaction.update(members.update("m1").set(MemberSchema.EMAIL, "other@example.com")));
        // An update that leaves the unique values alone may join.
        transaction.update(members.update("m1").set(MemberSchema.NAME, "Ada L.")).execute();
        assertEquals("Ada L.", members.get("m1").orElseThrow().name());
    }
}
