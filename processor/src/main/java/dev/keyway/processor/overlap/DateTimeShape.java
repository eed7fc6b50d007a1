package dev.keyway.processor.overlap;

/**
 * {@code yyyy-MM-dd}, with {@code THH:mm:ss.nnnnnnnnn} and with {@code Z}: real dates of the years
 * 0000..9999; an instant as ISO-8601 text in UTC has 0, 3, 6 or 9 fraction digits ({@link #instant}).
 */
final class DateTimeShape extends Shape {
    static final DateTimeShape DATE = new DateTimeShape(10, 0);
    static final DateTimeShape DATE_TIME = new DateTimeShape(29, 9);
    static final DateTimeShape INSTANT = new DateTimeShape(30, 9);

    private final int length;
    /** Where the fraction's '.' is (19), or -1 without a fraction. */
    private final int dot;
    /** Where the zone's 'Z' is (the last position), or -1 for local date-times and dates. */
    private final int zone;

    private DateTimeShape(int length, int fractionDigits) {
        this.length = length;
        this.dot = length > 10 && fractionDigits > 0 ? 19 : -1;
        this.zone = length == 20 + (fractionDigits > 0 ? fractionDigits + 1 : 0) ? length - 1 : -1;
    }

    /** An instant in UTC with that many fraction digits (0, 3, 6 or 9): {@code yyyy-MM-ddTHH:mm:ss[.f]Z}. */
    static DateTimeShape instant(int fractionDigits) {
        return new DateTimeShape(20 + (fractionDigits > 0 ? fractionDigits + 1 : 0), fractionDigits);
    }

    /** At {@code position}, with what the following characters depend on. */
    private record At(int position, int info) {
    }

    @Override
    Object start() {
        return new At(0, 0);
    }

    @Override
    Object step(Object state, char c) {
        At at = (At) state;
        int p = at.position();
        int info = at.info();
        if (p >= length) {
            return null;
        }
        int d = c - '0';
        boolean isDigit = digit(c);
        switch (p) {
            case 0, 1, 2, 3: // the year; info: the year so far modulo 400
                return isDigit ? new At(p + 1, (info * 10 + d) % 400) : null;
            case 4: { // info becomes: leap year (1) or not (0)
                boolean leap = info % 4 == 0 && (info % 100 != 0 || info == 0);
                return c == '-' ? new At(5, leap ? 1 : 0) : null;
            }
            case 5: // month tens; info: leap * 2 + tens
                return c == '0' || c == '1' ? new At(6, info * 2 + d) : null;
            case 6: { // month units; info becomes the month's length
                int tens = info % 2;
                int month = tens * 10 + d;
                if (!isDigit || month < 1 || month > 12) {
                    return null;
                }
                return new At(7, monthLength(month, info / 2 == 1));
            }
            case 7, 16, 13:
                return c == (p == 7 ? '-' : ':') ? new At(p + 1, info) : null;
            case 8: // day tens; info: length * 10 + tens
                return isDigit && d <= 3 && d * 10 <= info ? new At(9, info * 10 + d) : null;
            case 9: { // day units
                int tens = info % 10;
                int day = tens * 10 + d;
                return isDigit && day >= 1 && day <= info / 10 ? new At(10, 0) : null;
            }
            case 10:
                return c == 'T' ? new At(11, 0) : null;
            case 11: // hour tens
                return isDigit && d <= 2 ? new At(12, d) : null;
            case 12:
                return isDigit && info * 10 + d <= 23 ? new At(13, 0) : null;
            case 14, 17: // minute and second tens
                return isDigit && d <= 5 ? new At(p + 1, 0) : null;
            default: // minute and second units, the fraction's dot and digits, the zone
                if (p == dot) {
                    return c == '.' ? new At(p + 1, 0) : null;
                }
                if (p == zone) {
                    return c == 'Z' ? new At(p + 1, 0) : null;
                }
                return isDigit ? new At(p + 1, 0) : null;
        }
    }

    private static int monthLength(int month, boolean leap) {
        return switch (month) {
            case 2 -> leap ? 29 : 28;
            case 4, 6, 9, 11 -> 30;
            default -> 31;
        };
    }

    @Override
    boolean accepts(Object state) {
        return ((At) state).position() == length;
    }

    @Override
    int minRemaining(Object state) {
        return length - ((At) state).position();
    }

    @Override
    int maxRemaining(Object state) {
        return minRemaining(state);
    }
}
