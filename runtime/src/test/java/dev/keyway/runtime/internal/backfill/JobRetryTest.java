package dev.keyway.runtime.internal.backfill;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.exception.TransactionConflictException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.backfill.JobRetry.Verdict;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputExceededException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Issue #24, section 1: only an item's own failure is final for the item; throttling, 5xx answers,
 * timeouts, lost connections, conflicts and failures nothing can classify are sent again; an error
 * no retry mends, or an interrupt, stops the job.
 */
class JobRetryTest {

    private static DynamoDbException service(int status, String code) {
        return (DynamoDbException) DynamoDbException.builder().statusCode(status)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode(code).errorMessage(code).build()).build();
    }

    private static RequestFailedException typed(int status, String code) {
        return new RequestFailedException("Ticket", "Tickets", "UpdateItem", code, code, service(status, code));
    }

    private static TransactionCanceledException cancelled(String... codes) {
        return TransactionCanceledException.builder().statusCode(400)
                .cancellationReasons(java.util.Arrays.stream(codes)
                        .map(code -> CancellationReason.builder().code(code).build()).toList()).build();
    }

    @Test
    void anItemsOwnFailureIsFinalForTheItem() {
        assertEquals(Verdict.ITEM, JobRetry.verdict(new ItemDecodeException("Ticket", "PK=T#1", "priority", "no", null)));
        assertEquals(Verdict.ITEM, JobRetry.verdict(typed(400, "ValidationException")));
        assertEquals(Verdict.ITEM, JobRetry.verdict(service(400, "ValidationException")));
        assertEquals(Verdict.ITEM, JobRetry.verdict(new UniqueConstraintException("Member", "email", "a@b", null)));
        assertEquals(Verdict.ITEM, JobRetry.verdict(new KeywayException("cancelled",
                cancelled("None", "ValidationError"))));
    }

    @Test
    void whatIsNotTheItemsIsSentAgain() {
        assertEquals(Verdict.RETRY, JobRetry.verdict(typed(503, "ServiceUnavailable")), "the finding: a 503");
        assertEquals(Verdict.RETRY, JobRetry.verdict(typed(500, "InternalServerError")));
        assertEquals(Verdict.RETRY, JobRetry.verdict(ProvisionedThroughputExceededException.builder().statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ProvisionedThroughputExceededException").build())
                .build()));
        assertEquals(Verdict.RETRY, JobRetry.verdict(typed(400, "ThrottlingException")));
        assertEquals(Verdict.RETRY, JobRetry.verdict(SdkClientException.create("connection reset")));
        assertEquals(Verdict.RETRY, JobRetry.verdict(ApiCallAttemptTimeoutException.create(100)));
        assertEquals(Verdict.RETRY, JobRetry.verdict(new TransactionConflictException("Member", "PK=ORG#a",
                cancelled("TransactionConflict", "None"))));
        assertEquals(Verdict.RETRY, JobRetry.verdict(new IllegalStateException("nobody knows")), "cannot classify");
    }

    @Test
    void whatNoRetryMendsStopsTheJob() {
        assertEquals(Verdict.STOP, JobRetry.verdict(typed(400, "AccessDeniedException")));
        assertEquals(Verdict.STOP, JobRetry.verdict(ResourceNotFoundException.builder().statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("ResourceNotFoundException").build()).build()));
        assertEquals(Verdict.STOP, JobRetry.verdict(AbortedException.create("interrupted")));
        assertEquals(Verdict.STOP, JobRetry.verdict(new KeywayException("interrupted", new InterruptedException())));
    }

    @Test
    void pausesDoubleUpToTheirLimit() {
        JobRetry retry = JobRetry.defaults();
        assertEquals(8, retry.attempts());
        assertEquals(Duration.ofMillis(200), retry.delayAfter(1));
        assertEquals(Duration.ofMillis(400), retry.delayAfter(2));
        assertEquals(Duration.ofMillis(6400), retry.delayAfter(6));
        assertEquals(Duration.ofSeconds(10), retry.delayAfter(7));
        assertEquals(Duration.ofSeconds(10), retry.delayAfter(1000));
        assertThrows(IllegalArgumentException.class, () -> new JobRetry(0, Duration.ZERO));
        assertThrows(IllegalArgumentException.class, () -> new JobRetry(1, Duration.ofMillis(-1)));
    }
}
