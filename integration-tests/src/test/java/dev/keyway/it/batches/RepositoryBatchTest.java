package dev.keyway.it.batches;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.shop.Order;
import dev.keyway.it.shop.OrderKeys;
import dev.keyway.it.shop.Status;
import dev.keyway.it.support.ShopFixture;
import dev.keyway.it.unique.Member;
import dev.keyway.it.unique.MemberRepository;
import dev.keyway.runtime.batch.BatchGetResult;
import dev.keyway.runtime.batch.BatchResult;
import dev.keyway.runtime.exception.BatchWriteRefusedException;
import dev.keyway.runtime.key.Key;
import dev.keyway.testing.KeywayLocalExtension;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** putAll, getAll and deleteAll on a generated repository. */
class RepositoryBatchTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @Test
    void putAllGetAllDeleteAllOfSixHundredOrders(DynamoDbClient client) {
        ShopFixture shop = new ShopFixture(client);
        List<Order> orders = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            orders.add(ShopFixture.order("c" + (i % 7), "o" + i, ShopFixture.T0.plus(Duration.ofMinutes(i)), Status.PLACED));
        }
        BatchResult<Order> written = shop.orders.putAll(orders).orThrow();
        assertTrue(written.complete());
        assertEquals(600, written.total());

        List<Key<Order>> keys = orders.stream().map(OrderKeys::primaryKey).toList();
        BatchGetResult<Order> read = shop.orders.getAll(keys).orThrow();
        assertEquals(orders, read.items(), "every order, in key order");

        assertTrue(shop.orders.deleteAll(keys).orThrow().complete());
        assertEquals(List.of(), shop.orders.getAll(keys).items());
    }

    @Test
    void entitiesWithUniqueValuesRefuseBatchWrites(DynamoDbClient client) {
        MemberRepository members = new MemberRepository(client);
        members.createTable();
        Member member = new Member("m1", "ada@example.com", Optional.empty(), "Ada", 0);
        BatchWriteRefusedException refused = assertThrows(BatchWriteRefusedException.class,
                () -> members.putAll(List.of(member)));
        assertEquals("Member", refused.entityType());
        assertEquals(List.of("email", "handle"), refused.components());
        assertTrue(refused.getMessage().contains("WriteTransaction"), refused.getMessage());
        assertThrows(BatchWriteRefusedException.class,
                () -> members.deleteAll(List.of(dev.keyway.it.unique.MemberKeys.primaryKey("m1"))));
    }
}
