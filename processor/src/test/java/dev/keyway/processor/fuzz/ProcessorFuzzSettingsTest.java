package dev.keyway.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.runtime.schema.TableSettings;
import dev.keyway.testing.TestDatabase;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryStatus;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * The fuzz oracle of {@code @TableSettings}: random settings ({@link ProcessorFuzzSettings}) on a
 * table with a global index, each variant in its own package. Settings DynamoDB's rules refuse fail
 * with exactly the predicted code; settings they accept compile, and {@code createIfMissing} makes on
 * Keyway Local (which holds CreateTable to DynamoDB's rules) the table they declare.
 * {@code -Dkeyway.fuzz.seed=N} and {@code -Dkeyway.fuzz.settingsVariants=N} as for {@link ProcessorFuzzTest}.
 */
class ProcessorFuzzSettingsTest {

    private static final long SEED = Long.getLong("keyway.fuzz.seed", 0x4b455957L);
    private static final int VARIANTS = Integer.getInteger("keyway.fuzz.settingsVariants", 60);

    private record Variant(int number, ProcessorFuzzSettings settings, JavaFileObject source) {
        String pkg() {
            return "fuzz.settings.v" + number;
        }
    }

    private static Variant variant(int number, ProcessorFuzzSettings settings) {
        String pkg = "fuzz.settings.v" + number;
        JavaFileObject source = com.google.testing.compile.JavaFileObjects.forSourceString(pkg + ".Item", String.join("\n",
                "package " + pkg + ";",
                "",
                "import dev.keyway.annotations.*;",
                "",
                "@Entity(table = \"Settings" + number + "\")",
                settings.annotation(),
                "@PartitionKey(\"ITEM#<id>\")",
                "@Gsi(index = \"ByOwner\", partitionKey = \"OWNER#<owner>\")",
                "public record Item(String id, String owner) {}"));
        return new Variant(number, settings, source);
    }

    @Test
    void randomSettingsAreRefusedAsDynamoDbRefusesThemOrMakeTheTableTheyDeclare() {
        Random random = new Random(SEED);
        List<Variant> variants = new ArrayList<>();
        for (int i = 0; i < VARIANTS; i++) {
            variants.add(variant(i, ProcessorFuzzSettings.random(random)));
        }
        Compilation all = GeneratedClasses.compileOnly(variants.stream().map(Variant::source).toArray(JavaFileObject[]::new));
        List<Variant> valid = new ArrayList<>();
        for (Variant variant : variants) {
            List<String> errors = new ArrayList<>();
            for (Diagnostic<? extends JavaFileObject> error : all.errors()) {
                if (error.getSource() != null && error.getSource().toUri().getPath().contains("fuzz/settings/v"
                        + variant.number() + "/")) {
                    errors.add(error.getMessage(Locale.ROOT));
                }
            }
            String expected = variant.settings().expected();
            if (expected == null) {
                assertTrue(errors.isEmpty(), () -> variant.settings().annotation() + " is valid, but: " + errors);
                valid.add(variant);
            } else {
                assertTrue(!errors.isEmpty() && errors.stream().allMatch(error -> error.startsWith("[" + expected + "]")),
                        () -> "v" + variant.number() + " " + variant.settings().annotation() + ": expected " + expected + ", got " + errors);
            }
        }
        assertTrue(valid.size() >= VARIANTS / 3, "too few valid variants to exercise Keyway Local: " + valid.size());
        Compilation accepted = GeneratedClasses.compileOnly(valid.stream().map(Variant::source).toArray(JavaFileObject[]::new));
        assertEquals(Compilation.Status.SUCCESS, accepted.status(), () -> DiagnosticSources.errors(accepted));
        GeneratedClasses classes = GeneratedClasses.load(accepted);
        try (TestDatabase database = TestDatabase.inProcess()) {
            DynamoDbClient client = database.client();
            for (Variant variant : valid) {
                TableDefinition definition = (TableDefinition) classes.staticField(variant.pkg() + ".Settings"
                        + variant.number() + "Table", "DEFINITION");
                definition.createIfMissing(client, definition.name());
                describedAsDeclared(client, definition, variant.settings().annotation());
            }
        }
    }

    private static void describedAsDeclared(DynamoDbClient client, TableDefinition definition, String declared) {
        TableSettings settings = definition.settings();
        TableDescription table = client.describeTable(b -> b.tableName(definition.name())).table();
        settings.onDemandThroughput().ifPresent(maximum -> {
            assertEquals(maximum.maxReadRequestUnits(), table.onDemandThroughput().maxReadRequestUnits(), declared);
            assertEquals(maximum.maxWriteRequestUnits(), table.onDemandThroughput().maxWriteRequestUnits(), declared);
        });
        settings.provisionedThroughput().ifPresent(capacity -> {
            assertEquals(capacity.readCapacityUnits(), table.provisionedThroughput().readCapacityUnits(), declared);
            assertEquals(capacity.writeCapacityUnits(), table.globalSecondaryIndexes().get(0).provisionedThroughput()
                    .writeCapacityUnits(), declared);
        });
        settings.warmThroughput().ifPresent(warm -> {
            if (warm.readUnitsPerSecond() != null) {
                assertTrue(table.warmThroughput().readUnitsPerSecond() >= warm.readUnitsPerSecond(), declared);
            }
        });
        assertEquals(settings.deletionProtection().orElse(false), table.deletionProtectionEnabled(), declared);
        assertEquals(settings.tableClass().orElse(TableClass.STANDARD), table.tableClassSummary() == null
                ? TableClass.STANDARD : table.tableClassSummary().tableClass(), declared);
        PointInTimeRecoveryDescription recovery = client.describeContinuousBackups(b -> b.tableName(definition.name()))
                .continuousBackupsDescription().pointInTimeRecoveryDescription();
        assertEquals(settings.pointInTimeRecoveryEnabled() ? PointInTimeRecoveryStatus.ENABLED
                : PointInTimeRecoveryStatus.DISABLED, recovery.pointInTimeRecoveryStatus(), declared);
        settings.resourcePolicy().ifPresent(policy -> assertEquals(policy,
                client.getResourcePolicy(b -> b.resourceArn(table.tableArn())).policy(), declared));
    }
}
