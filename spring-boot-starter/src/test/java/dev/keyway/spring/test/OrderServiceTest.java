package dev.keyway.spring.test;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.spring.shop.OrderRepository;
import dev.keyway.spring.shop.OrderService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;

/** The README's {@code @KeywayTest} example, as written there. */
@KeywayTest
@Import(OrderService.class)
class OrderServiceTest {

    @Autowired
    OrderRepository orders;

    @Autowired
    OrderService service;

    @Test
    void placesAnOrder() {
        service.place("c1", "o-1", 1250);
        assertEquals(1, orders.ordersOf("c1").page().items().size());
    }
}
