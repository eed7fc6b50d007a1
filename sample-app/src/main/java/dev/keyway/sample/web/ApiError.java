package dev.keyway.sample.web;

import dev.keyway.runtime.exception.ConditionFailedException;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.exception.InvalidCursorException;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.ItemAlreadyExistsException;
import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.exception.TransactionFailedException;
import dev.keyway.runtime.exception.UniqueConstraintException;
import dev.keyway.runtime.exception.VersionConflictException;
import dev.keyway.sample.service.ServiceException;

/**
 * What the API answers for a refusal: an HTTP status, a stable code for clients
 * ({@code "user_not_found"}) and a message for people. The services' refusals map by kind,
 * Keyway's typed exceptions by what they mean to a client; anything else is a 500.
 *
 * @param status  the HTTP status
 * @param code    the {@code error} member of the reply
 * @param message the {@code message} (and {@code detail}) member of the reply
 */
public record ApiError(int status, String code, String message) {

    /** The reply to anything unexpected; its details go to the log only. */
    public static final ApiError INTERNAL = new ApiError(500, "internal_error", "the server failed; see its log");

    /** The error for this exception; {@link #INTERNAL} for anything that is not a known refusal. */
    public static ApiError of(Throwable thrown) {
        if (thrown instanceof ServiceException refused) {
            return new ApiError(status(refused.kind()), refused.code(), refused.getMessage());
        }
        if (thrown instanceof UniqueConstraintException taken) {
            return new ApiError(409, "duplicate_" + taken.component(), taken.component() + " '" + taken.value() + "' is taken");
        }
        if (thrown instanceof InvalidCursorException cursor) {
            return new ApiError(400, "invalid_cursor", "the cursor does not continue this list: " + cursor.getMessage());
        }
        if (thrown instanceof InvalidKeyValueException key) {
            return new ApiError(400, "validation_failed", key.component() + ": " + key.getMessage());
        }
        if (thrown instanceof InvalidAttributeValueException || thrown instanceof ItemTooLargeException) {
            return new ApiError(400, "validation_failed", thrown.getMessage());
        }
        if (thrown instanceof ItemAlreadyExistsException || thrown instanceof VersionConflictException
                || thrown instanceof ConditionFailedException || thrown instanceof TransactionFailedException) {
            return new ApiError(409, "conflict", thrown.getMessage());
        }
        return INTERNAL;
    }

    /** A 400 {@code validation_failed} naming the field: {@code "limit: must be a whole number"}. */
    public static ApiError invalid(String field, String problem) {
        return new ApiError(400, "validation_failed", field + ": " + problem);
    }

    /** As the demo prints it: {@code 410 invitation_expired: invitation 'inv-2' expired at ...}. */
    public String describe() {
        return status + " " + code + ": " + message;
    }

    private static int status(ServiceException.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case UNAUTHORIZED -> 401;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case GONE -> 410;
            case TOO_LARGE -> 413;
            case UNAVAILABLE -> 503;
        };
    }
}
