package dev.keyway.quickstart;

import static dev.keyway.quickstart.ExampleBuild.property;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The Maven quick start of the guide, executed: its {@code pom.xml} and sources (the
 * {@code <!-- quickstart: path -->} blocks) become a fresh project, built with {@code mvn test}
 * against this build's artifacts only, which fails unless its tests ran and passed (see {@link ExampleBuild}).
 */
class QuickStartIT {

    @Test
    void theQuickStartBuildsAndItsTestsPass() throws IOException, InterruptedException {
        new ExampleBuild().check(new ExampleProject(GuideExamples.QUICK_START, Path.of(property("quickstart.readme")), "test",
                Map.of("the Keyway version", property("quickstart.keywayVersion"),
                        "the AWS SDK BOM", property("quickstart.awsSdkVersion"),
                        "the JUnit version", property("quickstart.junitVersion")),
                List.of()));
    }
}
