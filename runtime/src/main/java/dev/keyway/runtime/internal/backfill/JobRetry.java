package dev.keyway.runtime.internal.backfill;

import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.RequestFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.internal.write.TransactionItems;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.exception.SdkInterruptedException;
import software.amazon.awssdk.core.retry.RetryUtils;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.ItemCollectionSizeLimitExceededException;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * How a long-running job (a backfill, an adoption) treats a request that failed after the SDK's own
 * retries. Only a failure that is the item's own ends that item's attempts: the item does not
 * decode, a key cannot hold a value, DynamoDB refuses the item as invalid or too large, another
 * item holds one of its {@code @Unique} values. Every other failure (throttling, a 5xx answer, a
 * timeout, a lost connection, a transaction conflict, anything the SDK judges retryable or that
 * nothing can classify) is sent again after a pause, {@link #attempts()} times in all; a client
 * error that no retry can mend (access denied, a table that does not exist) stops the job at once,
 * as an interrupt does.
 *
 * <p>Pauses double from {@link #firstDelay()} up to {@value #MAX_DELAY_SECONDS} s, each drawn between
 * half and all of that (jitter, so that parallel segments do not retry in step).
 */
public final class JobRetry {

    /** What to do about a failure. */
    public enum Verdict {
        /** The item's own failure: final for that item, the job goes on. */
        ITEM,
        /** Not the item's: send the request again after a pause. */
        RETRY,
        /** Stop the job now: an interrupt, or an error no retry can mend. */
        STOP
    }

    /** The attempts in all of a job's request unless the job says otherwise. */
    public static final int DEFAULT_ATTEMPTS = 8;
    /** The first pause unless the job says otherwise. */
    public static final Duration DEFAULT_FIRST_DELAY = Duration.ofMillis(200);
    /** The longest pause, in seconds. */
    public static final int MAX_DELAY_SECONDS = 10;

    private static final String VALIDATION = "ValidationException";

    private final int attempts;
    private final Duration firstDelay;

    /**
     * A policy.
     *
     * @param attempts   the attempts of one request in all, at least 1 (1: never sent again)
     * @param firstDelay the pause after the first failed attempt, not negative
     */
    public JobRetry(int attempts, Duration firstDelay) {
        if (attempts < 1) {
            throw new IllegalArgumentException("attempts must be at least 1, was " + attempts);
        }
        if (firstDelay.isNegative()) {
            throw new IllegalArgumentException("the first delay must not be negative, was " + firstDelay);
        }
        this.attempts = attempts;
        this.firstDelay = firstDelay;
    }

    /** The policy by default: {@value #DEFAULT_ATTEMPTS} attempts, from 200 ms. */
    public static JobRetry defaults() {
        return new JobRetry(DEFAULT_ATTEMPTS, DEFAULT_FIRST_DELAY);
    }

    /** The attempts of one request in all. */
    public int attempts() {
        return attempts;
    }

    /** The pause after the first failed attempt. */
    public Duration firstDelay() {
        return firstDelay;
    }

    /** The longest pause before the next attempt after this many failed ones, jitter aside. */
    public Duration delayAfter(int failedAttempts) {
        Duration max = Duration.ofSeconds(MAX_DELAY_SECONDS);
        Duration delay = firstDelay;
        for (int i = 1; i < failedAttempts && delay.compareTo(max) < 0; i++) {
            delay = delay.multipliedBy(2);
        }
        return delay.compareTo(max) > 0 ? max : delay;
    }

    /**
     * Waits before the next attempt: between half and all of {@link #delayAfter}.
     *
     * @throws InterruptedException if the thread is interrupted meanwhile
     */
    public void pause(int failedAttempts) throws InterruptedException {
        long nanos = delayAfter(failedAttempts).toNanos();
        long jittered = nanos / 2 + (nanos > 1 ? ThreadLocalRandom.current().nextLong(nanos - nanos / 2) : 0);
        if (jittered > 0) {
            Thread.sleep(jittered / 1_000_000, (int) (jittered % 1_000_000));
        } else if (Thread.currentThread().isInterrupted()) {
            throw new InterruptedException();
        }
    }

    /** What a job does about a request's failure. */
    public static Verdict verdict(Throwable failure) {
        if (isInterruption(failure) || Thread.currentThread().isInterrupted()) {
            return Verdict.STOP;
        }
        if (failure instanceof ItemDecodeException || failure instanceof InvalidKeyValueException
                || failure instanceof ItemTooLargeException || failure instanceof InvalidAttributeValueException
                || failure instanceof UniqueConstraintException
                || failure instanceof RequestFailedException refused && VALIDATION.equals(refused.errorCode())) {
            return Verdict.ITEM;
        }
        TransactionCanceledException cancelled = find(failure, TransactionCanceledException.class);
        if (cancelled != null) { // an item refused as invalid is the item's; a conflict, a throttle is not
            boolean invalid = cancelled.hasCancellationReasons() && cancelled.cancellationReasons().stream()
                    .map(CancellationReason::code).anyMatch(TransactionItems.VALIDATION_ERROR::equals);
            return invalid ? Verdict.ITEM : Verdict.RETRY;
        }
        AwsServiceException service = find(failure, AwsServiceException.class);
        if (service == null) {
            return Verdict.RETRY; // a timeout, a lost connection, or a failure nothing can classify
        }
        if (service instanceof ItemCollectionSizeLimitExceededException
                || service.awsErrorDetails() != null && VALIDATION.equals(service.awsErrorDetails().errorCode())) {
            return Verdict.ITEM; // the item's partition is full, or DynamoDB finds the item invalid
        }
        boolean transientFailure = service.isThrottlingException() || service.statusCode() >= 500
                || service.statusCode() == 0 || service.retryable() || RetryUtils.isClockSkewException(service);
        return transientFailure ? Verdict.RETRY : Verdict.STOP;
    }

    /** Whether a failure comes from an interrupt: the SDK reports one as {@code AbortedException}. */
    public static boolean isInterruption(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof AbortedException || cause instanceof InterruptedException
                    || cause instanceof InterruptedIOException || cause instanceof SdkInterruptedException) {
                return true;
            }
        }
        return false;
    }

    private static <E extends Throwable> E find(Throwable failure, Class<E> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
            if (cause.getCause() == cause) {
                return null;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "JobRetry[" + attempts + " attempts, from " + firstDelay.toMillis() + " ms]";
    }
}
