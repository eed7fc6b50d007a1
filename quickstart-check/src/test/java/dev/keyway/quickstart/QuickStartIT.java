package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The README's quick start, executed: its {@code pom.xml} and sources become a fresh project that
 * Maven builds with no network, resolving Keyway from the staging repository this build filled
 * (maven-invoker-plugin's {@code install}) and everything else from the user's local repository,
 * used read-only as the only remote. It fails unless the project's tests ran (more than zero) and
 * passed, so the README cannot drift from what works.
 */
class QuickStartIT {

    private static final Pattern COUNTS = Pattern.compile(
            "tests=\"(\\d+)\"|failures=\"(\\d+)\"|errors=\"(\\d+)\"|skipped=\"(\\d+)\"");

    @Test
    void theReadmesQuickStartBuildsAndItsTestsPass() throws IOException, InterruptedException {
        Path readme = Path.of(property("quickstart.readme"));
        Path project = Path.of(property("quickstart.directory"));
        Map<String, String> files = ReadmeQuickStart.files(Files.readString(readme));
        String pom = files.get("pom.xml");
        assertTrue(pom.contains("<keyway.version>" + property("quickstart.keywayVersion") + "</keyway.version>"),
                "the README's pom.xml names the Keyway version of this build, " + property("quickstart.keywayVersion"));
        assertTrue(pom.contains("<version>" + property("quickstart.awsSdkVersion") + "</version>"),
                "the README's pom.xml imports the AWS SDK BOM of this build, " + property("quickstart.awsSdkVersion"));
        assertTrue(pom.contains("<version>" + property("quickstart.junitVersion") + "</version>"),
                "the README's pom.xml uses the JUnit of this build, " + property("quickstart.junitVersion"));

        delete(project);
        for (Map.Entry<String, String> file : files.entrySet()) {
            Path target = project.resolve(file.getKey());
            Files.createDirectories(target.getParent() == null ? project : target.getParent());
            Files.writeString(target, file.getValue(), StandardCharsets.UTF_8);
        }
        Path settings = project.resolve("quickstart-settings.xml");
        Files.writeString(settings, settings(Path.of(property("quickstart.userRepository"))));

        Path log = project.resolve("quickstart-build.log");
        String mvn = Path.of(property("quickstart.mavenHome"), "bin", isWindows() ? "mvn.cmd" : "mvn").toString();
        ProcessBuilder build = new ProcessBuilder(mvn, "-B", "-s", settings.toString(),
                "-Dmaven.repo.local=" + Path.of(property("quickstart.repository")).toAbsolutePath(), "test")
                .directory(project.toFile())
                .redirectErrorStream(true)
                .redirectOutput(log.toFile());
        build.environment().put("JAVA_HOME", System.getProperty("java.home"));
        build.environment().remove("MAVEN_OPTS");
        Process process = build.start();
        if (!process.waitFor(10, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the quick-start build did not finish in 10 minutes; see " + log);
        }
        String output = Files.readString(log);
        assertEquals(0, process.exitValue(), () -> "the quick-start build failed (" + log + "):\n" + tail(output));

        int[] counts = surefireCounts(project.resolve("target/surefire-reports"));
        assertTrue(counts[0] > 0, () -> "the quick start ran no test (" + log + "):\n" + tail(output));
        assertEquals(0, counts[1] + counts[2], () -> "quick-start tests failed (" + log + "):\n" + tail(output));
        assertEquals(0, counts[3], () -> "quick-start tests were skipped (" + log + ")");
        System.out.println("Quick start from the README: " + counts[0] + " tests ran and passed (" + project + ")");
    }

    /** Tests, failures, errors and skipped, summed over the surefire reports. */
    private static int[] surefireCounts(Path reports) throws IOException {
        int[] counts = new int[4];
        if (!Files.isDirectory(reports)) {
            return counts;
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(reports)) {
            files = listing.filter(file -> file.getFileName().toString().matches("TEST-.*\\.xml")).toList();
        }
        for (Path file : files) {
            String xml = Files.readString(file);
            String suite = xml.substring(xml.indexOf("<testsuite"), xml.indexOf('>', xml.indexOf("<testsuite")));
            Matcher matcher = COUNTS.matcher(suite);
            while (matcher.find()) {
                for (int group = 1; group <= 4; group++) {
                    if (matcher.group(group) != null) {
                        counts[group - 1] += Integer.parseInt(matcher.group(group));
                    }
                }
            }
        }
        return counts;
    }

    /**
     * Settings whose only repository is the user's local one, read as {@code central}: no network.
     * It holds no checksum files, so checksums are not asked for; no snapshot comes from it.
     */
    private static String settings(Path userRepository) {
        String repository = """
                      <id>central</id>
                      <url>%s</url>
                      <releases><enabled>true</enabled><checksumPolicy>ignore</checksumPolicy></releases>
                      <snapshots><enabled>false</enabled></snapshots>
                """.formatted(userRepository.toAbsolutePath().toUri());
        return """
                <settings xmlns="http://maven.apache.org/SETTINGS/1.0.0">
                  <profiles>
                    <profile>
                      <id>this-machine</id>
                      <repositories><repository>
                %s      </repository></repositories>
                      <pluginRepositories><pluginRepository>
                %s      </pluginRepository></pluginRepositories>
                    </profile>
                  </profiles>
                  <activeProfiles><activeProfile>this-machine</activeProfile></activeProfiles>
                </settings>
                """.formatted(repository, repository);
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
