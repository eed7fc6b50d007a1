package dev.keyway.quickstart;

import static dev.keyway.quickstart.ExampleBuild.property;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The guide's complete Spring Boot web application on keyway-spring-boot-starter, executed: {@code mvn package}
 * runs its controller test on Keyway Local and repackages it into an executable jar that carries the
 * repositories' index (see {@link ExampleBuild}).
 */
class SpringBootExampleIT {

    @Test
    void theSpringBootWebApplicationBuildsAndItsTestsPass() throws IOException, InterruptedException {
        new ExampleBuild().check(new ExampleProject("spring-boot-web", ExampleBuild.page("docs/getting-started/spring-boot.md"),
                "package",
                Map.of("the Keyway version", property("quickstart.keywayVersion"),
                        "the AWS SDK BOM", property("quickstart.awsSdkVersion"),
                        "the Spring Boot version", property("quickstart.springBootVersion")),
                List.of("target/orders-1.0-SNAPSHOT.jar!META-INF/keyway/repositories",
                        "target/orders-1.0-SNAPSHOT.jar!BOOT-INF/lib/keyway-spring-boot-starter-" + property("quickstart.keywayVersion") + ".jar")));
    }
}
