package dev.keyway.sample;

import dev.keyway.sample.demo.Demo;
import dev.keyway.sample.demo.Seed;
import dev.keyway.sample.http.ApiServer;
import dev.keyway.sample.model.SaasTable;
import dev.keyway.sample.service.Ids;
import dev.keyway.sample.service.Repositories;
import dev.keyway.sample.service.Services;
import java.io.IOException;
import java.io.PrintStream;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The sample app's entry point.
 *
 * <pre>
 * java -jar sample-app/target/keyway-sample-app.jar demo                  # walk-through on embedded DynamoDB Local
 * java -jar sample-app/target/keyway-sample-app.jar serve [--port 8080]   # the HTTP API on 127.0.0.1
 * java -jar sample-app/target/keyway-sample-app.jar serve --region eu-west-1 --table SaasDemo
 * java -jar sample-app/target/keyway-sample-app.jar demo --endpoint http://localhost:8000
 * </pre>
 *
 * <p>Options may also come from the environment: {@code KEYWAY_REGION}, {@code KEYWAY_ENDPOINT},
 * {@code KEYWAY_TABLE}, {@code KEYWAY_PORT}.
 */
public final class SampleApp {

    static final String USAGE = "usage: keyway-sample-app demo|serve [--region R] [--endpoint URL] [--table NAME]"
            + " [--port N (serve; default 8080)] [--seed (serve on an existing table: add demo data)]";

    private SampleApp() {
    }

    public static void main(String[] args) throws InterruptedException {
        int status = run(Arrays.asList(args), System.out, System.err, new CountDownLatch(1));
        System.exit(status); // DynamoDB Local may leave non-daemon threads behind
    }

    /**
     * Runs a command and returns the exit status; {@code serve} serves until {@code stop} is
     * counted down (never, from {@link #main}: stop it with Ctrl-C).
     */
    static int run(List<String> args, PrintStream out, PrintStream err, CountDownLatch stop) throws InterruptedException {
        String command = args.isEmpty() ? "" : args.get(0);
        if (!command.equals("demo") && !command.equals("serve")) {
            err.println(USAGE);
            return 2;
        }
        String region = option(args, "--region", "KEYWAY_REGION");
        String endpoint = option(args, "--endpoint", "KEYWAY_ENDPOINT");
        String table = option(args, "--table", "KEYWAY_TABLE");
        String port = option(args, "--port", "KEYWAY_PORT");
        try (Connection connection = region == null && endpoint == null ? Connection.embedded()
                : Connection.remote(region, endpoint)) {
            Repositories db = Repositories.of(connection.client(), table == null ? SaasTable.NAME : table);
            if (command.equals("demo")) {
                new Demo(db, out, Clock.systemUTC()).run(connection.description());
                return 0;
            }
            return serve(db, connection.description(), port == null ? 8080 : Integer.parseInt(port),
                    args.contains("--seed"), out, err, stop);
        } catch (NumberFormatException e) {
            err.println("--port: not a number: " + e.getMessage());
            return 2;
        }
    }

    private static int serve(Repositories db, String where, int port, boolean seed, PrintStream out, PrintStream err,
                             CountDownLatch stop) throws InterruptedException {
        boolean created = db.createTableIfMissing();
        out.println("Table '" + db.tableName() + "' on " + where + (created ? ": created." : ": exists."));
        String example = "/users?email=ada@example.com";
        if (created || seed) {
            Seed data = Seed.write(db, created, Clock.systemUTC());
            example = "/orgs/" + data.acme().orgId() + "/overview";
            out.println("Seeded demo data: org " + data.acme().orgId() + " (Acme Analytics, owner "
                    + data.users().get(0).email() + "), project " + data.website().projectId()
                    + ", API key " + data.apiKey());
        }
        try (ApiServer server = ApiServer.start(Services.of(db, Ids.random(), Clock.systemUTC()), port, err)) {
            out.println("Serving the API on " + server.url() + "  (try: curl " + server.url() + example + ")");
            stop.await();
            return 0;
        } catch (IOException e) {
            err.println("cannot listen on port " + port + ": " + e.getMessage());
            return 1;
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
