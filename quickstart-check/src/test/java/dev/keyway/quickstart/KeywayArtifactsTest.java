package dev.keyway.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The hermeticity checks, on a made-up reactor: a staged or used {@code dev.keyway} jar passes only when
 * it is byte for byte the one the module built, never one of an earlier install in a user's repository.
 */
class KeywayArtifactsTest {

    private static final String VERSION = "0.1.0-SNAPSHOT";

    @TempDir
    Path root;

    private Path staging;
    private Path userRepository;
    private ThisBuild build;

    @BeforeEach
    void aReactorWithOneModuleThatBuiltItsJar() throws IOException {
        write(root.resolve("pom.xml"), """
                <project><modelVersion>4.0.0</modelVersion><groupId>dev.keyway</groupId>
                  <artifactId>keyway-parent</artifactId><version>0.1.0-SNAPSHOT</version><packaging>pom</packaging>
                  <modules><module>runtime</module></modules>
                </project>
                """);
        write(root.resolve("runtime/pom.xml"), """
                <project><modelVersion>4.0.0</modelVersion>
                  <parent><groupId>dev.keyway</groupId><artifactId>keyway-parent</artifactId><version>0.1.0-SNAPSHOT</version></parent>
                  <artifactId>keyway-runtime</artifactId>
                </project>
                """);
        write(root.resolve("runtime/target/keyway-runtime-" + VERSION + ".jar"), "built by this build");
        staging = root.resolve("quickstart-check/target/quickstart-repository");
        userRepository = root.resolve("home/.m2/repository");
        build = ThisBuild.at(root);
    }

    @Test
    void theReactorsModulesAreFoundByTheirArtifactId() {
        assertEquals(root.resolve("runtime").toAbsolutePath().normalize(), build.module("keyway-runtime").orElseThrow());
        assertEquals(root.toAbsolutePath().normalize(), build.module("keyway-parent").orElseThrow());
        assertTrue(build.module("keyway-elsewhere").isEmpty());
    }

    @Test
    void stagedArtifactsIdenticalToThisBuildsPass() throws IOException {
        stage(staging, "built by this build");
        assertEquals(List.of(), KeywayArtifacts.stagedProblems(staging, build));
    }

    @Test
    void aStagedJarOfAnEarlierInstallFails() throws IOException {
        stage(staging, "installed last week");
        List<String> problems = KeywayArtifacts.stagedProblems(staging, build);
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).contains("is not the jar this build made"), problems::toString);
    }

    @Test
    void aStagedArtifactThatNoModuleMakesFails() throws IOException {
        stage(staging, "built by this build");
        write(staging.resolve("dev/keyway/keyway-gone/" + VERSION + "/keyway-gone-" + VERSION + ".jar"), "old");
        assertTrue(KeywayArtifacts.stagedProblems(staging, build).stream().anyMatch(p -> p.contains("no module of it is named keyway-gone")));
    }

    @Test
    void aStagedJarThatThisBuildDidNotMakeFails() throws IOException {
        stage(staging, "built by this build");
        Files.delete(root.resolve("runtime/target/keyway-runtime-" + VERSION + ".jar"));
        assertTrue(KeywayArtifacts.stagedProblems(staging, build).stream().anyMatch(p -> p.contains("was not made by this build")));
    }

    @Test
    void nothingStagedFails() throws IOException {
        assertTrue(KeywayArtifacts.stagedProblems(staging, build).get(0).contains("nothing of dev.keyway is staged"));
    }

    @Test
    void aStagedPomOtherThanTheModulesFails() throws IOException {
        stage(staging, "built by this build");
        write(staging.resolve("dev/keyway/keyway-runtime/" + VERSION + "/keyway-runtime-" + VERSION + ".pom"), "<project/>");
        assertTrue(KeywayArtifacts.stagedProblems(staging, build).stream().anyMatch(p -> p.contains("is not a POM of this build")));
    }

    @Test
    void aClasspathReadingTheUsersRepositoryFailsEvenWithTheSameBytes() throws IOException {
        Path fromUser = stage(userRepository, "built by this build");
        Path project = root.resolve("quickstart-check/target/quickstart");
        List<String> problems = KeywayArtifacts.classpathProblems(
                List.of(project.resolve("target/test-classes"), fromUser), staging, project, build);
        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).contains("not staged by this build"), problems::toString);
    }

    @Test
    void aClasspathReadingAModulesClassesFolderFails() {
        Path project = root.resolve("quickstart-check/target/quickstart");
        List<String> problems = KeywayArtifacts.classpathProblems(
                List.of(root.resolve("runtime/target/classes")), staging, project, build);
        assertEquals(1, problems.size(), problems::toString);
    }

    @Test
    void aClasspathOfStagedJarsOfThisBuildAndThirdPartyJarsPasses() throws IOException {
        Path staged = stage(staging, "built by this build");
        Path thirdParty = staging.resolve("software/amazon/awssdk/dynamodb/2.54.15/dynamodb-2.54.15.jar");
        Path project = root.resolve("quickstart-check/target/quickstart");
        assertEquals(List.of(), KeywayArtifacts.classpathProblems(
                List.of(project.resolve("target/classes"), staged, thirdParty), staging, project, build));
    }

    @Test
    void downloadsOfKeywayFilesAreFoundInTheLog() {
        String log = """
                [INFO] Downloading from central: https://repo.example/maven2/software/amazon/awssdk/bom/2.54.15/bom-2.54.15.pom
                [INFO] Downloading from corp: https://corp.example/snapshots/dev/keyway/keyway-runtime/0.1.0-SNAPSHOT/maven-metadata.xml
                """;
        assertEquals(1, KeywayArtifacts.downloadedKeywayFiles(log).size());
    }

    private static Path stage(Path repository, String content) throws IOException {
        Path jar = repository.resolve("dev/keyway/keyway-runtime/" + VERSION + "/keyway-runtime-" + VERSION + ".jar");
        write(jar, content);
        return jar;
    }

    private static void write(Path file, String content) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
    }
}
