package dev.keyway.sample;

import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;

/**
 * The sample app's command line (picocli): {@code demo} walks through every access pattern,
 * {@code serve} runs the HTTP API; both start {@link SaasApplication} on embedded Keyway Local
 * (in memory for {@code demo}, data kept in a directory for {@code serve}) unless given a region or endpoint.
 *
 * <pre>
 * java -jar sample-app/target/keyway-sample-app.jar demo
 * java -jar sample-app/target/keyway-sample-app.jar serve [--port 8080] [--seed]
 * java -jar sample-app/target/keyway-sample-app.jar serve --region eu-west-1 --table SaasDemo
 * java -jar sample-app/target/keyway-sample-app.jar --help
 * </pre>
 */
public final class SampleApp {

    private SampleApp() {
    }

    public static void main(String[] args) {
        int status = run(List.of(args), System.out, System.err, new CountDownLatch(1));
        System.exit(status); // the exit status, whatever threads a library leaves behind
    }

    /**
     * Runs a command and returns the exit status: 0 done (or help shown), 1 failed, 2 bad usage
     * (no command, an unknown command or option, a malformed value). {@code serve} serves until
     * {@code stop} is counted down (never, from {@link #main}: stop it with Ctrl-C).
     */
    static int run(List<String> args, PrintStream out, PrintStream err, CountDownLatch stop) {
        CommandLine commandLine = new CommandLine(new SampleCommand(err))
                .addSubcommand(new DemoCommand(out))
                .addSubcommand(new ServeCommand(out, stop))
                .setOut(new PrintWriter(out, true, Charset.defaultCharset()))
                .setErr(new PrintWriter(err, true, Charset.defaultCharset()))
                .setExecutionExceptionHandler((failure, command, parsed) -> {
                    command.getErr().println("failed: " + failure);
                    return 1;
                });
        return commandLine.execute(args.toArray(new String[0]));
    }
}
