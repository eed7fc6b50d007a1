package dev.keyway.tools;

import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import java.io.PrintWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URI;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProviderChain;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The command line of the Keyway tools. Run it with the application's classes (which hold the
 * generated table class) on the class path:
 *
 * <pre>
 * java -cp keyway-tools.jar:app.jar:libs/* dev.keyway.tools.KeywayTools check \
 *     --design com.example.shop.ShopTable --table Shop-prod --region eu-west-1 [--sample 10000] [--json] \
 *     [--leave-type Note] [--leave-key-prefix LEGACY#] [--leave-index Analytics] [--dropped-index ByLegacy]
 * </pre>
 *
 * <p>Exit status: 0 when the table is as designed, 1 when it differs, 2 when the check could not run.
 */
@Command(name = "keyway-tools", mixinStandardHelpOptions = true, version = "keyway-tools 0.1.0-SNAPSHOT",
        description = "Tools for DynamoDB tables described by Keyway's generated classes.",
        subcommands = KeywayTools.Check.class)
public final class KeywayTools implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return 2;
    }

    /** Runs the command line and exits with its status. */
    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command line writing to {@code out} and {@code err}; returns the exit status. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new KeywayTools()).setOut(out).setErr(err)
                .setExecutionExceptionHandler((e, commandLine, parsed) -> {
                    commandLine.getErr().println("keyway-tools: " + e.getMessage());
                    return 2;
                });
        line.setExitCodeExceptionMapper(e -> 2);
        return line.execute(args);
    }

    /** {@code check}: a live table against the design. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Checks a live table against the design: its description (keys, attribute definitions, "
                    + "indexes, time to live) and its items (entity types, key templates, decoding, index keys). "
                    + "Read only.")
    static final class Check implements Callable<Integer> {

        @CommandLine.Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--design", required = true, paramLabel = "CLASS",
                description = "The generated table class, e.g. com.example.shop.ShopTable (on the class path).")
        String design;

        @Option(names = "--table", paramLabel = "NAME", description = "The live table's name (default: the design's).")
        String table;

        @Option(names = "--endpoint", paramLabel = "URL",
                description = "A DynamoDB endpoint, e.g. http://localhost:8000 (default: the region's).")
        URI endpoint;

        @Option(names = "--region", paramLabel = "REGION",
                description = "The AWS region (default: the SDK's region chain; us-east-1 with --endpoint).")
        String region;

        @Option(names = "--sample", paramLabel = "N", defaultValue = "0",
                description = "Read at most N items (default 0: every item).")
        long sample;

        @Option(names = "--leave-type", paramLabel = "TYPE",
                description = "Leave the items of this type attribute value to other code (repeatable).")
        List<String> leaveTypes = List.of();

        @Option(names = "--leave-key-prefix", paramLabel = "PREFIX",
                description = "Leave the items whose partition key starts so to other code (repeatable).")
        List<String> leaveKeyPrefixes = List.of();

        @Option(names = "--leave-index", paramLabel = "INDEX",
                description = "Leave this index of the table, which no entity declares, to the other code that "
                        + "queries it, and its keys on the items (repeatable).")
        List<String> leaveIndexes = List.of();

        @Option(names = "--dropped-index", paramLabel = "INDEX",
                description = "Report the items holding the keys (INDEXPK, INDEXSK) of this index, dropped from the "
                        + "design and perhaps deleted from the table already (repeatable).")
        List<String> droppedIndexes = List.of();

        @Option(names = "--json", description = "Print the report as JSON.")
        boolean json;

        @Override
        public Integer call() {
            Design loaded = Design.load(design);
            try (DynamoDbClient client = client()) {
                TableCheckReport report = TableCheck.of(loaded.definition(), loaded.schemas()).sample(sample)
                        .leaveTypes(leaveTypes.toArray(String[]::new))
                        .leaveKeyPrefixes(leaveKeyPrefixes.toArray(String[]::new))
                        .leaveIndexes(leaveIndexes.toArray(String[]::new))
                        .droppedIndexes(droppedIndexes.toArray(String[]::new))
                        .run(client, table == null ? loaded.definition().name() : table);
                PrintWriter out = spec.commandLine().getOut();
                out.print(json ? report.toJson() + "\n" : report.toText());
                out.flush();
                return report.clean() ? 0 : 1;
            }
        }

        private DynamoDbClient client() {
            DynamoDbClientBuilder builder = DynamoDbClient.builder().httpClient(UrlConnectionHttpClient.create());
            if (region != null) {
                builder.region(Region.of(region));
            } else if (endpoint != null) {
                builder.region(Region.US_EAST_1);
            }
            if (endpoint != null) {
                if (endpoint.getHost() == null || !("http".equals(endpoint.getScheme()) || "https".equals(endpoint.getScheme()))) {
                    throw new CommandLine.ParameterException(spec.commandLine(), "--endpoint must be an http(s) URL with a "
                            + "host, not " + endpoint);
                }
                // A local endpoint (Keyway Local, an emulator) takes any credentials: the SDK's own when it finds them.
                builder.endpointOverride(endpoint).credentialsProvider(AwsCredentialsProviderChain.of(
                        DefaultCredentialsProvider.builder().build(),
                        StaticCredentialsProvider.create(AwsBasicCredentials.create("local", "local"))));
            }
            return builder.build();
        }
    }

    /** A design read from a generated table class: its {@code DEFINITION} and {@code schemas()}. */
    record Design(TableDefinition definition, List<? extends ItemSchema<?>> schemas) {

        static Design load(String className) {
            Class<?> type;
            try {
                type = Class.forName(className, true, Thread.currentThread().getContextClassLoader());
            } catch (ClassNotFoundException e) {
                throw new IllegalArgumentException("no class " + className + " on the class path: put the application's "
                        + "classes (which hold the generated table class) beside keyway-tools", e);
            }
            try {
                Field definition = type.getField("DEFINITION");
                Method schemas = type.getMethod("schemas");
                if (!Modifier.isStatic(definition.getModifiers()) || !Modifier.isStatic(schemas.getModifiers())) {
                    throw new NoSuchMethodException("static DEFINITION and schemas()");
                }
                @SuppressWarnings("unchecked")
                List<? extends ItemSchema<?>> list = (List<? extends ItemSchema<?>>) schemas.invoke(null);
                return new Design((TableDefinition) definition.get(null), list);
            } catch (ReflectiveOperationException | ClassCastException e) {
                throw new IllegalArgumentException(className + " is not a table class Keyway generated (it has no static "
                        + "DEFINITION and schemas())", e);
            }
        }
    }
}
