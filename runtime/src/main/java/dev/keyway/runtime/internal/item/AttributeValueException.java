package dev.keyway.runtime.internal.item;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A value that cannot be converted to or from an {@code AttributeValue}, with the path inside
 * nested values where it happened ({@code lines[2].sku}); readers and writers turn it into the
 * public exception naming the entity and key.
 */
public final class AttributeValueException extends IllegalArgumentException {

    private final String path;
    private final String reason;

    private AttributeValueException(String path, String reason, Throwable cause) {
        super(path.isEmpty() ? reason : path + ": " + reason, cause);
        this.path = path;
        this.reason = reason;
    }

    /** A failure at the current value. */
    public static AttributeValueException of(String reason) {
        return new AttributeValueException("", reason, null);
    }

    /** The failure {@code cause}, seen one level up: {@code segment} is prepended to its path. */
    public static AttributeValueException at(String segment, RuntimeException cause) {
        if (cause instanceof AttributeValueException inner) {
            String path = inner.path.isEmpty() || inner.path.startsWith("[") ? segment + inner.path
                    : segment + "." + inner.path;
            return new AttributeValueException(path, inner.reason, inner.getCause());
        }
        String reason = cause.getMessage() == null ? cause.toString() : cause.getMessage();
        return new AttributeValueException(segment, reason, cause);
    }

    /** Where inside the value the failure is; empty for the value itself. */
    public String path() {
        return path;
    }

    /** What is wrong. */
    public String reason() {
        return reason;
    }

    /** A value of another type than the {@code expected} one ({@code "a string (S)"}). */
    static AttributeValueException mismatch(String expected, AttributeValue actual) {
        return of("expected " + expected + " but found " + describe(actual));
    }

    private static String describe(AttributeValue value) {
        return switch (value.type()) {
            case S -> "a string (S)";
            case N -> "a number (N)";
            case B -> "binary (B)";
            case BOOL -> "a boolean (BOOL)";
            case NUL -> "NULL";
            case L -> "a list (L)";
            case M -> "a map (M)";
            case SS -> "a string set (SS)";
            case NS -> "a number set (NS)";
            case BS -> "a binary set (BS)";
            default -> "an unknown type";
        };
    }
}
