package dev.keyway.local.internal.stream;

import dev.keyway.local.internal.ServiceError;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The constraints the DynamoDB Streams model puts on request members (required, length, range, pattern,
 * enumeration), reported together the way the service's request validation does:
 * {@code 1 validation error detected: Value 'x' at 'limit' failed to satisfy constraint: ...}.
 */
final class ParameterChecks {

    private final List<String> violations = new ArrayList<>();

    /** A required member must be present. */
    ParameterChecks required(String member, Object value) {
        if (value == null) {
            violations.add("Value null at '" + member + "' failed to satisfy constraint: Member must not be null");
        }
        return this;
    }

    /** A string's length, when present, must lie between {@code min} and {@code max}. */
    ParameterChecks length(String member, String value, int min, int max) {
        if (value != null && value.length() < min) {
            violate(member, value, "Member must have length greater than or equal to " + min);
        } else if (value != null && value.length() > max) {
            violate(member, value, "Member must have length less than or equal to " + max);
        }
        return this;
    }

    /** A number, when present, must lie between {@code min} and {@code max}. */
    ParameterChecks range(String member, Integer value, int min, int max) {
        if (value != null && value < min) {
            violate(member, value, "Member must have value greater than or equal to " + min);
        } else if (value != null && value > max) {
            violate(member, value, "Member must have value less than or equal to " + max);
        }
        return this;
    }

    /** A string, when present, must match a pattern. */
    ParameterChecks pattern(String member, String value, Pattern pattern) {
        if (value != null && !pattern.matcher(value).matches()) {
            violate(member, value, "Member must satisfy regular expression pattern: " + pattern.pattern());
        }
        return this;
    }

    /** A string, when present, must be one of the enumeration's values. */
    ParameterChecks oneOf(String member, String value, Collection<String> allowed) {
        if (value != null && !allowed.contains(value)) {
            violate(member, value, "Member must satisfy enum value set: " + allowed);
        }
        return this;
    }

    /**
     * Throws the {@code ValidationException} listing every violation found, if any.
     *
     * @throws ServiceError when a constraint is violated
     */
    void throwIfViolated() {
        if (violations.isEmpty()) {
            return;
        }
        int count = violations.size();
        throw ServiceError.validation(count + " validation error" + (count == 1 ? "" : "s") + " detected: "
                + String.join("; ", violations));
    }

    private void violate(String member, Object value, String constraint) {
        violations.add("Value '" + value + "' at '" + member + "' failed to satisfy constraint: " + constraint);
    }
}
