package dev.keyway.spring.test;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.spring.KeywayLocalDynamoDb;
import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import org.junit.jupiter.api.MethodOrderer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/** The slice: Keyway Local, the repositories with their tables, empty before every test. */
@KeywayTest(properties = "keyway.tables.Shop=Shop-slice")
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class KeywayTestSliceTest {

    @Autowired
    OrderRepository orders;

    @Autowired
    ApplicationContext context;

    @Test
    @org.junit.jupiter.api.Order(1)
    void repositoriesWorkOnKeywayLocal() {
        assertThat(context.getBeanProvider(KeywayLocalDynamoDb.class).getIfAvailable()).isNotNull();
        assertThat(orders.tableName()).isEqualTo("Shop-slice");
        orders.put(new Order("c1", "o1", 5));
        assertThat(orders.get("c1", "o1")).isPresent();
    }

    @Test
    @org.junit.jupiter.api.Order(2)
    void everyTestStartsWithEmptyTables() {
        assertThat(orders.ordersOf("c1").page().items()).isEmpty();
    }

    @Test
    @org.junit.jupiter.api.Order(3)
    void theContextHoldsNothingButKeyway() {
        assertThat(context.getBeanNamesForAnnotation(org.springframework.stereotype.Service.class)).isEmpty();
        assertThat(context.getBeanNamesForType(Order.class)).isEmpty();
    }
}
