package dev.keyway.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.keyway.processor.KeywayProcessor;
import dev.keyway.processor.fuzz.ProcessorFuzzCheck.Variant;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.GeneratedClasses;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Issue #24 §4 in the fuzz oracle: the adoption tables {@link ProcessorFuzzAdoption} adds to
 * variants are valid designs (accepted without a diagnostic), and each works on Keyway Local as
 * {@link ProcessorFuzzOracle} and {@link ProcessorFuzzAdoptionChecks} check it, with the key
 * mutations of §2 over their formats ({@link ProcessorFuzzFormatMutants}). A fixed set of seeds,
 * so that every build meets each feature several times, whatever the variants of
 * {@link ProcessorFuzzTest} draw.
 */
class ProcessorFuzzAdoptionTest {

    /**
     * Adoption designs per build, each with the four features (in other forms: converted Integer and
     * Long, instants of variable and fixed precision, descending patterns, raw strings and instants
     * kept only in keys); more come with the variants of {@link ProcessorFuzzTest}, and
     * {@code -Dkeyway.fuzz.adoptionDesigns=N} runs N here.
     */
    private static final int DESIGNS = 2;
    /** The seed of the first design: chosen so that the two show every form listed above. */
    private static final long SEED = 24_038;

    private static List<Variant> designs() {
        List<Variant> variants = new ArrayList<>();
        for (int i = 0, n = Integer.getInteger("keyway.fuzz.adoptionDesigns", DESIGNS); i < n; i++) {
            ProcessorFuzzDesign design = new ProcessorFuzzDesign("adoption" + i);
            List<String> added = ProcessorFuzzAdoption.add(design, new Random(SEED + i), "LegacyA" + i, true);
            variants.add(new Variant(-1 - i, SEED + i, design, added, "fuzz.adopt" + i));
        }
        return variants;
    }

    @Test
    void everyFeatureIsGeneratedSeveralTimes() {
        String all = designs().stream().map(variant -> String.join("; ", variant.mutations())).reduce("", String::concat);
        for (String feature : List.of("filterOnType hierarchy", "instants: at", "converted ", "componentsFromKeys",
                "@Convert(", "descending", "VARIABLE", "MILLIS",
                "raw = true", "Integer", "Long")) {
            int times = all.split(java.util.regex.Pattern.quote(feature), -1).length - 1;
            assertTrue(times >= 1, () -> feature + " generated " + times + " times in " + all);
        }
    }

    /** Issue #24 §2 over §4's formats: the mutants other code writes for instants and padded numbers. */
    @Test
    void formatMutantsOfInstantsAndPaddedNumbers() {
        List<String> instant = ProcessorFuzzFormatMutants.of("LOGIN#2024-05-01T10:00:00.123Z", '#');
        for (String expected : List.of("LOGIN#2024-05-01T10:00:00.1230Z", "LOGIN#2024-05-01T10:00:00.12Z",
                "LOGIN#2024-05-01T10:00:00.123+00:00", "LOGIN#2024-05-01T10:00:00.123z", "LOGIN#2024-05-01t10:00:00.123Z",
                "LOGIN#2024-05-01T10:00:00.123Z##")) {
            assertTrue(instant.contains(expected), () -> expected + " not in " + instant);
        }
        List<String> padded = ProcessorFuzzFormatMutants.of("ORDER#00042#ITEM#sku", '#');
        for (String expected : List.of("ORDER#0042#ITEM#sku", "ORDER#000042#ITEM#sku", "ORDER#+00042#ITEM#sku",
                "ORDER#-00042#ITEM#sku", "ORDER#00042#ITEM#sku##")) {
            assertTrue(padded.contains(expected), () -> expected + " not in " + padded);
        }
        List<String> whole = ProcessorFuzzFormatMutants.of("2024-05-01T10:00:00Z", '#');
        assertTrue(whole.contains("2024-05-01T10:00:00.000Z") && whole.contains("2024-05-01T10:00:00.0Z"), whole::toString);
    }

    /**
     * Valid designs only: accepted without an error or a Keyway warning; and accepted means it
     * works: each adoption table against Keyway Local, its keys mutated (one compilation for both).
     */
    @Test
    void adoptionTablesCompileCleanlyAndWorkAgainstKeywayLocal() {
        List<Variant> variants = designs();
        List<JavaFileObject> files = new ArrayList<>();
        variants.forEach(variant -> files.addAll(variant.design().files(variant.packageName())));
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).compile(files);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> DiagnosticSources.errors(compilation)
                + variants.stream().map(variant -> variant.design().describe(variant.packageName())).toList());
        List<String> warnings = compilation.diagnostics().stream()
                .filter(diagnostic -> diagnostic.getKind() == Diagnostic.Kind.WARNING)
                .map(diagnostic -> diagnostic.getMessage(Locale.ROOT)).filter(message -> message.contains("[KW")).toList();
        assertTrue(warnings.isEmpty(), () -> String.join("\n", warnings));

        GeneratedClasses classes = GeneratedClasses.load(compilation);
        List<String> cloudFormation = classes.generatedTexts(".cfn.json");
        List<String> problems = new ArrayList<>();
        long fromKeys = ProcessorFuzzAdoptionChecks.FROM_KEYS_READS.get();
        long ordered = ProcessorFuzzAdoptionChecks.ORDERED_QUERIES.get();
        long filtered = ProcessorFuzzAdoptionChecks.FILTERED_QUERIES.get();
        long mutated = ProcessorFuzzKeyMutations.FROM_KEYS_ONLY.get();
        for (Variant variant : variants) {
            ProcessorFuzzOracle.Verdict verdict = ProcessorFuzzOracle.exercise(variant.design(), variant.packageName(),
                    classes, cloudFormation);
            if (!verdict.works()) {
                problems.add(variant.mutations() + ": " + (verdict.problem() != null ? verdict.problem()
                        : "not exercised: " + verdict.notExercised()) + "\n" + variant.design().describe(variant.packageName()));
            }
        }
        assertTrue(problems.isEmpty(), () -> String.join("\n\n", problems));
        System.out.printf(Locale.ROOT, "ProcessorFuzzAdoptionTest: %d adoption tables worked; %d ordered queries, %d"
                        + " filterOnType queries of shared partitions, %d reads from keys alone, %d such items under"
                        + " non-canonical keys%n", variants.size(), ProcessorFuzzAdoptionChecks.ORDERED_QUERIES.get() - ordered,
                ProcessorFuzzAdoptionChecks.FILTERED_QUERIES.get() - filtered,
                ProcessorFuzzAdoptionChecks.FROM_KEYS_READS.get() - fromKeys, ProcessorFuzzKeyMutations.FROM_KEYS_ONLY.get() - mutated);
        assertTrue(ProcessorFuzzAdoptionChecks.FROM_KEYS_READS.get() > fromKeys, "no item read with components from keys");
        assertTrue(ProcessorFuzzAdoptionChecks.ORDERED_QUERIES.get() > ordered, "no query held to the values' order");
        assertTrue(ProcessorFuzzAdoptionChecks.FILTERED_QUERIES.get() > filtered, "no filterOnType query of a shared partition");
        assertTrue(ProcessorFuzzKeyMutations.FROM_KEYS_ONLY.get() > mutated, "no components-from-keys item under a mutated key");
    }
}
