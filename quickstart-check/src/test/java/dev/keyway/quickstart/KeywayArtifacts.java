package dev.keyway.quickstart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The hermeticity checks of the quick start: every {@code dev.keyway} file that the staging repository
 * holds, and every one the quick-start build put on its classpath, must be byte for byte a file this
 * build made. A jar of an earlier install (in the user's local repository, or left over from an earlier
 * run) differs: jars carry their build time. Each method returns the problems found, empty when none.
 */
final class KeywayArtifacts {

    private static final Path GROUP = Path.of("dev", "keyway");

    private KeywayArtifacts() {
    }

    /** The staged {@code dev.keyway} jars and POMs that are not this build's, or that nothing was staged. */
    static List<String> stagedProblems(Path repository, ThisBuild build) throws IOException {
        Path group = repository.resolve(GROUP);
        if (!Files.isDirectory(group)) {
            return List.of("nothing of dev.keyway is staged in " + repository
                    + " (was maven-invoker-plugin's install skipped?)");
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(group)) {
            files = walk.filter(Files::isRegularFile)
                    .filter(file -> file.toString().endsWith(".jar") || file.toString().endsWith(".pom"))
                    .sorted()
                    .toList();
        }
        List<String> problems = new ArrayList<>();
        int jars = 0;
        for (Path file : files) {
            String artifactId = file.getParent().getParent().getFileName().toString();
            String name = file.getFileName().toString();
            if (build.module(artifactId).isEmpty()) {
                problems.add(file + " is not an artifact of this build: no module of it is named " + artifactId);
            } else if (name.endsWith(".pom")) {
                if (build.poms(artifactId).stream().noneMatch(pom -> sameBytes(pom, file))) {
                    problems.add(file + " is not a POM of this build's module " + artifactId
                            + " (" + build.poms(artifactId).get(0) + ")");
                }
            } else {
                jars++;
                problems.addAll(jarProblem(file, artifactId, build).stream().toList());
            }
        }
        if (jars == 0) {
            problems.add("no dev.keyway jar is staged in " + repository);
        }
        return problems;
    }

    /**
     * The {@code dev.keyway} entries of a classpath that do not come from the staging repository or are
     * not byte for byte this build's jar: the user's repository, an older jar, a module's classes folder.
     * An entry is Keyway's when its name starts with {@code keyway-} (every artifactId of this build does)
     * or when it lies in this build's tree outside the quick-start project and the staging repository.
     */
    static List<String> classpathProblems(List<Path> classpath, Path repository, Path project, ThisBuild build) {
        Path staging = repository.toAbsolutePath().normalize();
        Path staged = staging.resolve(GROUP);
        Path own = project.toAbsolutePath().normalize();
        List<String> problems = new ArrayList<>();
        for (Path entry : classpath) {
            Path absolute = entry.toAbsolutePath().normalize();
            boolean keyway = absolute.getFileName().toString().startsWith("keyway-")
                    || absolute.startsWith(build.root()) && !absolute.startsWith(own) && !absolute.startsWith(staging);
            if (!keyway) {
                continue;
            }
            if (!absolute.startsWith(staged) || absolute.getNameCount() < staged.getNameCount() + 3) {
                problems.add(entry + " is on the quick start's classpath but not staged by this build in " + repository);
                continue;
            }
            String artifactId = absolute.getParent().getParent().getFileName().toString();
            problems.addAll(jarProblem(absolute, artifactId, build).stream().toList());
        }
        return problems;
    }

    /** The lines of a Maven log that fetched a {@code dev.keyway} file from a remote repository. */
    static List<String> downloadedKeywayFiles(String log) {
        return log.lines()
                .filter(line -> line.matches(".*Download(ing|ed) from .*/dev/keyway/.*"))
                .toList();
    }

    private static Optional<String> jarProblem(Path jar, String artifactId, ThisBuild build) {
        Optional<Path> built = build.builtFile(artifactId, jar.getFileName().toString());
        if (built.isEmpty()) {
            return Optional.of(jar + " is not an artifact of this build: no module of it is named " + artifactId);
        }
        if (!Files.isRegularFile(built.get())) {
            return Optional.of(jar + " was not made by this build: " + built.get() + " does not exist"
                    + " (run the whole reactor, e.g. mvn -B verify, not this module alone)");
        }
        if (!sameBytes(built.get(), jar)) {
            return Optional.of(jar + " is not the jar this build made (" + built.get() + "):"
                    + " it comes from an earlier install or build");
        }
        return Optional.empty();
    }

    private static boolean sameBytes(Path a, Path b) {
        try {
            return Files.isRegularFile(a) && Files.isRegularFile(b) && Files.mismatch(a, b) == -1;
        } catch (IOException e) {
            return false;
        }
    }
}
