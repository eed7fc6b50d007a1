package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.fault.FaultPlan;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * Every error type Keyway Local answers reaches the SDK as the exception class DynamoDB's answer gives
 * (API Reference, Common Errors and each operation's Errors section): the part of {@code __type} after
 * {@code #} is the error code.
 */
class ErrorMappingTest {

    private static final ThreadLocal<ServiceError> NEXT = new ThreadLocal<>();
    private static Router router;
    private static DynamoDbClient client;
    private static DynamoDbStreamsClient streams;

    @BeforeAll
    static void start() {
        OperationTable table = OperationTable.unanswered()
                .answer("GetItem", r -> {
                    throw NEXT.get();
                })
                .answer("GetRecords", r -> {
                    throw NEXT.get();
                });
        router = new Router(table, new FaultPlan(1));
        client = FakeTables.client(router, false);
        streams = FakeTables.streamsClient(router);
    }

    @AfterAll
    static void stop() {
        client.close();
        streams.close();
    }

    @ParameterizedTest(name = "{0} ({1}) is {2}")
    @CsvSource({
        "ValidationException, 400, DynamoDbException",
        "SerializationException, 400, DynamoDbException",
        "ResourceNotFoundException, 400, ResourceNotFoundException",
        "ResourceInUseException, 400, ResourceInUseException",
        "LimitExceededException, 400, LimitExceededException",
        "ConditionalCheckFailedException, 400, ConditionalCheckFailedException",
        "TransactionCanceledException, 400, TransactionCanceledException",
        "TransactionConflictException, 400, TransactionConflictException",
        "TransactionInProgressException, 400, TransactionInProgressException",
        "IdempotentParameterMismatchException, 400, IdempotentParameterMismatchException",
        "ItemCollectionSizeLimitExceededException, 400, ItemCollectionSizeLimitExceededException",
        "ProvisionedThroughputExceededException, 400, ProvisionedThroughputExceededException",
        "RequestLimitExceeded, 400, RequestLimitExceededException",
        "ThrottlingException, 400, ThrottlingException",
        "InternalServerError, 500, InternalServerErrorException",
        "ServiceUnavailable, 503, DynamoDbException",
    })
    void dynamodbErrors(String type, int status, String exceptionClass) {
        NEXT.set(new ServiceError(type, status, "because"));
        AwsServiceException thrown = assertThrows(AwsServiceException.class,
                () -> client.getItem(b -> b.tableName("T").key(Map.of("pk", AttributeValue.fromS("a")))));
        assertEquals(exceptionClass, thrown.getClass().getSimpleName());
        assertEquals(type, thrown.awsErrorDetails().errorCode());
        assertEquals(status, thrown.statusCode());
        assertEquals("because", thrown.awsErrorDetails().errorMessage());
    }

    @ParameterizedTest(name = "Streams: {0} is {1}")
    @CsvSource({
        "ExpiredIteratorException, ExpiredIteratorException",
        "TrimmedDataAccessException, TrimmedDataAccessException",
        "ResourceNotFoundException, ResourceNotFoundException",
        "LimitExceededException, LimitExceededException",
        "ValidationException, DynamoDbException",
    })
    void streamsErrors(String type, String exceptionClass) {
        NEXT.set(new ServiceError(type, 400, "because"));
        AwsServiceException thrown = assertThrows(AwsServiceException.class,
                () -> streams.getRecords(b -> b.shardIterator("it")));
        assertEquals(exceptionClass, thrown.getClass().getSimpleName());
        assertEquals(type, thrown.awsErrorDetails().errorCode());
    }
}
