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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's quick start, executed: its {@code pom.xml} and sources become a fresh project that
 * Maven builds with a private local repository, the staging repository this build filled
 * (maven-invoker-plugin's {@code install}), and Maven Central for anything else third-party. It never
 * reads the user's local repository, and it proves it: every {@code dev.keyway} jar staged, and every
 * one on the quick start's test classpath, must be byte for byte a jar this build made, and no
 * {@code dev.keyway} file may be downloaded. It fails unless the project's tests ran (more than zero)
 * and passed, so the README cannot drift from what works.
 */
class QuickStartIT {

    @Test
    void theReadmesQuickStartBuildsAndItsTestsPass() throws IOException, InterruptedException {
        Path readme = Path.of(property("quickstart.readme"));
        Path project = Path.of(property("quickstart.directory")).toAbsolutePath();
        Path repository = Path.of(property("quickstart.repository")).toAbsolutePath();
        Path userRepository = Path.of(property("quickstart.userRepository")).toAbsolutePath();
        ThisBuild build = ThisBuild.at(Path.of(property("quickstart.reactor")));
        assertNotEquals(userRepository.normalize(), repository.normalize(),
                "the staging repository must not be the user's local repository");

        Map<String, String> files = ReadmeQuickStart.files(Files.readString(readme));
        String pom = files.get("pom.xml");
        assertTrue(pom.contains("<keyway.version>" + property("quickstart.keywayVersion") + "</keyway.version>"),
                "the README's pom.xml names the Keyway version of this build, " + property("quickstart.keywayVersion"));
        assertTrue(pom.contains("<version>" + property("quickstart.awsSdkVersion") + "</version>"),
                "the README's pom.xml imports the AWS SDK BOM of this build, " + property("quickstart.awsSdkVersion"));
        assertTrue(pom.contains("<version>" + property("quickstart.junitVersion") + "</version>"),
                "the README's pom.xml uses the JUnit of this build, " + property("quickstart.junitVersion"));

        assertNoProblem("the staged dev.keyway artifacts are this build's", KeywayArtifacts.stagedProblems(repository, build));

        delete(project);
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path target = project.resolve(file.getKey());
            Files.createDirectories(target.getParent() == null ? project : target.getParent());
            Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
        }
        Path log = project.resolve("quickstart-build.log");
        String output = runMaven(project, repository, log);

        SurefireReports reports = SurefireReports.in(project.resolve("target/surefire-reports"));
        assertTrue(reports.tests() > 0, () -> "the quick start ran no test (" + log + "):\n" + tail(output));
        assertEquals(0, reports.failures() + reports.errors(), () -> "quick-start tests failed (" + log + "):\n" + tail(output));
        assertEquals(0, reports.skipped(), () -> "quick-start tests were skipped (" + log + ")");

        assertTrue(reports.classpath().stream().anyMatch(entry -> entry.getFileName().toString().startsWith("keyway-")),
                () -> "no dev.keyway jar on the quick start's recorded test classpath " + reports.classpath());
        assertNoProblem("the quick start's test classpath holds only this build's dev.keyway jars, from the staging repository",
                KeywayArtifacts.classpathProblems(reports.classpath(), repository, project, build));
        assertNoProblem("the quick-start build downloaded no dev.keyway file", KeywayArtifacts.downloadedKeywayFiles(output));
        assertNoProblem("the staged dev.keyway artifacts are still this build's after the quick-start build",
                KeywayArtifacts.stagedProblems(repository, build));
        System.out.println("Quick start from the README: " + reports.tests() + " tests ran and passed against this build's"
                + " artifacts only (" + project + ")");
    }

    /**
     * {@code mvn -B test} in the project, with the staging repository as its local repository and the
     * settings of the build that runs this test (so a mirror or proxy it needs for Maven Central applies).
     * {@code -nsu}: a staged snapshot is never replaced by one from a remote repository.
     */
    private static String runMaven(Path project, Path repository, Path log) throws IOException, InterruptedException {
        String mvn = Path.of(property("quickstart.mavenHome"), "bin", isWindows() ? "mvn.cmd" : "mvn").toString();
        List<String> command = new ArrayList<>(List.of(mvn, "-B", "-nsu"));
        if (String.valueOf(System.getProperty("quickstart.offline")).equals("offline=true")) { // mvn -o: stay offline
            command.add("-o");
        }
        settingsFile("quickstart.userSettings").ifPresent(file -> command.addAll(List.of("-s", file)));
        settingsFile("quickstart.globalSettings").ifPresent(file -> command.addAll(List.of("-gs", file)));
        command.add("-Dmaven.repo.local=" + repository);
        command.add("test");

        ProcessBuilder build = new ProcessBuilder(command)
                .directory(project.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        build.environment().put("JAVA_HOME", System.getProperty("java.home"));
        build.environment().remove("MAVEN_OPTS");
        build.environment().remove("MAVEN_ARGS");
        Process process = build.start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the quick-start build did not finish in 10 minutes; see " + log);
        }
        String output = Files.readString(log);
        assertEquals(0, process.exitValue(), () -> "the quick-start build failed (" + String.join(" ", command)
                + "; log " + log + "):\n" + tail(output));
        return output;
    }

    private static Optional<String> settingsFile(String name) {
        String value = System.getProperty(name);
        return value == null || value.isBlank() || !Files.isRegularFile(Path.of(value))
                ? Optional.empty()
                : Optional.of(Path.of(value).toAbsolutePath().toString());
    }

    private static void assertNoProblem(String expectation, List<String> problems) {
        assertTrue(problems.isEmpty(), () -> expectation + ", but:\n  " + String.join("\n  ", problems));
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("system property " + name + " is not set: run this test through Maven (mvn verify)");
        }
        return value;
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
