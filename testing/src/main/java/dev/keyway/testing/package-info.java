/**
 * Test support on Keyway Local: {@link dev.keyway.testing.KeywayLocalExtension} hands JUnit 5 tests a ready
 * {@link software.amazon.awssdk.services.dynamodb.DynamoDbClient} against an empty database, Keyway Local
 * in-process or on a loopback port, or any endpoint named by {@code KEYWAY_TEST_ENDPOINT} (where only tables
 * created since the run started are ever deleted).
 *
 * <p>{@link dev.keyway.testing.TestDatabase} is the database itself, usable anywhere else, with Keyway Local's
 * faults and time-to-live sweep; {@link dev.keyway.testing.TableStreams} runs stream handlers in a test. Add
 * this module with {@code test} scope.
 */
package dev.keyway.testing;
