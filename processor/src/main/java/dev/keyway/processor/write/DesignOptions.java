package dev.keyway.processor.write;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Which design artifacts the processor writes and where, from its {@code -A} options, read once
 * per compilation. Without options every artifact is written into the class output beside its
 * table class (so it ships inside the application's jar); {@value #FILES} chooses the artifacts
 * and {@value #OUTPUT} another place for them. Only the design artifacts move: generated code
 * and {@code META-INF/keyway/repositories}, which the application reads at run time, stay where
 * they are.
 *
 * @param written the artifacts written (empty: none)
 * @param output where they are written
 */
public record DesignOptions(Set<DesignArtifact> written, Destination output) {

    /** The option choosing the artifacts: {@code all}, {@code none} or a comma-separated list of their names. */
    public static final String FILES = "keyway.design";
    /** The option choosing where they go: {@code class-output}, {@code source-output} or an absolute directory. */
    public static final String OUTPUT = "keyway.design.output";

    /** Every artifact, in the class output: what a compilation without options writes. */
    public static final DesignOptions DEFAULT = new DesignOptions(EnumSet.allOf(DesignArtifact.class), new ClassOutput());

    public DesignOptions {
        written = written.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(written));
    }

    /** Where design artifacts are written. */
    public sealed interface Destination {
    }

    /** The class output, beside the compiled table class: inside the jar. */
    public record ClassOutput() implements Destination {
    }

    /** The generated-sources output (Maven's {@code target/generated-sources/annotations}): not in the jar. */
    public record SourceOutput() implements Destination {
    }

    /** A directory of the user's choice, in package directories as in the class output. */
    public record Directory(Path path) implements Destination {
    }

    /** The options, or the first value refused: which option, its value, and why. */
    public sealed interface Parsed {
    }

    /** Options read without fault. */
    public record Valid(DesignOptions options) implements Parsed {
    }

    /** A value refused: nothing of the design is written then, and the compilation fails. */
    public record Refused(String option, String value, String reason) implements Parsed {
    }

    /** Reads the two options from the processor's options (every {@code -Akey=value} of the compilation). */
    public static Parsed of(Map<String, String> options) {
        Object written = files(options.get(FILES));
        if (written instanceof Refused refused) {
            return refused;
        }
        Object output = output(options.get(OUTPUT));
        if (output instanceof Refused refused) {
            return refused;
        }
        @SuppressWarnings("unchecked")
        Set<DesignArtifact> artifacts = (Set<DesignArtifact>) written;
        return new Valid(new DesignOptions(artifacts, (Destination) output));
    }

    /** Whether the artifact is written. */
    public boolean writes(DesignArtifact artifact) {
        return written.contains(artifact);
    }

    private static Object files(String value) {
        if (value == null || value.strip().equalsIgnoreCase("all")) {
            return EnumSet.allOf(DesignArtifact.class);
        }
        if (value.strip().equalsIgnoreCase("none")) {
            return EnumSet.noneOf(DesignArtifact.class);
        }
        Set<DesignArtifact> artifacts = EnumSet.noneOf(DesignArtifact.class);
        for (String name : value.split(",", -1)) {
            Optional<DesignArtifact> artifact = artifact(name.strip());
            if (artifact.isEmpty()) {
                return new Refused(FILES, value, (name.isBlank() ? "an empty name" : "'" + name.strip() + "'")
                        + " is no design artifact. Write all, none, or a comma-separated list of "
                        + DesignArtifact.optionNames());
            }
            artifacts.add(artifact.get());
        }
        return artifacts;
    }

    private static Optional<DesignArtifact> artifact(String name) {
        for (DesignArtifact artifact : DesignArtifact.values()) {
            if (artifact.optionName().equals(name.toLowerCase(Locale.ROOT))) {
                return Optional.of(artifact);
            }
        }
        return Optional.empty();
    }

    private static Object output(String value) {
        if (value == null || value.strip().equals("class-output")) {
            return new ClassOutput();
        }
        if (value.strip().equals("source-output")) {
            return new SourceOutput();
        }
        String why = " Write class-output (the default: beside the table class, inside the jar), source-output"
                + " (beside the generated sources) or the absolute path of a directory, e.g."
                + " -A" + OUTPUT + "=${project.build.directory}/keyway-design";
        if (value.isBlank()) {
            return new Refused(OUTPUT, value, "no place is named." + why);
        }
        Path path;
        try {
            path = Path.of(value.strip());
        } catch (InvalidPathException e) {
            return new Refused(OUTPUT, value, "it is not a path (" + e.getReason() + ")." + why);
        }
        if (!path.isAbsolute()) {
            // The compiler's working directory is the build's, not the module's, in a multi-module build.
            return new Refused(OUTPUT, value, "a relative directory would depend on the compiler's working directory."
                    + why);
        }
        return new Directory(path.normalize());
    }
}
