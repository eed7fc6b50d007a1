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
 * builds, load 12 to 17), wall clock: the quick start ({@code mvn test}, 2 tests) 15 s, the Spring Boot
 * application ({@code mvn package}, 3 tests, repackaging) 32 s, the Lambda handler ({@code mvn package},
 * 2 tests, shading) 18 s: 65 s for the three, with {@link dev.keyway.quickstart.ExampleBuild#SHORT_RUN_JVM}
 * for their Maven and test JVMs. Without those options they took 47 to 57 s, 76 to 116 s and 70 s (about
 * 3.5 minutes; 24, 49 and 30 s of CPU).
 */
package dev.keyway.quickstart;
