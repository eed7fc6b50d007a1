package dev.keyway.sample;

import java.io.PrintStream;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The top command: without a subcommand it prints the usage and exits 2. */
@Command(name = "keyway-sample-app", mixinStandardHelpOptions = true, version = "Keyway sample app 0.1.0-SNAPSHOT",
        description = "A multi-tenant SaaS backend on one DynamoDB table, built on Keyway's generated repositories.",
        footer = {"", "Without --region or --endpoint the app runs on embedded Keyway Local: demo in memory, serve with",
                "its data kept in a directory (serve --data DIR, or --in-memory).",
                "Options also come from KEYWAY_REGION, KEYWAY_ENDPOINT, KEYWAY_TABLE, KEYWAY_PORT and KEYWAY_DATA."})
final class SampleCommand implements Callable<Integer> {

    private final PrintStream err;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    SampleCommand(PrintStream err) {
        this.err = err;
    }

    @Override
    public Integer call() {
        err.println("Missing command: give demo or serve.");
        spec.commandLine().usage(err);
        return CommandLine.ExitCode.USAGE;
    }
}
