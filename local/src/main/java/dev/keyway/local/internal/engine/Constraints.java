package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Checks request members against the constraints of the service model and answers them as DynamoDB does:
 * {@code 1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint: Member must
 * have length greater than or equal to 3} (several joined by {@code ; }).
 */
final class Constraints {

    static final Pattern NAME = Pattern.compile("[a-zA-Z0-9_.-]+");

    private final List<String> errors = new ArrayList<>();

    Constraints notNull(Object value, String member) {
        if (value == null) {
            fail(null, member, "Member must not be null");
        }
        return this;
    }

    /** A table or index name: 3 to 255 characters of {@code [a-zA-Z0-9_.-]}. */
    Constraints name(String value, String member) {
        if (value == null) {
            return notNull(null, member);
        }
        if (value.length() < 3) {
            fail(value, member, "Member must have length greater than or equal to 3");
        }
        if (value.length() > 255) {
            fail(value, member, "Member must have length less than or equal to 255");
        }
        if (!NAME.matcher(value).matches()) {
            fail(value, member, "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
        }
        return this;
    }

    Constraints atLeast(Number value, long minimum, String member) {
        if (value != null && value.longValue() < minimum) {
            fail(value, member, "Member must have value greater than or equal to " + minimum);
        }
        return this;
    }

    Constraints atMost(Number value, long maximum, String member) {
        if (value != null && value.longValue() > maximum) {
            fail(value, member, "Member must have value less than or equal to " + maximum);
        }
        return this;
    }

    Constraints lengthBetween(Collection<?> value, int minimum, int maximum, String member) {
        if (value != null && value.size() < minimum) {
            fail(value, member, "Member must have length greater than or equal to " + minimum);
        }
        if (value != null && value.size() > maximum) {
            fail(value, member, "Member must have length less than or equal to " + maximum);
        }
        return this;
    }

    /** An enumeration given as its raw string; {@code null} passes (the member is optional). */
    Constraints oneOf(String value, String member, List<String> allowed) {
        if (value != null && !allowed.contains(value)) {
            fail(value, member, "Member must satisfy enum value set: [" + String.join(", ", allowed) + "]");
        }
        return this;
    }

    void fail(Object value, String member, String constraint) {
        errors.add("Value " + (value == null ? "null" : "'" + value + "'") + " at '" + member
                + "' failed to satisfy constraint: " + constraint);
    }

    /** Throws the collected errors, if any. */
    void check() {
        if (!errors.isEmpty()) {
            throw ServiceError.validation(errors.size() + " validation error" + (errors.size() > 1 ? "s" : "")
                    + " detected: " + String.join("; ", errors));
        }
    }

    /** Checks one optional enumeration member at once. */
    static void checkEnum(String value, String member, List<String> allowed) {
        new Constraints().oneOf(value, member, allowed).check();
    }
}
