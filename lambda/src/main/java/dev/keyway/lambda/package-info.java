/**
 * AWS Lambda's DynamoDB stream events as Keyway's typed changes: {@link dev.keyway.lambda.LambdaStreamEvents}
 * converts a {@code DynamodbEvent} into the AWS SDK's stream records, which a table's generated
 * change type decodes, and runs a handler over a batch, answering with the partial batch failure
 * ({@code StreamsEventResponse}) that makes Lambda retry from the change that failed.
 */
package dev.keyway.lambda;
