package dev.keyway.sample;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * The sample app's entry point.
 *
 * <pre>
 * java -jar sample-app/target/keyway-sample-app.jar demo                  # embedded DynamoDB Local
 * java -jar sample-app/target/keyway-sample-app.jar demo --region eu-west-1 --table ShopDemo
 * java -jar sample-app/target/keyway-sample-app.jar demo --endpoint http://localhost:8000
 * </pre>
 *
 * <p>Options may also come from the environment: {@code KEYWAY_REGION}, {@code KEYWAY_ENDPOINT},
 * {@code KEYWAY_TABLE}.
 */
public final class SampleApp {

    private SampleApp() {
    }

    public static void main(String[] args) {
        int status = run(Arrays.asList(args), System.out, System.err);
        System.exit(status); // DynamoDB Local may leave non-daemon threads behind
    }

    /** Runs a command and returns the exit status. */
    static int run(List<String> args, PrintStream out, PrintStream err) {
        if (args.isEmpty() || !args.get(0).equals("demo")) {
            err.println("usage: keyway-sample-app demo [--region R] [--endpoint URL] [--table NAME]");
            return 2;
        }
        String region = option(args, "--region", "KEYWAY_REGION");
        String endpoint = option(args, "--endpoint", "KEYWAY_ENDPOINT");
        String table = option(args, "--table", "KEYWAY_TABLE");
        try (Connection connection = region == null && endpoint == null ? Connection.embedded()
                : Connection.remote(region, endpoint)) {
            new Demo(connection.client(), table == null ? ShopTable.NAME : table, out).run(connection.description());
            return 0;
        }
    }

    private static String option(List<String> args, String name, String environment) {
        int at = args.indexOf(name);
        if (at >= 0 && at + 1 < args.size()) {
            return args.get(at + 1);
        }
        String value = System.getenv(environment);
        return value == null || value.isBlank() ? null : value;
    }
}
