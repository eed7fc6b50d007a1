package dev.keyway.sample;

import dev.keyway.sample.demo.Seed;
import dev.keyway.sample.service.AuditFeed;
import dev.keyway.sample.service.Repositories;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.BeanFactoryAware;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.support.BeanDefinitionBuilder;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.server.context.WebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code serve}: the HTTP API on 127.0.0.1. Before the server opens, a missing table is created
 * and seeded with demo data ({@code --seed} seeds an existing one too), and the audit log starts
 * following the table's stream. On embedded Keyway Local the data is kept in a directory
 * ({@code --data}, {@code keyway-sample-data} by default), so a restart finds it again, unless
 * {@code --in-memory} is given.
 */
@Command(name = "serve", mixinStandardHelpOptions = true, description = "Serve the HTTP JSON API on 127.0.0.1.")
final class ServeCommand implements Callable<Integer> {

    private final PrintStream out;
    private final CountDownLatch stop;

    @Spec
    CommandSpec spec;

    @Mixin
    TargetOptions target;

    @Option(names = "--port", paramLabel = "N", defaultValue = "${env:KEYWAY_PORT:-8080}",
            description = "the port to listen on, 0 for any free one (default 8080; env KEYWAY_PORT)")
    int port;

    @Option(names = "--seed", description = "add a set of demo data to an existing table too")
    boolean seed;

    @Option(names = "--data", paramLabel = "DIR", defaultValue = "${env:KEYWAY_DATA:-keyway-sample-data}",
            description = "where embedded Keyway Local keeps its data across restarts "
                    + "(default keyway-sample-data; env KEYWAY_DATA)")
    Path data;

    @Option(names = "--in-memory", description = "keep embedded Keyway Local's data in memory only: gone at exit")
    boolean inMemory;

    ServeCommand(PrintStream out, CountDownLatch stop) {
        this.out = out;
        this.stop = stop;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--port: " + port + " is not a port (0 to 65535)");
        }
        Path dataDirectory = inMemory ? null : data;
        Startup startup = new Startup(out, target.description(dataDirectory), seed);
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SaasApplication.class)
                .properties(target.properties(dataDirectory))
                .properties(Map.of("server.port", port))
                .initializers(created -> ((BeanDefinitionRegistry) created.getBeanFactory()).registerBeanDefinition(
                        "serveStartup", BeanDefinitionBuilder.genericBeanDefinition(Startup.class, () -> startup)
                                .getBeanDefinition()))
                .run()) {
            String url = "http://127.0.0.1:" + ((WebServerApplicationContext) context).getWebServer().getPort();
            out.println("Serving the API on " + url + "  (try: curl " + url + startup.example + ")");
            stop.await();
        }
        return 0;
    }

    /** Creates and seeds the table once every bean exists, before the web server opens. */
    static final class Startup implements SmartInitializingSingleton, BeanFactoryAware {

        private final PrintStream out;
        private final String where;
        private final boolean seed;
        private BeanFactory beans;
        String example = "/users?email=ada@example.com";

        Startup(PrintStream out, String where, boolean seed) {
            this.out = out;
            this.where = where;
            this.seed = seed;
        }

        @Override
        public void setBeanFactory(BeanFactory beans) {
            this.beans = beans;
        }

        @Override
        public void afterSingletonsInstantiated() {
            Repositories db = beans.getBean(Repositories.class);
            boolean created = db.createTableIfMissing();
            out.println("Table '" + db.tableName() + "' on " + where + (created ? ": created." : ": exists."));
            if (created || seed) {
                Seed data = Seed.write(db, created, Clock.systemUTC());
                example = "/orgs/" + data.acme().orgId() + "/overview";
                out.println("Seeded demo data: org " + data.acme().orgId() + " (Acme Analytics, owner "
                        + data.users().get(0).email() + "), project " + data.website().projectId()
                        + ", API key " + data.apiKey());
            }
            out.println("Audit log: " + beans.getBean(AuditFeed.class).follow() + ".");
        }
    }
}
