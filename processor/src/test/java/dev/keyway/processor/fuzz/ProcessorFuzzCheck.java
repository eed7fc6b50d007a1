package dev.keyway.processor.fuzz;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import dev.keyway.processor.KeywayProcessor;
import dev.keyway.processor.support.DiagnosticSources;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;

/**
 * Compiles fuzz variants with the Keyway processor, several in one compilation where they
 * cannot interact (each in its own package, with tables of distinct names), and checks each
 * variant's share of the result:
 *
 * <ol>
 *   <li>nothing escapes the processor (compile-testing rethrows it) and no error is KW099;</li>
 *   <li>every error is Keyway's ({@code [KW0..]}) or javac's in an input source; an error in a
 *       generated source is allowed only when javac also found the variant's input itself invalid
 *       (generated code may then use what is broken); an error in no source is never allowed;</li>
 *   <li>a variant without errors has {@code XKeys}, {@code XSchema} and {@code XRepository} for
 *       each entity.</li>
 * </ol>
 *
 * <p>javac is told to attribute and flow-analyse every source even after errors (by default it
 * stops before attribution once any error, Keyway's included, is reported), so that code
 * generated for the valid records of a variant with errors is checked too; and to stop after
 * flow analysis (no class files: every compile error is reported by then).
 */
final class ProcessorFuzzCheck {

    /** An annotation value naming a constant of a generated or missing class. */
    private static final java.util.regex.Pattern CONSTANT =
            java.util.regex.Pattern.compile("(Table|Schema|Keys|Missing\\w*)\\.[A-Z_]+");

    static final List<String> OPTIONS = List.of("-XDshould-stop.ifError=FLOW", "-XDshould-stop.ifNoError=FLOW");

    private ProcessorFuzzCheck() {
    }

    /** One design to compile: its package and, for reports, where it came from. */
    record Variant(int index, long seed, ProcessorFuzzDesign design, List<String> mutations, String packageName) {

        /** The variant's table names, or null if one is not a literal (then it is compiled alone). */
        Set<String> tables() {
            Set<String> tables = new HashSet<>();
            for (ProcessorFuzzDesign.Unit unit : design.allUnits()) {
                for (ProcessorFuzzDesign.Ann ann : unit.anns) {
                    if (ann.name.equals("Entity")) {
                        String table = ann.get("table") == null ? "" : ProcessorFuzzDesign.unquote(ann.get("table"));
                        if (table == null) {
                            return null;
                        }
                        tables.add(table);
                    }
                }
            }
            return tables;
        }

        /**
         * Compiled alone: a regression (a failing one would be compiled twice in a batch); a variant
         * in the unnamed package; one with a missing type (the processor then waits with every
         * entity of the round) or with annotation values that are constants of generated or
         * missing classes.
         */
        boolean alone() {
            return index < 0 || aloneToRun();
        }

        /**
         * Compiled alone to class files for the oracle (a regression may share that compilation:
         * it is accepted, so nothing is compiled twice): the unnamed package, a missing type, or
         * annotation values that are constants of generated or missing classes.
         */
        boolean aloneToRun() {
            return packageName.isEmpty() || tables() == null || design.allUnits().stream().anyMatch(unit ->
                    unit.comps.stream().anyMatch(comp -> comp.type.contains("Missing"))
                            || unit.anns.stream().anyMatch(ann -> ann.members.stream().anyMatch(member ->
                                    CONSTANT.matcher(member[1]).find())));
        }

        /** "variant 12", or "regression 3" for a design of the regression corpus (negative indexes). */
        String label() {
            return index < 0 ? "regression " + -index : "variant " + index;
        }

        String describe() {
            if (index < 0) {
                return label() + " (" + design.seed + ")";
            }
            return label() + " (seed design " + design.seed + ", variant seed " + seed + ": replay alone with -Dkeyway.fuzz.seed="
                    + seed + " -Dkeyway.fuzz.variants=1)\nmutations:\n  "
                    + String.join("\n  ", mutations);
        }
    }

    /** How one variant came out. */
    static final class Outcome {
        final Variant variant;
        final List<String> problems = new ArrayList<>();
        final List<String> errors = new ArrayList<>();
        boolean javacInputErrors;
        boolean keywayErrors;
        boolean batched;

        Outcome(Variant variant) {
            this.variant = variant;
        }

        boolean compiled() {
            return errors.isEmpty() && problems.isEmpty();
        }

        String describe() {
            StringBuilder out = new StringBuilder(variant.describe()).append("\nproblems:\n");
            problems.forEach(problem -> out.append("  ").append(problem).append('\n'));
            out.append("all errors of the variant:\n");
            errors.forEach(error -> out.append("  ").append(error).append('\n'));
            return out.append("source:\n").append(variant.design().describe(variant.packageName())).toString();
        }
    }

    /** Compiles the variants in one compilation and checks each; the outcomes in the variants' order. */
    static List<Outcome> check(List<Variant> variants) {
        Map<Variant, Outcome> outcomes = new LinkedHashMap<>();
        List<JavaFileObject> inputs = new ArrayList<>();
        Map<String, Outcome> byPackage = new LinkedHashMap<>();
        Set<String> inputUris = new HashSet<>();
        for (Variant variant : variants) {
            Outcome outcome = new Outcome(variant);
            outcome.batched = variants.size() > 1;
            outcomes.put(variant, outcome);
            byPackage.put(variant.packageName(), outcome);
            for (JavaFileObject file : variant.design().files(variant.packageName())) {
                inputs.add(file);
                inputUris.add(file.toUri().toString());
            }
        }
        Compilation compilation;
        try {
            compilation = Compiler.javac().withProcessors(new KeywayProcessor()).withOptions(OPTIONS).compile(inputs);
        } catch (Throwable e) { // compile-testing rethrows what escapes the processor, wrapped
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            outcomes.values().forEach(outcome -> outcome.problems.add("exception escaped the compilation: " + trace));
            return new ArrayList<>(outcomes.values());
        }

        // Attribute each error to its variant by the package directory of its file.
        List<Diagnostic<? extends JavaFileObject>> generatedErrors = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> error : compilation.errors()) {
            String described = DiagnosticSources.describe(error);
            Outcome outcome = error.getSource() == null ? null : owner(byPackage, error.getSource().toUri().getPath());
            if (outcome == null) {
                outcomes.values().forEach(each -> {
                    each.errors.add(described);
                    each.problems.add("error in no variant's source: " + described);
                });
                continue;
            }
            outcome.errors.add(described);
            String message = error.getMessage(Locale.ROOT);
            if (message.contains("[KW099]")) {
                outcome.problems.add("internal error: " + described);
            } else if (message.matches("(?s)\\[KW[0-9][0-9][0-9]\\].*")) {
                outcome.keywayErrors = true;
            } else if (inputUris.contains(error.getSource().toUri().toString())) {
                outcome.javacInputErrors = true;
            } else {
                generatedErrors.add(error);
            }
        }
        for (Diagnostic<? extends JavaFileObject> error : generatedErrors) {
            Outcome outcome = owner(byPackage, error.getSource().toUri().getPath());
            if (!outcome.javacInputErrors) {
                outcome.problems.add("error in generated code: " + DiagnosticSources.describe(error));
            }
        }

        Map<String, Set<String>> generated = generatedSources(compilation, byPackage);
        for (Outcome outcome : outcomes.values()) {
            if (!outcome.errors.isEmpty()) {
                continue;
            }
            Set<String> names = generated.getOrDefault(outcome.variant.packageName(), Set.of());
            for (ProcessorFuzzDesign.Unit entity : outcome.variant.design().entities()) {
                for (String suffix : DiagnosticSources.PER_ENTITY) {
                    if (!names.contains(entity.name + suffix)) {
                        outcome.problems.add("no errors, but no " + entity.name + suffix + " was generated; generated: "
                                + new TreeSet<>(names));
                    }
                }
            }
        }
        return new ArrayList<>(outcomes.values());
    }

    /** The outcome of the variant whose package directory holds the file, if any. */
    private static Outcome owner(Map<String, Outcome> byPackage, String path) {
        if (byPackage.size() == 1) {
            return byPackage.values().iterator().next();
        }
        if (path == null) {
            return null;
        }
        String rooted = "/" + path; // inputs are named "fuzz/v1/Order.java", generated files "/SOURCE_OUTPUT/fuzz/v1/..."
        for (Map.Entry<String, Outcome> entry : byPackage.entrySet()) {
            if (rooted.contains("/" + entry.getKey().replace('.', '/') + "/")) {
                return entry.getValue();
            }
        }
        return null;
    }

    /** Simple names of the generated source files, by variant package (failed compilations too). */
    @SuppressWarnings("unchecked")
    private static Map<String, Set<String>> generatedSources(Compilation compilation, Map<String, Outcome> byPackage) {
        List<JavaFileObject> files;
        try {
            Field field = Compilation.class.getDeclaredField("generatedFiles");
            field.setAccessible(true);
            files = (List<JavaFileObject>) field.get(compilation);
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new AssertionError("cannot read the generated files from this compile-testing version", e);
        }
        Map<String, Set<String>> names = new LinkedHashMap<>();
        for (JavaFileObject file : files) {
            if (file.getKind() != JavaFileObject.Kind.SOURCE) {
                continue;
            }
            String path = file.toUri().getPath();
            Outcome outcome = owner(byPackage, path);
            if (outcome != null) {
                String name = path.substring(path.lastIndexOf('/') + 1);
                names.computeIfAbsent(outcome.variant.packageName(), key -> new HashSet<>())
                        .add(name.substring(0, name.length() - ".java".length()));
            }
        }
        return names;
    }
}
