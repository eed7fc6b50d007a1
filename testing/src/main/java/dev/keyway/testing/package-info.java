/**
 * Test support that runs DynamoDB Local in-process or on a loopback port and hands JUnit 5 tests a
 * ready {@link software.amazon.awssdk.services.dynamodb.DynamoDbClient} against an empty database.
 *
 * <p>Start with {@link dev.keyway.testing.DynamoDbLocalExtension} in JUnit 5 tests, or use
 * {@link dev.keyway.testing.DynamoDbLocal} directly anywhere else. Add this module with {@code test}
 * scope: DynamoDB Local brings about 50 MB of dependencies.
 */
package dev.keyway.testing;
