package dev.keyway.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.PropertySource;
import org.springframework.core.env.StandardEnvironment;
import org.springframework.core.env.SystemEnvironmentPropertySource;

/**
 * {@code keyway.tables.<table>} as an environment variable: its name keeps only letters, digits and
 * underscores, so {@code KEYWAY_TABLES_MY_APP_PROD} names table {@code my-app.prod}; and as a
 * property, where the table's own spelling works.
 */
class TableNamesFromTheEnvironmentTest {

    private static final List<RepositoryIndex.Entry> ENTRIES = List.of(
            new RepositoryIndex.Entry(RepositoryIndex.Kind.REPOSITORY, "a.OrderRepository", "my-app.prod"),
            new RepositoryIndex.Entry(RepositoryIndex.Kind.REPOSITORY, "a.AuditRepository", "Audit"));

    private static KeywayTableNames names(PropertySource<?> source) {
        StandardEnvironment environment = new StandardEnvironment();
        environment.getPropertySources().addFirst(source);
        KeywayProperties properties = new Binder(ConfigurationPropertySources.get(environment))
                .bind("keyway", KeywayProperties.class).orElseGet(KeywayProperties::new);
        return new KeywayTableNames(properties, ENTRIES);
    }

    private static PropertySource<?> environmentVariables(Map<String, Object> variables) {
        return new SystemEnvironmentPropertySource("test-" + StandardEnvironment.SYSTEM_ENVIRONMENT_PROPERTY_SOURCE_NAME,
                variables);
    }

    @Test
    void anEnvironmentVariableNamesATableWithPunctuation() {
        KeywayTableNames names = names(environmentVariables(Map.of("KEYWAY_TABLES_MY_APP_PROD", "orders-prod",
                "KEYWAY_TABLES_AUDIT", "audit-prod")));
        assertThat(names.tableName("my-app.prod")).isEqualTo("orders-prod");
        assertThat(names.tableName("Audit")).isEqualTo("audit-prod");
    }

    @Test
    void aPropertyNamesATableWithPunctuationAsItIsSpelt() {
        KeywayTableNames names = names(new MapPropertySource("test", Map.of("keyway.tables[my-app.prod]", "orders-prod")));
        assertThat(names.tableName("my-app.prod")).isEqualTo("orders-prod");
    }

    @Test
    void anEnvironmentVariableNamingNoTableStillFailsTheStart() {
        assertThatThrownBy(() -> names(environmentVariables(Map.of("KEYWAY_TABLES_MY_APP", "x"))))
                .hasMessageContaining("names no table")
                .hasMessageContaining("[Audit, my-app.prod]");
    }
}
