package dev.keyway.benchmarks.processor;

import com.sun.source.util.JavacTask;
import com.sun.source.util.TaskEvent;
import com.sun.source.util.TaskListener;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.management.ManagementFactory;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.tools.JavaCompiler;
import javax.tools.StandardJavaFileManager;

/**
 * A warm compile that also reports where javac's time went, from its task events: for each kind
 * (parse, enter, annotation processing, each processor round, analyze, generate) the wall time
 * during which at least one event of that kind was open, and the process's CPU time over the
 * compile (the JIT's threads included). Annotation processing includes the rounds, javac's parsing
 * of the generated sources and its entering of every class again in each round; the rounds are the
 * processor's own calls. A measurement option of {@link ProcessorCost}: it does not change what is compiled.
 */
final class CompilePhases implements TaskListener {

    private final Map<TaskEvent.Kind, long[]> spans = new EnumMap<>(TaskEvent.Kind.class);

    private CompilePhases() {
    }

    /** Compiles {@code sources} with {@code options}, prints the phases under {@code label}; returns the wall time in ms. */
    static double compile(JavaCompiler compiler, List<String> options, List<String> sources, String label)
            throws IOException {
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        StringWriter log = new StringWriter();
        CompilePhases phases = new CompilePhases();
        long cpu = os.getProcessCpuTime();
        long start = System.nanoTime();
        boolean ok;
        try (StandardJavaFileManager files = compiler.getStandardFileManager(null, null, null)) {
            JavacTask task = (JavacTask) compiler.getTask(log, files, null, options, null,
                    files.getJavaFileObjectsFromStrings(sources));
            task.addTaskListener(phases);
            ok = task.call();
        }
        double ms = (System.nanoTime() - start) / 1e6;
        if (!ok) {
            throw new IllegalStateException("javac failed:\n" + log);
        }
        System.out.printf(Locale.ROOT, "    %s: wall %.0f ms, cpu %.0f ms;%s%n", label, ms,
                (os.getProcessCpuTime() - cpu) / 1e6, phases);
        return ms;
    }

    @Override
    public void started(TaskEvent event) {
        long[] span = spans.computeIfAbsent(event.getKind(), kind -> new long[3]);
        if (span[0]++ == 0) {
            span[1] = System.nanoTime();
        }
    }

    @Override
    public void finished(TaskEvent event) {
        long[] span = spans.computeIfAbsent(event.getKind(), kind -> new long[3]);
        if (--span[0] == 0) {
            span[2] += System.nanoTime() - span[1];
        }
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        spans.forEach((kind, span) -> text.append(' ').append(kind.name().toLowerCase(Locale.ROOT))
                .append(' ').append(span[2] / 1_000_000).append(" ms"));
        return text.toString();
    }
}
