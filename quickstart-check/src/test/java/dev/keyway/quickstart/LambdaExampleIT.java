package dev.keyway.quickstart;

import static dev.keyway.quickstart.ExampleBuild.property;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The guide's complete Lambda stream handler on keyway-lambda, executed: {@code mvn package} runs its test
 * (events read from their JSON, the handler's writes on Keyway Local, the partial batch response) and shades
 * the function's deployment jar (see {@link ExampleBuild}).
 */
class LambdaExampleIT {

    @Test
    void theLambdaStreamHandlerBuildsAndItsTestsPass() throws IOException, InterruptedException {
        new ExampleBuild().check(new ExampleProject("lambda-stream-handler", ExampleBuild.page("docs/getting-started/lambda.md"),
                "package",
                Map.of("the Keyway version", property("quickstart.keywayVersion"),
                        "the AWS SDK BOM", property("quickstart.awsSdkVersion"),
                        "the JUnit version", property("quickstart.junitVersion"),
                        "aws-lambda-java-core", property("quickstart.lambdaCoreVersion"),
                        "aws-lambda-java-events", property("quickstart.lambdaEventsVersion"),
                        "aws-lambda-java-serialization", property("quickstart.lambdaSerializationVersion")),
                List.of("target/order-stream-1.0-SNAPSHOT.jar!com/example/shop/OrderStatsHandler.class",
                        "target/order-stream-1.0-SNAPSHOT.jar!dev/keyway/lambda/LambdaStreamEvents.class")));
    }
}
