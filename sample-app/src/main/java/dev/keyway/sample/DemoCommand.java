package dev.keyway.sample;

import dev.keyway.sample.demo.Demo;
import dev.keyway.sample.service.AuditFeed;
import dev.keyway.sample.service.Repositories;
import java.io.PrintStream;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.Callable;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code demo}: seeds the table and runs every access pattern, printing its key condition and result. */
@Command(name = "demo", mixinStandardHelpOptions = true,
        description = "Walk through every access pattern on seeded data, printing each key condition and result.")
final class DemoCommand implements Callable<Integer> {

    private final PrintStream out;

    @Mixin
    TargetOptions target;

    DemoCommand(PrintStream out) {
        this.out = out;
    }

    @Override
    public Integer call() {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(SaasApplication.class)
                .web(WebApplicationType.NONE)
                .properties(target.properties())
                .properties(Map.of("logging.level.root", "warn"))
                .run()) {
            new Demo(context.getBean(Repositories.class), context.getBean(AuditFeed.class), out, Clock.systemUTC()).run(target.description());
        }
        return 0;
    }
}
