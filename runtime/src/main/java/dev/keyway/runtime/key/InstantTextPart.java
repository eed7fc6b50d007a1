package dev.keyway.runtime.key;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/**
 * An {@code Instant} component written as ISO-8601 text in UTC, as code outside Keyway often keys
 * by time ({@code @KeyFormat(precision = ...)}):
 *
 * <ul>
 *   <li>a fixed precision, {@code 2024-05-01T10:00:00Z} (seconds), {@code 2024-05-01T10:00:00.000Z}
 *       (milliseconds), six or nine fraction digits: every text has one width, so keys sort as
 *       time does and queries offer ranges and descending order. A value with a finer fraction
 *       than the precision, or outside the years 0000 to 9999, is refused, never rounded: two
 *       values must never be one key;
 *   <li>the variable precision of {@link Instant#toString()} ({@code ...:00Z}, {@code ...:00.500Z}):
 *       equality only, since {@code Z} sorts after {@code .} and texts differ in width.
 * </ul>
 *
 * <p>{@link #decode} reads back only text this part writes for the value it holds, so a key in
 * another form ({@code +02:00}, {@code .5Z} in a millisecond key, lower-case {@code z}) is an
 * {@link InvalidKeyValueException}, never a guessed instant. Generated code builds these through
 * {@link #fixed} and {@link #variable}; neither issues a request.
 */
public final class InstantTextPart extends KeyPart<Instant> {

    /** {@link #fractionDigits} of the variable precision. */
    private static final int VARIABLE = -1;
    private static final long MIN_SECOND = -62_167_219_200L; // 0000-01-01T00:00:00Z
    private static final long MAX_SECOND = 253_402_300_799L; // 9999-12-31T23:59:59Z

    private final int fractionDigits;

    private InstantTextPart(String entityType, String component, int fractionDigits) {
        super(entityType, component);
        this.fractionDigits = fractionDigits;
    }

    /**
     * An instant with exactly {@code fractionDigits} fraction digits: 0 (seconds), 3, 6 or 9.
     *
     * @throws IllegalArgumentException for another number of digits
     */
    @InternalApi
    public static InstantTextPart fixed(String entityType, String component, int fractionDigits) {
        if (fractionDigits != 0 && fractionDigits != 3 && fractionDigits != 6 && fractionDigits != 9) {
            throw new IllegalArgumentException("an ISO-8601 instant key has 0, 3, 6 or 9 fraction digits, not "
                    + fractionDigits);
        }
        return new InstantTextPart(entityType, component, fractionDigits);
    }

    /** An instant as {@link Instant#toString()} writes it: as many fraction digits as it needs. Not ordered. */
    @InternalApi
    public static InstantTextPart variable(String entityType, String component) {
        return new InstantTextPart(entityType, component, VARIABLE);
    }

    @Override
    public String encode(Instant value) {
        Instant instant = present(value);
        long seconds = instant.getEpochSecond();
        if (seconds < MIN_SECOND || seconds > MAX_SECOND) {
            throw new InvalidKeyValueException(entityType(), component(), instant + " is outside the years 0000 to 9999, "
                    + "which keys of fixed width hold", null);
        }
        if (fractionDigits == VARIABLE) {
            return instant.toString();
        }
        int nanos = instant.getNano();
        int unit = unit();
        if (nanos % unit != 0) {
            throw new InvalidKeyValueException(entityType(), component(), instant + " has a finer fraction of a second "
                    + "than the key's " + fractionDigits + " digits; truncate it first (Instant.truncatedTo), since a "
                    + "rounded key would be another value's", null);
        }
        String text = instant.toString(); // ISO-8601 in UTC, seconds always written: yyyy-MM-ddTHH:mm:ss[.f]Z
        StringBuilder out = new StringBuilder(30).append(text, 0, 19);
        if (fractionDigits > 0) {
            String fraction = Integer.toString(nanos / unit);
            out.append('.');
            for (int i = fraction.length(); i < fractionDigits; i++) {
                out.append('0');
            }
            out.append(fraction);
        }
        return out.append('Z').toString();
    }

    @Override
    public Instant decode(String text) {
        Instant value;
        try {
            value = Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw notWritten(text);
        }
        String again;
        try {
            again = encode(value);
        } catch (InvalidKeyValueException e) {
            throw notWritten(text);
        }
        if (!again.equals(text)) {
            throw notWritten(text);
        }
        return value;
    }

    /** Fixed precisions sort as time does; the variable one does not. */
    @Override
    public boolean orderedByValue() {
        return fractionDigits != VARIABLE;
    }

    /** The declared fraction digits (0, 3, 6 or 9), or -1 for the variable precision of {@link Instant#toString()}. */
    public int fractionDigits() {
        return fractionDigits;
    }

    private int unit() {
        return switch (fractionDigits) {
            case 0 -> 1_000_000_000;
            case 3 -> 1_000_000;
            case 6 -> 1_000;
            default -> 1;
        };
    }

    private InvalidKeyValueException notWritten(String text) {
        String form = fractionDigits == VARIABLE ? "as Instant.toString() writes an instant of the years 0000 to 9999"
                : fractionDigits == 0 ? "yyyy-MM-ddTHH:mm:ssZ"
                : "yyyy-MM-ddTHH:mm:ss." + "f".repeat(fractionDigits) + "Z";
        return new InvalidKeyValueException(entityType(), component(), "'" + text + "' is not an instant written " + form,
                null);
    }
}
