package dev.keyway.webflux;

import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderAsyncRepository;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * A reactive controller on the asynchronous repository: no thread of the event loop waits for
 * DynamoDB. A future becomes a {@link Mono} ({@code Mono.fromFuture}), a query's items a {@link Flux}
 * ({@code Flux.from}: the Reactive Streams publisher, which asks DynamoDB for the next page only when
 * the response is ready for more), and a typed failure an HTTP status.
 */
@RestController
public class OrderController {

    private final OrderAsyncRepository orders;

    public OrderController(OrderAsyncRepository orders) {
        this.orders = orders;
    }

    @GetMapping("/customers/{customerId}/orders")
    public Flux<Order> orders(@PathVariable("customerId") String customerId, @RequestParam(name = "pageSize", defaultValue = "100") int pageSize) {
        return Flux.from(orders.ordersOf(customerId).limit(pageSize).items());
    }

    @GetMapping("/customers/{customerId}/orders/{orderId}")
    public Mono<ResponseEntity<Order>> order(@PathVariable("customerId") String customerId, @PathVariable("orderId") String orderId) {
        return Mono.fromFuture(() -> orders.get(customerId, orderId))
                .map(found -> found.map(ResponseEntity::ok).orElseGet(() -> ResponseEntity.notFound().build()));
    }

    @PostMapping("/orders")
    public Mono<ResponseEntity<Order>> create(@RequestBody Order order) {
        return Mono.fromFuture(() -> orders.create(order))
                .map(created -> ResponseEntity.status(HttpStatus.CREATED).body(created))
                .onErrorResume(ItemAlreadyExistsException.class,
                        taken -> Mono.just(ResponseEntity.status(HttpStatus.CONFLICT).build()));
    }
}
