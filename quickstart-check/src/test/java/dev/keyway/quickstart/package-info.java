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
 */
package dev.keyway.quickstart;
