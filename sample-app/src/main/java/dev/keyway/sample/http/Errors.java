package dev.keyway.sample.http;

import dev.keyway.runtime.ConditionFailedException;
import dev.keyway.runtime.InvalidAttributeValueException;
import dev.keyway.runtime.InvalidCursorException;
import dev.keyway.runtime.InvalidKeyValueException;
import dev.keyway.runtime.ItemAlreadyExistsException;
import dev.keyway.runtime.ItemTooLargeException;
import dev.keyway.runtime.TransactionCancelledException;
import dev.keyway.runtime.UniqueConstraintException;
import dev.keyway.runtime.VersionConflictException;
import dev.keyway.sample.service.ServiceException;
import java.io.PrintStream;

/**
 * Maps what a handler threw to an error reply {@code {"error": code, "message": ...}}: the
 * services' refusals by kind, Keyway's typed exceptions by what they mean to a client, and
 * anything else to a 500 whose details go to the log only.
 */
public final class Errors {

    /** The body of every error reply. */
    record Problem(String error, String message) {}

    private Errors() {
    }

    /** What the API answers for this exception: {@code 410 invitation_expired: invitation 'inv-2' expired at ...}. */
    public static String describe(RuntimeException thrown) {
        Reply reply = of(thrown, System.err);
        Problem problem = (Problem) reply.body();
        return reply.status() + " " + problem.error() + ": " + problem.message();
    }

    static Reply reply(int status, String code, String message) {
        return new Reply(status, new Problem(code, message));
    }

    static Reply of(Throwable thrown, PrintStream log) {
        if (thrown instanceof ServiceException refused) {
            return reply(status(refused.kind()), refused.code(), refused.getMessage());
        }
        if (thrown instanceof UniqueConstraintException taken) {
            return reply(409, "duplicate_" + taken.component(), taken.component() + " '" + taken.value() + "' is taken");
        }
        if (thrown instanceof InvalidCursorException cursor) {
            return reply(400, "invalid_cursor", "the cursor does not continue this list: " + cursor.getMessage());
        }
        if (thrown instanceof InvalidKeyValueException key) {
            return reply(400, "validation_failed", key.component() + ": " + key.getMessage());
        }
        if (thrown instanceof InvalidAttributeValueException || thrown instanceof ItemTooLargeException) {
            return reply(400, "validation_failed", thrown.getMessage());
        }
        if (thrown instanceof ItemAlreadyExistsException
                || thrown instanceof VersionConflictException
                || thrown instanceof ConditionFailedException
                || thrown instanceof TransactionCancelledException) {
            return reply(409, "conflict", thrown.getMessage());
        }
        log.println("500 internal error:");
        thrown.printStackTrace(log);
        return reply(500, "internal_error", "the server failed; see its log");
    }

    private static int status(ServiceException.Kind kind) {
        return switch (kind) {
            case INVALID -> 400;
            case UNAUTHORIZED -> 401;
            case FORBIDDEN -> 403;
            case NOT_FOUND -> 404;
            case CONFLICT -> 409;
            case GONE -> 410;
        };
    }
}
