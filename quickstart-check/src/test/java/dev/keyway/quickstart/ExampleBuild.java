package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * Builds one example project of the guide as a fresh project and fails unless its tests ran and passed
 * against this build's artifacts only. Its files become a folder of {@code quickstart.directory}; Maven
 * builds it with a private local repository, the staging repository this build filled
 * (maven-invoker-plugin's {@code install}), and with the user's settings plus the local repository of the
 * running build as the first remote repository, for releases (see {@link BuildRepositorySettings}), then
 * Maven Central. It proves that no {@code dev.keyway} artifact of an earlier install was used: every one
 * staged, and every one on the project's test classpath, must be byte for byte a jar this build made, and
 * no {@code dev.keyway} file may be downloaded.
 */
final class ExampleBuild {

    /**
     * JVM options for the examples' short-lived Maven and test JVMs: the C1 compiler only and the serial
     * collector. Measured on the Spring Boot example (2 shared cores): 47 s instead of 101 s, half the CPU.
     */
    static final String SHORT_RUN_JVM = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC";

    private final Path directory = Path.of(property("quickstart.directory")).toAbsolutePath();
    private final Path repository = Path.of(property("quickstart.repository")).toAbsolutePath();
    private final Path userRepository = Path.of(property("quickstart.userRepository")).toAbsolutePath();
    private final ThisBuild build;

    ExampleBuild() throws IOException {
        build = ThisBuild.at(Path.of(property("quickstart.reactor")));
    }

    /** The page at this path of the reactor, from its root. */
    static Path page(String path) {
        return Path.of(property("quickstart.reactor")).resolve(path);
    }

    /** A system property that Maven (failsafe) sets for the check. */
    static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("system property " + name + " is not set: run this test through Maven (mvn verify)");
        }
        return value;
    }

    /** Builds the project and checks it; returns what its surefire reports say. */
    SurefireReports check(ExampleProject example) throws IOException, InterruptedException {
        assertNotEquals(userRepository.normalize(), repository.normalize(),
                "the staging repository must not be the user's local repository");
        Map<String, String> files = GuideExamples.files(Files.readString(example.page()), example.name());
        String where = "the example " + example.name() + " of " + example.page();
        assertTrue(files.containsKey("pom.xml"), () -> where + " has no pom.xml: " + files.keySet());
        assertTrue(files.keySet().stream().anyMatch(path -> path.startsWith("src/main/java/")), () -> where + " has no main source");
        assertTrue(files.keySet().stream().anyMatch(path -> path.startsWith("src/test/java/")), () -> where + " has no test");
        String pom = files.get("pom.xml");
        example.versions().forEach((what, version) -> assertTrue(pom.contains(">" + version + "<"),
                () -> "the pom.xml of " + where + " names " + what + " of this build, " + version));

        assertNoProblem("the staged dev.keyway artifacts are this build's", KeywayArtifacts.stagedProblems(repository, build));

        Path project = directory.resolve(example.name());
        delete(project);
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path target = project.resolve(file.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
        }
        Path log = directory.resolve(example.name() + "-build.log");
        long start = System.nanoTime();
        String output = runMaven(example, project, log);
        long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);

        SurefireReports reports = SurefireReports.in(project.resolve("target/surefire-reports"));
        assertTrue(reports.tests() > 0, () -> where + " ran no test (" + log + "):\n" + tail(output));
        assertEquals(0, reports.failures() + reports.errors(), () -> "the tests of " + where + " failed (" + log + "):\n" + tail(output));
        assertEquals(0, reports.skipped(), () -> "tests of " + where + " were skipped (" + log + ")");
        for (String entry : example.packaged()) {
            assertTrue(holds(project, entry), () -> where + ": the build made no " + entry + " (" + log + ")");
        }

        assertTrue(reports.classpath().stream().anyMatch(entry -> entry.getFileName().toString().startsWith("keyway-")),
                () -> "no dev.keyway jar on the recorded test classpath of " + where + ": " + reports.classpath());
        assertNoProblem("the test classpath of " + where + " holds only this build's dev.keyway jars, from the staging repository",
                KeywayArtifacts.classpathProblems(reports.classpath(), repository, project, build));
        assertNoProblem("the build of " + where + " downloaded no dev.keyway file", KeywayArtifacts.downloadedKeywayFiles(output));
        assertNoProblem("the staged dev.keyway artifacts are still this build's after the build of " + where,
                KeywayArtifacts.stagedProblems(repository, build));
        long fromElsewhere = output.lines().filter(line -> line.contains("] Downloaded from ")
                && !line.contains("] Downloaded from " + BuildRepositorySettings.ID + ":")).count();
        System.out.println("Example " + example.name() + " from " + example.page().getFileName() + ": " + reports.tests()
                + " tests ran and passed against this build's artifacts only, mvn " + example.goal() + " in " + seconds + " s, "
                + fromElsewhere + " files downloaded from beyond this build's repository (" + project + ")");
        return reports;
    }

    /**
     * {@code mvn -B -nsu <goal>} in the project, with the staging repository as its local repository.
     * {@code -nsu}: a staged snapshot is never replaced by one from a remote repository. Under {@code mvn -o}
     * it stays offline, but reads the build's repository ({@code aether.offline.protocols=file}). Maven and
     * the tests' fork run with {@link #SHORT_RUN_JVM}, which changes how fast, not what, they run.
     */
    private String runMaven(ExampleProject example, Path project, Path log) throws IOException, InterruptedException {
        String mvn = Path.of(property("quickstart.mavenHome"), "bin", isWindows() ? "mvn.cmd" : "mvn").toString();
        List<String> command = new ArrayList<>(List.of(mvn, "-B", "-nsu"));
        if (String.valueOf(System.getProperty("quickstart.offline")).equals("offline=true")) {
            command.addAll(List.of("-o", "-Daether.offline.protocols=file"));
        }
        Path settings = BuildRepositorySettings.write(directory.resolve("settings.xml"),
                settingsFile("quickstart.userSettings"), userRepository);
        command.addAll(List.of("-s", settings.toString()));
        settingsFile("quickstart.globalSettings").ifPresent(file -> command.addAll(List.of("-gs", file.toString())));
        command.add("-Dmaven.repo.local=" + repository);
        command.add("-DargLine=" + SHORT_RUN_JVM);   // the tests' fork, unless the example's pom sets an argLine
        command.add(example.goal());

        ProcessBuilder process = new ProcessBuilder(command)
                .directory(project.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        process.environment().put("JAVA_HOME", System.getProperty("java.home"));
        process.environment().put("MAVEN_OPTS", SHORT_RUN_JVM);
        process.environment().remove("MAVEN_ARGS");
        Process running = process.start();
        if (!running.waitFor(10, TimeUnit.MINUTES)) {
            running.destroyForcibly();
            throw new AssertionError("the build of the example " + example.name() + " did not finish in 10 minutes; see " + log);
        }
        String output = Files.readString(log);
        assertEquals(0, running.exitValue(), () -> "the build of the example " + example.name() + " failed ("
                + String.join(" ", command) + "; log " + log + "):\n" + tail(output));
        return output;
    }

    private static boolean holds(Path project, String entry) throws IOException {
        String[] parts = entry.split("!", 2);
        Path jar = project.resolve(parts[0]);
        if (!Files.isRegularFile(jar)) {
            return false;
        }
        try (JarFile archive = new JarFile(jar.toFile())) {
            return archive.getEntry(parts[1]) != null;
        }
    }

    private static Optional<Path> settingsFile(String name) {
        String value = System.getProperty(name);
        return value == null || value.isBlank() || !Files.isRegularFile(Path.of(value))
                ? Optional.empty()
                : Optional.of(Path.of(value).toAbsolutePath());
    }

    private static void assertNoProblem(String expectation, List<String> problems) {
        assertTrue(problems.isEmpty(), () -> expectation + ", but:\n  " + String.join("\n  ", problems));
    }

    private static boolean isWindows() {
        return File.separatorChar == '\\';
    }

    private static String tail(String output) {
        List<String> lines = new ArrayList<>(output.lines().toList());
        return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
    }

    private static void delete(Path directory) throws IOException {
        if (!Files.exists(directory)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(directory)) {
            for (Path path : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
