package dev.keyway.processor;

import com.google.auto.service.AutoService;
import dev.keyway.processor.diagnostic.Diagnostics;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import dev.keyway.processor.model.Design;
import dev.keyway.processor.read.DesignReader;
import dev.keyway.processor.write.DesignOptions;
import dev.keyway.processor.write.GeneratedFile;
import dev.keyway.processor.write.Output;
import dev.keyway.processor.write.RepositoryIndexWriter;
import dev.keyway.processor.write.WriterPass;
import java.io.IOException;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.TypeElement;
import javax.tools.Diagnostic;

/**
 * Generates {@code XKeys}, {@code XSchema} and {@code XRepository} for every {@code @Entity}
 * record {@code X}, and a table class per table. Each round is read and validated completely into
 * one {@code Design} ({@code DesignReader}), then written in one pass ({@code WriterPass}); a
 * record with errors generates nothing, and an unexpected failure becomes an "internal error"
 * diagnostic on the record instead of crashing the compiler.
 */
@AutoService(Processor.class)
public final class KeywayProcessor extends AbstractProcessor {

    /** Entities waiting for a later round because a component type did not resolve yet. */
    private final Set<String> deferred = new LinkedHashSet<>();
    /** Every repository and item collection written, in any round: written once, when processing is over. */
    private final RepositoryIndexWriter repositoryIndex = new RepositoryIndexWriter();
    /** The canonical name of every Java source written, in any round: later rounds need not look into them. */
    private final Set<String> generatedSources = new HashSet<>();

    /** Keyway's annotations, as a pattern of supported annotation types. */
    static final String KEYWAY_ANNOTATIONS = "dev.keyway.annotations.*";

    /** Whether javac's tree API reads this compilation's sources: then KW087 can look into method bodies. */
    private boolean sourceTrees;
    /** Which design artifacts are written, and where: the processor options, read once. */
    private DesignOptions designOptions = DesignOptions.DEFAULT;

    @Override
    public synchronized void init(ProcessingEnvironment environment) {
        super.init(environment);
        sourceTrees = SourceTrees.available(environment);
        DesignOptions.Parsed parsed = DesignOptions.of(environment.getOptions());
        if (parsed instanceof DesignOptions.Refused refused) {
            // The compilation fails; no design artifact is written where the user did not ask.
            environment.getMessager().printMessage(Diagnostic.Kind.ERROR,
                    Message.INVALID_OPTION.format(refused.option(), refused.value(), refused.reason()));
            designOptions = new DesignOptions(Set.of(), new DesignOptions.ClassOutput());
        } else {
            designOptions = ((DesignOptions.Valid) parsed).options();
        }
    }

    /** The design artifacts' options ({@code DesignOptions}); javac warns of any other {@code -Akeyway...}. */
    @Override
    public Set<String> getSupportedOptions() {
        return Set.of(DesignOptions.FILES, DesignOptions.OUTPUT);
    }

    /**
     * Under javac's own processing environment every annotation, claiming none: javac runs a
     * processor only for the annotations it sees on types and members, and an {@code @Entity} on a
     * record declared in a method body is not among them, so it would be silently ignored in a
     * compilation with no other Keyway annotation (KW087 needs the processor to run, and javac's
     * tree API to see it). Under a build tool's wrapper of that environment (Gradle's incremental
     * compilation) the tree API is out of reach, so {@code "*"} would gain nothing and cost much:
     * Gradle treats an aggregating processor of {@code "*"} as reading every type of the
     * compilation and every annotation on it, {@code @Override} (source retention) included,
     * which forces a full recompilation. There, Keyway's own annotations.
     */
    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return processingEnv == null || sourceTrees ? Set.of("*") : Set.of(KEYWAY_ANNOTATIONS);
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        SourceRegistry sources = new SourceRegistry();
        Reporter reporter = new Reporter(new Diagnostics(processingEnv), sources);
        ModuleTypeLookup types = new ModuleTypeLookup(processingEnv.getElementUtils());
        if (round.processingOver()) {
            Output output = new Output(processingEnv.getFiler(), processingEnv.getElementUtils(), sources, types::exists,
                    new Design(List.of(), List.of()), generatedSources, designOptions.output());
            repositoryIndex.file().ifPresent(file -> writeIndex(output, reporter, file));
            return false;
        }
        Design design = new DesignReader(processingEnv, sources, reporter,
                (near, name) -> types.exists(sources.element(near), name), generatedSources)
                .read(round, annotations, deferred);
        if (design != null) {
            Output output = new Output(processingEnv.getFiler(), processingEnv.getElementUtils(), sources, types::exists,
                    design, generatedSources, designOptions.output());
            new WriterPass(output, reporter, repositoryIndex, designOptions).write(design);
        }
        return false;
    }

    private static void writeIndex(Output output, Reporter reporter, GeneratedFile index) {
        try {
            output.write(index, List.of());
        } catch (IOException | RuntimeException e) {
            reporter.internalError(RepositoryIndexWriter.RESOURCE, e);
        }
    }
}
