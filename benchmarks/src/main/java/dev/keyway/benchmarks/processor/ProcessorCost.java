package dev.keyway.benchmarks.processor;

import dev.keyway.benchmarks.report.Stats;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;

/**
 * Processor cost: writes a project of 200 entity records (10 tables of 20 entities, each with a
 * partition and sort key template, a nested record, a list, a set, a map, an enum, and on every other
 * entity a GSI and its access pattern) and compiles it three ways: without the Keyway processor
 * (plain), with it, and, without the processor again, the records together with the sources the
 * processor generated, as if they had been written by hand. The third separates the cost of the
 * processor itself from the cost of compiling what it writes.
 *
 * <ul>
 *   <li><b>cold</b>: a fresh {@code javac} process per compile, as {@code mvn compile} (javac in a
 *       fresh JVM) does;</li>
 *   <li><b>warm</b>: {@code javax.tools.JavaCompiler} in this JVM after warm-up compiles, as a build
 *       daemon does.</li>
 * </ul>
 * Compiles alternate between the two configurations; medians of the repetitions.
 *
 * <p>The class path is that of an application using Keyway: the jars in {@code <classpath-dir>}
 * (annotations, runtime, AWS SDK).
 *
 * <p>Usage: {@code java -cp benchmarks.jar dev.keyway.benchmarks.processor.ProcessorCost
 * <keyway-processor.jar> <classpath-dir> [repetitions] [out.csv] [warm|cold|both]} (default: 3, warm)
 */
public final class ProcessorCost {

    static final int ENTITIES = 200;
    static final int PER_TABLE = 20;
    /**
     * With {@code -Dprocessorcost.phases=true}, each warm compile also prints where javac spent its
     * time ({@link CompilePhases}): parsing, entering, the processor's rounds, attribution, generation.
     */
    static final String PHASES = "processorcost.phases";

    private ProcessorCost() {
    }

    public static void main(String[] args) throws Exception {
        Path processorJar = Paths.get(args[0]).toAbsolutePath();
        Path classpathDir = Paths.get(args[1]).toAbsolutePath();
        int reps = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path csvOut = Paths.get(args.length > 3 ? args[3] : "processor.csv");
        String modes = args.length > 4 ? args[4] : "warm";
        boolean runCold = modes.equals("cold") || modes.equals("both");
        boolean runWarm = modes.equals("warm") || modes.equals("both");
        if (!Files.isRegularFile(processorJar)) {
            throw new IllegalArgumentException("no processor jar at " + processorJar);
        }
        List<String> jars = new ArrayList<>();
        try (Stream<Path> files = Files.list(classpathDir)) {
            files.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(p -> jars.add(p.toString()));
        }
        String classpath = String.join(java.io.File.pathSeparator, jars);
        Path work = Files.createTempDirectory("keyway-processor-cost");
        try {
            List<Path> sources = writeProject(work.resolve("src"));
            Path argfile = work.resolve("sources.txt");
            List<String> lines = new ArrayList<>();
            for (Path source : sources) {
                lines.add(source.toString());
            }
            Files.write(argfile, lines, StandardCharsets.UTF_8);
            System.out.println("processor cost: " + sources.size() + " source files ("
                    + sources.stream().filter(p -> p.getFileName().toString().startsWith("Entity")).count() + " entity records)");

            List<Double> coldPlain = new ArrayList<>();
            List<Double> coldKeyway = new ArrayList<>();
            List<Double> coldAsSource = new ArrayList<>();
            List<Double> warmPlain = new ArrayList<>();
            List<Double> warmKeyway = new ArrayList<>();
            List<Double> warmAsSource = new ArrayList<>();
            Path asSourceArgfile = work.resolve("sources-and-generated.txt");
            int[] generated = new int[1];
            long[] generatedSize = new long[2]; // lines and characters of the generated Java sources
            String javac = Paths.get(System.getProperty("java.home"), "bin", "javac").toString();
            // cold: one javac process per compile; round 0 is not measured (page cache)
            for (int rep = 0; runCold && rep <= reps; rep++) {
                double plain = cold(javac, work, rep, false, classpath, processorJar, argfile, null);
                double keyway = cold(javac, work, rep, true, classpath, processorJar, argfile, rep == 0 ? generated : null);
                if (generatedSize[0] == 0) {
                    measure(work.resolve("out-keyway").resolve("generated"), generatedSize);
                }
                keepGenerated(work, lines, asSourceArgfile);
                double asSource = cold(javac, work, rep, false, classpath, processorJar, asSourceArgfile, null);
                if (rep > 0) {
                    coldPlain.add(plain);
                    coldKeyway.add(keyway);
                    coldAsSource.add(asSource);
                }
                System.out.printf(Locale.ROOT, "  cold %s: plain %.0f ms, with processor %.0f ms, generated code as source %.0f ms%n",
                        rep == 0 ? "warm-up" : "#" + rep, plain, keyway, asSource);
            }
            // warm: in this JVM, after one unmeasured pair
            JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
            for (int rep = -1; runWarm && rep < reps; rep++) {
                double plain = warm(compiler, work, rep, false, classpath, processorJar, argfile);
                double keyway = warm(compiler, work, rep, true, classpath, processorJar, argfile);
                if (generated[0] == 0) {
                    generated[0] = count(work.resolve("out-keyway").resolve("generated"));
                }
                if (generatedSize[0] == 0) {
                    measure(work.resolve("out-keyway").resolve("generated"), generatedSize);
                }
                keepGenerated(work, lines, asSourceArgfile);
                double asSource = warm(compiler, work, rep, false, classpath, processorJar, asSourceArgfile);
                if (rep >= 0) {
                    warmPlain.add(plain);
                    warmKeyway.add(keyway);
                    warmAsSource.add(asSource);
                }
                System.out.printf(Locale.ROOT, "  warm %s: plain %.0f ms, with processor %.0f ms, generated code as source %.0f ms%n",
                        rep < 0 ? "warm-up" : "#" + (rep + 1), plain, keyway, asSource);
            }
            try (PrintWriter csv = new PrintWriter(Files.newBufferedWriter(csvOut, StandardCharsets.UTF_8))) {
                csv.println("mode,rep,plainMs,keywayMs,entities,generatedFiles,generatedAsSourceMs,generatedLines,generatedChars");
                for (int i = 0; i < coldPlain.size(); i++) {
                    csv.printf(Locale.ROOT, "cold,%d,%.1f,%.1f,%d,%d,%.1f,%d,%d%n", i + 1, coldPlain.get(i), coldKeyway.get(i),
                            ENTITIES, generated[0], coldAsSource.get(i), generatedSize[0], generatedSize[1]);
                }
                for (int i = 0; i < warmPlain.size(); i++) {
                    csv.printf(Locale.ROOT, "warm,%d,%.1f,%.1f,%d,%d,%.1f,%d,%d%n", i + 1, warmPlain.get(i), warmKeyway.get(i),
                            ENTITIES, generated[0], warmAsSource.get(i), generatedSize[0], generatedSize[1]);
                }
            }
            if (runCold) {
                System.out.printf(Locale.ROOT, "cold (fresh javac): plain %.0f ms, with processor %.0f ms: %.2fx;"
                                + " generated code as source %.0f ms: processor %.2fx of that%n",
                        Stats.median(coldPlain), Stats.median(coldKeyway), Stats.median(coldKeyway) / Stats.median(coldPlain),
                        Stats.median(coldAsSource), Stats.median(coldKeyway) / Stats.median(coldAsSource));
            }
            if (runWarm) {
                System.out.printf(Locale.ROOT, "warm (in-process):  plain %.0f ms, with processor %.0f ms: %.2fx;"
                                + " generated code as source %.0f ms: processor %.2fx of that%n",
                        Stats.median(warmPlain), Stats.median(warmKeyway), Stats.median(warmKeyway) / Stats.median(warmPlain),
                        Stats.median(warmAsSource), Stats.median(warmKeyway) / Stats.median(warmAsSource));
            }
            System.out.printf(Locale.ROOT, "generated: %d files, %,d lines (%.0f per entity), %,d characters (%.0f per entity)%n",
                    generated[0], generatedSize[0], generatedSize[0] / (double) ENTITIES, generatedSize[1],
                    generatedSize[1] / (double) ENTITIES);
            System.out.println("(medians of " + reps + "; written to " + csvOut + ")");
        } finally {
            deleteRecursively(work);
        }
    }

    /**
     * Once: copies the sources the processor generated out of its output directory, and writes an
     * argument file listing the records and those sources, to compile them without the processor.
     */
    private static void keepGenerated(Path work, List<String> recordSources, Path argfile) throws IOException {
        if (Files.exists(argfile)) {
            return;
        }
        Path from = work.resolve("out-keyway").resolve("generated");
        Path to = work.resolve("generated-as-source");
        List<String> lines = new ArrayList<>(recordSources);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                Path copy = to.resolve(from.relativize(file));
                Files.createDirectories(copy.getParent());
                Files.copy(file, copy);
                lines.add(copy.toString());
            }
        }
        Files.write(argfile, lines, StandardCharsets.UTF_8);
    }

    private static List<String> options(Path out, boolean processor, String classpath, Path processorJar) {
        List<String> options = new ArrayList<>(List.of("--release", "17", "-encoding", "UTF-8", "-nowarn",
                "-d", out.resolve("classes").toString(), "-cp", classpath));
        if (processor) {
            options.addAll(List.of("-processorpath", processorJar.toString(), "-s", out.resolve("generated").toString()));
        } else {
            options.add("-proc:none");
        }
        return options;
    }

    private static Path freshOutput(Path work, String name) throws IOException {
        Path out = work.resolve(name);
        deleteRecursively(out);
        Files.createDirectories(out.resolve("classes"));
        Files.createDirectories(out.resolve("generated"));
        return out;
    }

    private static double cold(String javac, Path work, int rep, boolean processor, String classpath, Path processorJar,
                               Path argfile, int[] generatedCount) throws IOException, InterruptedException {
        Path out = freshOutput(work, "out-" + (processor ? "keyway" : "plain"));
        List<String> command = new ArrayList<>();
        command.add(javac);
        command.addAll(options(out, processor, classpath, processorJar));
        command.add("@" + argfile);
        Path log = work.resolve("javac.log");
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        int exit = process.waitFor();
        double ms = (System.nanoTime() - start) / 1e6;
        if (exit != 0) {
            throw new IllegalStateException("javac failed:\n" + Files.readString(log));
        }
        if (generatedCount != null) {
            generatedCount[0] = count(out.resolve("generated"));
        }
        return ms;
    }

    /** The lines and characters of the Java sources under {@code dir}, into {@code size}. */
    private static void measure(Path dir, long[] size) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                size[0] += text.lines().count();
                size[1] += text.length();
            }
        }
    }

    private static int count(Path dir) throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return (int) files.filter(Files::isRegularFile).count();
        }
    }

    private static double warm(JavaCompiler compiler, Path work, int rep, boolean processor, String classpath,
                               Path processorJar, Path argfile) throws IOException {
        Path out = freshOutput(work, "out-" + (processor ? "keyway" : "plain"));
        List<String> arguments = new ArrayList<>(options(out, processor, classpath, processorJar));
        if (Boolean.getBoolean(PHASES)) {
            return CompilePhases.compile(compiler, arguments, Files.readAllLines(argfile, StandardCharsets.UTF_8),
                    (processor ? "with the processor" : argfile.getFileName().toString().contains("generated")
                            ? "generated code as source" : "plain") + (rep < 0 ? " (warm-up)" : ""));
        }
        arguments.add("@" + argfile);
        StringWriter log = new StringWriter();
        long start = System.nanoTime();
        int exit = compiler.run(null, new java.io.PrintStream(java.io.OutputStream.nullOutputStream()),
                new java.io.PrintStream(new java.io.OutputStream() {
                    @Override
                    public void write(int b) {
                        log.write(b);
                    }
                }, true), arguments.toArray(String[]::new));
        double ms = (System.nanoTime() - start) / 1e6;
        if (exit != 0) {
            throw new IllegalStateException("javac failed:\n" + log);
        }
        return ms;
    }

    /** Writes the 200-entity project; returns its source files. */
    static List<Path> writeProject(Path src) throws IOException {
        List<Path> files = new ArrayList<>();
        for (int table = 0; table < ENTITIES / PER_TABLE; table++) {
            String pkg = "dev.keyway.generated.t" + table;
            Path dir = src.resolve(pkg.replace('.', '/'));
            Files.createDirectories(dir);
            Path state = dir.resolve("State.java");
            Files.writeString(state, "package " + pkg + ";\n\npublic enum State { NEW, ACTIVE, SUSPENDED, CLOSED }\n");
            files.add(state);
            for (int i = 0; i < PER_TABLE; i++) {
                int n = table * PER_TABLE + i;
                Path file = dir.resolve("Entity" + n + ".java");
                Files.writeString(file, entity(pkg, table, n));
                files.add(file);
            }
        }
        return files;
    }

    static String entity(String pkg, int table, int n) {
        boolean gsi = n % 2 == 0;
        StringBuilder s = new StringBuilder();
        s.append("package ").append(pkg).append(";\n\n");
        s.append("import dev.keyway.annotations.AccessPattern;\n");
        s.append("import dev.keyway.annotations.Entity;\n");
        s.append("import dev.keyway.annotations.Gsi;\n");
        s.append("import dev.keyway.annotations.PartitionKey;\n");
        s.append("import dev.keyway.annotations.SortKey;\n");
        s.append("import java.math.BigDecimal;\n");
        s.append("import java.time.Instant;\n");
        s.append("import java.util.List;\n");
        s.append("import java.util.Map;\n");
        s.append("import java.util.Set;\n\n");
        s.append("/** Generated entity ").append(n).append(". */\n");
        s.append("@Entity(table = \"Table").append(table).append("\")\n");
        s.append("@PartitionKey(\"E").append(n).append("#<tenantId>\")\n");
        s.append("@SortKey(\"R").append(n).append("#<createdAt>#<id>\")\n");
        if (gsi) {
            s.append("@Gsi(index = \"GSI1\", partitionKey = \"E").append(n).append("S#<state>\", sortKey = \"<createdAt>\")\n");
        }
        s.append("@AccessPattern(name = \"byTenant\")\n");
        if (gsi) {
            s.append("@AccessPattern(name = \"byState\", index = \"GSI1\")\n");
        }
        s.append("public record Entity").append(n).append("(String tenantId, String id, Instant createdAt, State state,\n");
        s.append("        String name, int quantity, BigDecimal amount, boolean active, List<String> notes,\n");
        s.append("        Set<String> tags, Map<String, String> labels, Detail detail) {\n\n");
        s.append("    /** A nested record, stored as a map. */\n");
        s.append("    public record Detail(String code, long count, Instant at) {}\n");
        s.append("}\n");
        return s.toString();
    }

    static void deleteRecursively(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
