package dev.keyway.spring.shop;

import org.springframework.stereotype.Service;

/** Application code on a repository, for the slice's {@code @Import} example. */
@Service
public class OrderService {

    private final OrderRepository orders;

    public OrderService(OrderRepository orders) {
        this.orders = orders;
    }

    /** Places an order: fails if the customer already has one with that id. */
    public Order place(String customerId, String orderId, long cents) {
        return orders.create(new Order(customerId, orderId, cents));
    }
}
