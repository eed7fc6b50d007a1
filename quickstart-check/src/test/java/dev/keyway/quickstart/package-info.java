/**
 * The check that the guide's complete example projects build and their tests pass against this build's
 * {@code dev.keyway} artifacts only: the Maven quick start ({@link dev.keyway.quickstart.QuickStartIT}), a
 * Spring Boot web application ({@link dev.keyway.quickstart.SpringBootExampleIT}) and a Lambda stream handler
 * ({@link dev.keyway.quickstart.LambdaExampleIT}), each taken from its page's marked code blocks
 * ({@link dev.keyway.quickstart.GuideExamples}) and built by {@link dev.keyway.quickstart.ExampleBuild}.
 *
 * <p>Third-party artifacts: the examples read them from the local repository of the build that runs the check,
 * as a remote repository for releases only ({@link dev.keyway.quickstart.BuildRepositorySettings}), and from
 * Maven Central only for what the reactor never resolved. That was decided over staging them with
 * invoker:install, which copies one module's dependencies at one version each (JUnit 5 for the quick start and
 * the Lambda example, JUnit 6 under Spring Boot 4) and no plugins; so a warm build needs no network, and
 * under {@code mvn -o} the examples build offline too.
 *
 * <p>What each adds to {@code mvn -B verify} on a warm repository (2026-11-29, 2 cores shared with four other
 * builds, load 12 to 16), wall clock and the CPU time of its Maven process and test fork: the quick start
 * ({@code mvn test}, 2 tests) 47 to 57 s, 24 s of CPU; the Spring Boot application ({@code mvn package},
 * 3 tests, repackaging) 76 to 116 s, 49 s of CPU; the Lambda handler ({@code mvn package}, 2 tests, shading)
 * 70 s, 30 s of CPU (its compile with the processor 20 s, tests 22 s, shading 9 s of that wall clock). The
 * three together: about 3.3 minutes on that shared machine, about 100 s of CPU, so well under 3 minutes on
 * two idle cores.
 */
package dev.keyway.quickstart;
