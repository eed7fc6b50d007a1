package dev.keyway.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.test.context.BootstrapWith;
import org.springframework.test.context.ContextConfiguration;
import org.springframework.test.context.TestExecutionListeners;
import org.springframework.test.context.junit.jupiter.SpringExtension;

/**
 * A test slice, in the spirit of {@code @DataJpaTest}, for code on Keyway repositories: the
 * application context holds Keyway Local (in the JVM, in memory), the client on it and every
 * generated repository and item collection, with their tables created, and nothing else of the
 * application. Every test starts with empty tables. Bring in what the test needs with {@code @Import}:
 *
 * <pre>{@code
 * @KeywayTest
 * @Import(OrderService.class)
 * class OrderServiceTest {
 *     @Autowired OrderRepository orders;
 *     @Autowired OrderService service;
 *
 *     @Test
 *     void placesAnOrder() { ... }
 * }
 * }</pre>
 *
 * <p>Needs {@code dev.keyway:keyway-local} on the test classpath. The application's
 * {@code application.properties} apply ({@code keyway.tables}, prefixes); {@code keyway.local.enabled}
 * is always true, and {@code keyway.local.data-directory} is always empty, so that a test never deletes the
 * tables an application keeps for development (set it in {@link #properties()} to test persistence).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(SpringExtension.class)
@BootstrapWith(KeywayTestContextBootstrapper.class)
@ContextConfiguration(classes = KeywayTestConfiguration.class)
@TestExecutionListeners(listeners = KeywayTablesReset.class, mergeMode = TestExecutionListeners.MergeMode.MERGE_WITH_DEFAULTS)
public @interface KeywayTest {

    /** More properties for the test's context, as {@code key=value}. */
    String[] properties() default {};
}
