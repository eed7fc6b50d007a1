package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.keyway.spring.shop.Order;
import dev.keyway.spring.shop.OrderRepository;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.aot.test.generate.TestGenerationContext;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.annotation.AnnotationConfigUtils;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.test.tools.CompileWithForkedClassLoader;
import org.springframework.core.test.tools.TestCompiler;
import org.springframework.javapoet.ClassName;

/**
 * Ahead-of-time processing (what a native image or Spring AOT build runs): the starter's bean
 * definitions turn into generated code that compiles and starts a working context, with the table
 * names still read from the environment at run time.
 */
class AheadOfTimeTest {

    @Test
    @CompileWithForkedClassLoader // the generated code reaches package-private configuration classes
    void theGeneratedInitializerCreatesTheRepositories() {
        GenericApplicationContext buildTime = context(Map.of("keyway.local.enabled", "true"));
        TestGenerationContext generation = new TestGenerationContext();
        ClassName initializerName = new ApplicationContextAotGenerator().processAheadOfTime(buildTime, generation);
        generation.writeGeneratedContent();
        TestCompiler.forSystem().with(generation).compile(compiled -> {
            @SuppressWarnings("unchecked")
            ApplicationContextInitializer<GenericApplicationContext> initializer =
                    compiled.getInstance(ApplicationContextInitializer.class, initializerName.toString());
            try (GenericApplicationContext runTime = new GenericApplicationContext()) {
                runTime.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test",
                        Map.of("keyway.local.enabled", "true", "keyway.tables.Shop", "Shop-aot")));
                initializer.initialize(runTime);
                runTime.refresh();
                OrderRepository orders = runTime.getBean(OrderRepository.class);
                assertThat(orders.tableName()).isEqualTo("Shop-aot");
                orders.put(new Order("c1", "o1", 3));
                assertThat(orders.get("c1", "o1")).isPresent();
            }
        });
    }

    /** The context as a build sees it: the auto-configuration's classes, before any bean exists. */
    private static GenericApplicationContext context(Map<String, Object> properties) {
        GenericApplicationContext context = new GenericApplicationContext();
        context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("test", properties));
        AnnotationConfigUtils.registerAnnotationConfigProcessors(context);
        context.registerBean(KeywayAutoConfiguration.class);
        return context;
    }
}
