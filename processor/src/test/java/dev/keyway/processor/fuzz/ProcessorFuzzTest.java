package dev.keyway.processor.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.keyway.processor.KeywayProcessor;
import dev.keyway.processor.fuzz.ProcessorFuzzCheck.Outcome;
import dev.keyway.processor.fuzz.ProcessorFuzzCheck.Variant;
import dev.keyway.processor.support.DiagnosticSources;
import dev.keyway.processor.support.GeneratedClasses;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes the processor with many mutated variants of valid designs: {@link ProcessorFuzzSeeds}
 * mutated by {@link ProcessorFuzzMutator} with a seeded {@link Random}, several mutations per
 * variant, checked by {@link ProcessorFuzzCheck}: no exception escapes the processor, no internal
 * error (KW099), every error is Keyway's or javac's about the input (never one in generated code
 * of a variant whose input is valid Java), and a variant without errors has its generated classes.
 * The designs of {@link ProcessorFuzzSeeds#regressions()}, fixed bugs the fuzzer found, are checked
 * the same way first; {@code -Dkeyway.fuzz.openBugs=true} adds {@link ProcessorFuzzSeeds#openBugs()},
 * the found bugs that are still open (listed in the README). Every design accepted (no errors) is
 * then compiled to class files and run against Keyway Local by {@link ProcessorFuzzOracle}:
 * accepted means it works, so a design that fails there fails the test too.
 *
 * <p>Reproducible: {@code -Dkeyway.fuzz.seed=N} (a fixed seed by default; {@code random} picks and
 * prints one) and {@code -Dkeyway.fuzz.variants=N}; variant {@code i} uses seed {@code N + i}, so
 * {@code -Dkeyway.fuzz.seed=N+i -Dkeyway.fuzz.variants=1} replays it alone; {@code -Dkeyway.fuzz.verbose=true}
 * prints the oracle's time and requests per design. A failure lists every
 * failing design with its mutations and first problem, and describes the first
 * {@code -Dkeyway.fuzz.reported} (5) in full: errors and source. {@code -Dkeyway.fuzz.exclude=kind,...}
 * leaves mutation kinds out, to look past a known bug.
 */
class ProcessorFuzzTest {

    private static final long DEFAULT_SEED = 0x4b455957L;
    private static final int DEFAULT_VARIANTS = 80;

    /** Variants compiled together at most (each in its own package, with tables of distinct names). */
    private static final int BATCH = 5;

    /** Failing variants described in full in the failure message. */
    private static final int REPORTED = 5;

    /** The unmutated seeds compile without errors (all in one compilation, each in its own package) and generate their classes. */
    @Test
    void seedsCompileCleanly() {
        List<ProcessorFuzzDesign> seeds = ProcessorFuzzSeeds.all();
        List<JavaFileObject> files = new ArrayList<>();
        seeds.forEach(seed -> files.addAll(seed.files("seed." + seed.seed)));
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).compile(files);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(), () -> "the seeds do not compile:\n"
                + DiagnosticSources.errors(compilation));
        List<String> generated = DiagnosticSources.generatedNames(compilation);
        for (ProcessorFuzzDesign seed : seeds) {
            for (ProcessorFuzzDesign.Unit entity : seed.entities()) {
                for (String suffix : DiagnosticSources.PER_ENTITY) {
                    assertTrue(generated.contains(entity.name + suffix), () -> "seed " + seed.seed + ": no " + entity.name
                            + suffix + " in " + generated);
                }
            }
        }
    }

    @Test
    void mutatedDesignsNeverCrashNorGenerateBrokenCode() throws InterruptedException, ExecutionException {
        long seed = seed();
        int count = Integer.getInteger("keyway.fuzz.variants", DEFAULT_VARIANTS);
        List<ProcessorFuzzDesign> seeds = ProcessorFuzzSeeds.all();
        List<Variant> variants = new ArrayList<>();
        List<ProcessorFuzzDesign> regressions = new ArrayList<>(ProcessorFuzzSeeds.regressions());
        if (Boolean.getBoolean("keyway.fuzz.openBugs")) {
            regressions.addAll(ProcessorFuzzSeeds.openBugs());
        }
        for (int r = 0; r < regressions.size(); r++) {
            ProcessorFuzzDesign design = regressions.get(r);
            variants.add(new Variant(-1 - r, 0, design, List.of(design.seed),
                    design.seed.startsWith("unnamed-package") ? "" : "fuzz.r" + (r + 1)));
        }
        for (int i = 0; i < count; i++) {
            long variantSeed = seed + i;
            Random random = new Random(variantSeed);
            ProcessorFuzzDesign design = seeds.get(random.nextInt(seeds.size())).copy();
            List<String> mutations = new ArrayList<>(new ProcessorFuzzMutator(random).mutate(design, 1 + random.nextInt(3)));
            // Issue #24 §4: a table of legacy keys now and then, chosen by a generator of its own.
            mutations.addAll(ProcessorFuzzAdoption.maybeAdd(design, variantSeed, Long.toHexString(variantSeed)));
            // Now and then the unnamed package, where generated code has no package either.
            variants.add(new Variant(i, variantSeed, design, mutations, random.nextInt(25) == 0 ? "" : "fuzz.v" + i));
        }

        long started = System.nanoTime();
        List<List<Variant>> batches = batches(variants, Variant::alone);
        AtomicLong cpuNanos = new AtomicLong();
        List<Outcome> outcomes = run(batches, cpuNanos);
        long millis = (System.nanoTime() - started) / 1_000_000;
        long oracleStarted = System.nanoTime();
        OracleFigures oracle = exerciseAccepted(outcomes);
        long oracleMillis = (System.nanoTime() - oracleStarted) / 1_000_000;

        outcomes.sort(Comparator.comparingInt(outcome -> outcome.variant.index() < 0
                ? Integer.MIN_VALUE - outcome.variant.index() : outcome.variant.index()));
        List<Outcome> failed = outcomes.stream().filter(outcome -> !outcome.problems.isEmpty()).toList();
        long compiled = outcomes.stream().filter(outcome -> outcome.errors.isEmpty()).count();
        long keywayOnly = outcomes.stream().filter(o -> o.problems.isEmpty() && o.keywayErrors && !o.javacInputErrors).count();
        long javacInput = outcomes.stream().filter(o -> o.problems.isEmpty() && o.javacInputErrors).count();
        System.out.printf(Locale.ROOT, "ProcessorFuzzTest: seed %d, %d variants and %d regressions (%d compilations) "
                        + "in %d ms, %d ms of compiler cpu: %d accepted (no errors), %d with Keyway errors only, %d with javac "
                        + "errors in their input, %d failed%n", seed, count, regressions.size(), batches.size(), millis, cpuNanos.get() / 1_000_000, compiled,
                keywayOnly, javacInput, failed.size());
        System.out.printf(Locale.ROOT, "ProcessorFuzzTest: oracle: of %d variants, %d accepted, %d exercised against Keyway "
                        + "Local, %d not exercised, %d failed there; with the regressions, %d designs exercised, %d failed; "
                        + "%d ms (%d compilations), %d ms of cpu, %d requests%n",
                count, oracle.acceptedVariants, oracle.exercisedVariants, oracle.notExercisedVariants, oracle.failedVariants,
                oracle.exercised, oracle.failed, oracleMillis, oracle.compilations, oracle.cpuNanos.get() / 1_000_000,
                ProcessorFuzzOracle.REQUESTS.get());
        System.out.printf(Locale.ROOT, "ProcessorFuzzTest: oracle: %d items written by hand under non-canonical primary"
                        + " keys, %d of them held to every read path%n", ProcessorFuzzKeyMutations.WRITTEN.get(),
                ProcessorFuzzKeyMutations.EVERY_PATH.get());
        System.out.printf(Locale.ROOT, "ProcessorFuzzTest: oracle: issue #24 §4: %d variants with an adoption table, %d"
                        + " queries held to the order of padded numbers or instants, %d filterOnType queries of partitions"
                        + " shared with another type, %d items read with their components from their keys only, %d"
                        + " such items under non-canonical keys%n", adoptionVariants(variants),
                ProcessorFuzzAdoptionChecks.ORDERED_QUERIES.get(), ProcessorFuzzAdoptionChecks.FILTERED_QUERIES.get(),
                ProcessorFuzzAdoptionChecks.FROM_KEYS_READS.get(), ProcessorFuzzKeyMutations.FROM_KEYS_ONLY.get());
        System.out.printf(Locale.ROOT, "ProcessorFuzzTest: oracle: issue #26 §1: %d queries of @MultiAttributeGsi access"
                + " patterns, %d of item collections read from such an index%n",
                ProcessorFuzzOracleEntity.MULTI_ATTRIBUTE_QUERIES.get(),
                ProcessorFuzzOracleEntity.MULTI_ATTRIBUTE_COLLECTION_QUERIES.get());
        oracle.notExercised.forEach(reason -> System.out.println("ProcessorFuzzTest: oracle: not exercised: " + reason));
        if (!failed.isEmpty()) {
            StringBuilder report = new StringBuilder();
            report.append(failed.size()).append(" of ").append(variants.size())
                    .append(" designs broke the processor (-Dkeyway.fuzz.seed=").append(seed).append("):\n");
            for (Outcome outcome : failed) {
                report.append("  ").append(outcome.variant.label()).append(": ")
                        .append(String.join("; ", outcome.variant.mutations())).append("\n    -> ")
                        .append(outcome.problems.get(0).lines().findFirst().orElse("")).append("\n");
            }
            int reported = Integer.getInteger("keyway.fuzz.reported", REPORTED);
            failed.stream().limit(reported).forEach(outcome -> report.append("\n").append(outcome.describe()));
            fail(report.toString());
        }
    }

    /** The unmutated seeds, run against Keyway Local by the oracle: each works as the README says. */
    @Test
    void seedsWorkAgainstKeywayLocal() {
        List<Variant> seeds = new ArrayList<>();
        for (ProcessorFuzzDesign seed : ProcessorFuzzSeeds.all()) {
            seeds.add(new Variant(-1 - seeds.size(), 0, seed, List.of(seed.seed), "oracle." + seed.seed));
        }
        List<String> problems = new ArrayList<>();
        exercise(seeds).forEach((variant, verdict) -> {
            if (!verdict.works()) {
                problems.add("seed " + variant.design().seed + ": " + (verdict.problem() != null ? verdict.problem()
                        : "not exercised: " + verdict.notExercised()));
            }
        });
        assertTrue(problems.isEmpty(), () -> String.join("\n\n", problems));
    }

    /** 30 entities in 3 tables, with indexes, access patterns, collections and nested types: the processor scales. */
    @Test
    void largeDesignCompiles() {
        ProcessorFuzzDesign design = ProcessorFuzzSeeds.large(30, 3);
        long started = System.nanoTime();
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).compile(design.files("large"));
        long millis = (System.nanoTime() - started) / 1_000_000;
        System.out.printf(Locale.ROOT, "ProcessorFuzzTest: %d entities in 3 tables compiled in %d ms%n",
                design.entities().size(), millis);
        assertEquals(Compilation.Status.SUCCESS, compilation.status(),
                () -> DiagnosticSources.errors(compilation) + "\n" + design.describe("large"));
        List<String> generated = DiagnosticSources.generatedNames(compilation);
        for (ProcessorFuzzDesign.Unit entity : design.entities()) {
            for (String suffix : DiagnosticSources.PER_ENTITY) {
                assertTrue(generated.contains(entity.name + suffix), () -> "no " + entity.name + suffix + " in " + generated);
            }
        }
        for (String table : List.of("Large0Table", "Large1Table", "Large2Table", "Large0ItemsCollection",
                "Large1ItemsCollection", "Large2ItemsCollection")) {
            assertTrue(generated.contains(table), () -> "no " + table + " in " + generated);
        }
    }

    /** What the oracle did with the accepted designs. */
    private static final class OracleFigures {
        int accepted;
        int acceptedVariants;
        int exercised;
        int exercisedVariants;
        int failed;
        int failedVariants;
        int notExercisedVariants;
        int compilations;
        /** CPU time of the oracle's threads: compiling, and Keyway Local, which serves in-process on the calling thread. */
        final AtomicLong cpuNanos = new AtomicLong();
        final List<String> notExercised = new ArrayList<>();
    }

    /**
     * Compiles every accepted design to class files (several in one compilation, as for checking)
     * and runs {@link ProcessorFuzzOracle} on each, on every core; what fails there is added to
     * the variant's problems.
     */
    private static OracleFigures exerciseAccepted(List<Outcome> outcomes) throws InterruptedException, ExecutionException {
        Map<Variant, Outcome> accepted = new LinkedHashMap<>();
        outcomes.stream().filter(Outcome::compiled).forEach(outcome -> accepted.put(outcome.variant, outcome));
        OracleFigures figures = new OracleFigures();
        figures.accepted = accepted.size();
        figures.acceptedVariants = (int) accepted.keySet().stream().filter(variant -> variant.index() >= 0).count();
        List<List<Variant>> batches = batches(new ArrayList<>(accepted.keySet()), Variant::aloneToRun);
        figures.compilations = batches.size();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors())));
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (List<Variant> batch : batches) {
                futures.add(pool.submit(() -> {
                    long cpu = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
                    Map<Variant, ProcessorFuzzOracle.Verdict> verdicts = exercise(batch);
                    figures.cpuNanos.addAndGet(ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu);
                    for (Map.Entry<Variant, ProcessorFuzzOracle.Verdict> verdict : verdicts.entrySet()) {
                        Outcome outcome = accepted.get(verdict.getKey());
                        synchronized (figures) {
                            boolean variant = verdict.getKey().index() >= 0;
                            if (verdict.getValue().notExercised() != null) {
                                figures.notExercised.add(verdict.getKey().label() + ": " + verdict.getValue().notExercised());
                                figures.notExercisedVariants += variant ? 1 : 0;
                            } else {
                                figures.exercised++;
                                figures.exercisedVariants += variant ? 1 : 0;
                            }
                            if (verdict.getValue().problem() != null) {
                                figures.failed++;
                                figures.failedVariants += variant ? 1 : 0;
                                outcome.problems.add("accepted, but against Keyway Local: " + verdict.getValue().problem());
                            }
                        }
                    }
                }));
            }
            for (Future<?> future : futures) {
                future.get();
            }
        } finally {
            pool.shutdownNow();
        }
        return figures;
    }

    /** Compiles the accepted variants to class files and exercises each; a variant failing there is tried alone. */
    static Map<Variant, ProcessorFuzzOracle.Verdict> exercise(List<Variant> batch) {
        Map<Variant, ProcessorFuzzOracle.Verdict> verdicts = new LinkedHashMap<>();
        List<JavaFileObject> files = new ArrayList<>();
        batch.forEach(variant -> files.addAll(variant.design().files(variant.packageName())));
        long compileStarted = System.nanoTime();
        Compilation compilation = Compiler.javac().withProcessors(new KeywayProcessor()).compile(files);
        verbose("ProcessorFuzzTest: oracle: compiled %d designs to class files in %d ms%n", batch.size(),
                (System.nanoTime() - compileStarted) / 1_000_000);
        if (compilation.status() != Compilation.Status.SUCCESS) {
            if (batch.size() > 1) {
                batch.forEach(variant -> verdicts.putAll(exercise(List.of(variant))));
                return verdicts;
            }
            verdicts.put(batch.get(0), new ProcessorFuzzOracle.Verdict("accepted when checked, but compiling it to class "
                    + "files failed:\n" + DiagnosticSources.errors(compilation), null));
            return verdicts;
        }
        GeneratedClasses classes = GeneratedClasses.load(compilation);
        List<String> cloudFormation = classes.generatedTexts(".cfn.json");
        for (Variant variant : batch) {
            long started = System.nanoTime();
            long requests = ProcessorFuzzOracle.REQUESTS.get();
            verdicts.put(variant, ProcessorFuzzOracle.exercise(variant.design(), variant.packageName(), classes, cloudFormation));
            verbose("ProcessorFuzzTest: oracle: %s in %d ms, %d requests%n", variant.label(),
                    (System.nanoTime() - started) / 1_000_000, ProcessorFuzzOracle.REQUESTS.get() - requests);
        }
        return verdicts;
    }

    /** Groups variants that can share one compilation: disjoint table names, no missing types. */
    private static List<List<Variant>> batches(List<Variant> variants, java.util.function.Predicate<Variant> alone) {
        List<List<Variant>> batches = new ArrayList<>();
        List<List<Variant>> open = new ArrayList<>();
        List<Set<String>> openTables = new ArrayList<>();
        for (Variant variant : variants) {
            if (alone.test(variant)) {
                batches.add(List.of(variant));
                continue;
            }
            Set<String> tables = variant.tables();
            boolean placed = false;
            for (int i = 0; i < open.size() && !placed; i++) {
                if (open.get(i).size() < BATCH && tables.stream().noneMatch(openTables.get(i)::contains)) {
                    open.get(i).add(variant);
                    openTables.get(i).addAll(tables);
                    placed = true;
                }
            }
            if (!placed) {
                open.add(new ArrayList<>(List.of(variant)));
                openTables.add(new HashSet<>(tables));
            }
            for (int i = open.size() - 1; i >= 0; i--) {
                if (open.get(i).size() == BATCH) {
                    batches.add(open.remove(i));
                    openTables.remove(i);
                }
            }
        }
        batches.addAll(open);
        return batches;
    }

    /**
     * Checks the batches on every core. A variant with a problem in a batch is compiled again
     * alone, and that outcome counts: the report then shows only its own source.
     */
    private static List<Outcome> run(List<List<Variant>> batches, AtomicLong cpuNanos)
            throws InterruptedException, ExecutionException {
        ThreadMXBean cpuClock = ManagementFactory.getThreadMXBean();
        int threads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<List<Outcome>>> futures = new ArrayList<>();
            for (List<Variant> batch : batches) {
                futures.add(pool.submit(() -> {
                    long cpu = cpuClock.getCurrentThreadCpuTime();
                    List<Outcome> outcomes = new ArrayList<>();
                    for (Outcome outcome : ProcessorFuzzCheck.check(batch)) {
                        outcomes.add(outcome.problems.isEmpty() || !outcome.batched
                                ? outcome : ProcessorFuzzCheck.check(List.of(outcome.variant)).get(0));
                    }
                    cpuNanos.addAndGet(cpuClock.getCurrentThreadCpuTime() - cpu);
                    return outcomes;
                }));
            }
            List<Outcome> outcomes = new ArrayList<>();
            for (Future<List<Outcome>> future : futures) {
                outcomes.addAll(future.get());
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }

    /** Variants that gained an adoption table ({@link ProcessorFuzzAdoption}). */
    private static long adoptionVariants(List<Variant> variants) {
        return variants.stream().filter(variant -> variant.mutations().stream()
                .anyMatch(mutation -> mutation.startsWith("adoption table"))).count();
    }

    /** Timings per compilation and design, with {@code -Dkeyway.fuzz.verbose=true}. */
    private static void verbose(String format, Object... arguments) {
        if (Boolean.getBoolean("keyway.fuzz.verbose")) {
            System.out.printf(Locale.ROOT, format, arguments);
        }
    }

    private static long seed() {
        String property = System.getProperty("keyway.fuzz.seed");
        if (property == null || property.isBlank()) {
            return DEFAULT_SEED;
        }
        if (property.equals("random")) {
            long seed = new Random().nextLong();
            System.out.println("ProcessorFuzzTest: -Dkeyway.fuzz.seed=" + seed);
            return seed;
        }
        return Long.parseLong(property);
    }
}
