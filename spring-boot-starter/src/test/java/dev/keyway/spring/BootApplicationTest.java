package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;

/** A whole Spring Boot application finds the auto-configuration through its imports file. */
@SpringBootTest(classes = BootApplicationTest.App.class, properties = "keyway.local.enabled=true")
class BootApplicationTest {

    @SpringBootApplication
    static class App {
    }

    @Autowired
    OrderRepository orders;

    @Test
    void repositoriesAreInjected() {
        orders.put(new Order("c9", "o9", 9));
        assertThat(orders.get("c9", "o9")).contains(new Order("c9", "o9", 9));
    }
}
