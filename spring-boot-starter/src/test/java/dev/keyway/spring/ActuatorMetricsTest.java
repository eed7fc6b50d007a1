package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import java.lang.reflect.Method;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.aop.support.AopUtils;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.core.annotation.AnnotationUtils;

/**
 * In a Spring Boot application with Actuator, the metrics endpoint shows Keyway's meters per
 * access pattern, with consumed capacity: what {@code GET /actuator/metrics/keyway.requests?tag=pattern:ordersOf}
 * answers. The endpoint is found by its id, as its class moved between Spring Boot 3 and 4.
 */
@SpringBootTest(classes = ActuatorMetricsTest.App.class,
        properties = {"keyway.local.enabled=true", "keyway.metrics.consumed-capacity=true",
                "management.endpoints.web.exposure.include=metrics", "management.endpoints.jmx.exposure.include=metrics"})
class ActuatorMetricsTest {

    @SpringBootApplication
    static class App {
    }

    @Autowired
    OrderRepository orders;

    @Autowired
    ApplicationContext context;

    @Test
    void theMetricsEndpointShowsRequestsAndCapacityPerAccessPattern() throws Exception {
        orders.put(new Order("c1", "o1", 1250));
        orders.put(new Order("c1", "o2", 990));
        orders.ordersOf("c1").page();
        orders.ordersOf("c1").page();

        Object endpoint = context.getBeansWithAnnotation(Endpoint.class).values().stream()
                .filter(bean -> "metrics".equals(AnnotationUtils.findAnnotation(AopUtils.getTargetClass(bean), Endpoint.class)
                        .id()))
                .findFirst().orElseThrow();
        List<String> names = ((Collection<?>) invoke(invoke(endpoint, "listNames"), "getNames")).stream()
                .map(String::valueOf).toList();
        assertThat(names).contains("keyway.requests", "keyway.items.read", "keyway.items.written",
                "keyway.capacity.read", "keyway.capacity.write");

        assertThat(measurements(endpoint, "keyway.requests", "pattern:ordersOf")).containsEntry("COUNT", 2.0);
        assertThat(measurements(endpoint, "keyway.items.read", "pattern:ordersOf")).containsEntry("COUNT", 4.0);
        assertThat(measurements(endpoint, "keyway.capacity.write", "operation:put")).containsEntry("COUNT", 2.0);
        assertThat(measurements(endpoint, "keyway.capacity.read", "entity:Order")).containsEntry("COUNT", 1.0);
    }

    /** {@code metric(name, tags).getMeasurements()}, by statistic. */
    private static Map<String, Double> measurements(Object endpoint, String name, String tag) throws Exception {
        Method metric = endpoint.getClass().getMethod("metric", String.class, List.class);
        Object descriptor = metric.invoke(endpoint, name, List.of(tag));
        Map<String, Double> byStatistic = new HashMap<>();
        for (Object sample : (List<?>) invoke(descriptor, "getMeasurements")) {
            byStatistic.put(String.valueOf(invoke(sample, "getStatistic")), (Double) invoke(sample, "getValue"));
        }
        return byStatistic;
    }

    private static Object invoke(Object target, String method) throws Exception {
        Method found = target.getClass().getMethod(method);
        found.setAccessible(true);
        return found.invoke(target);
    }
}
