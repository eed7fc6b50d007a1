package dev.keyway.benchmarks.hand;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Instants as fixed-width UTC text, {@code yyyy-MM-ddTHH:mm:ss.nnnnnnnnnZ} (30 characters), so that
 * string order is time order: what a careful engineer writes by hand for a sortable key or attribute,
 * and the form Keyway stores. {@code Instant.toString()} is not fixed-width (it drops zero fractions),
 * so hand-written code and the Enhanced Client's schemas use this too: every implementation then
 * writes exactly the same item.
 */
public final class FixedInstant {

    private FixedInstant() {
    }

    public static String format(Instant value) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(value.getEpochSecond(), value.getNano(), ZoneOffset.UTC);
        int year = t.getYear();
        if (year < 0 || year > 9999) {
            throw new IllegalArgumentException(value + " is outside the years 0000 to 9999");
        }
        char[] c = new char[30];
        digits(c, 0, year, 4);
        c[4] = '-';
        digits(c, 5, t.getMonthValue(), 2);
        c[7] = '-';
        digits(c, 8, t.getDayOfMonth(), 2);
        c[10] = 'T';
        digits(c, 11, t.getHour(), 2);
        c[13] = ':';
        digits(c, 14, t.getMinute(), 2);
        c[16] = ':';
        digits(c, 17, t.getSecond(), 2);
        c[19] = '.';
        digits(c, 20, t.getNano(), 9);
        c[29] = 'Z';
        return new String(c);
    }

    public static Instant parse(String text) {
        if (text.length() != 30 || text.charAt(29) != 'Z') {
            throw new IllegalArgumentException("'" + text + "' is not a fixed-width instant");
        }
        long seconds = LocalDateTime.of(number(text, 0, 4), number(text, 5, 7), number(text, 8, 10),
                number(text, 11, 13), number(text, 14, 16), number(text, 17, 19)).toEpochSecond(ZoneOffset.UTC);
        return Instant.ofEpochSecond(seconds, number(text, 20, 29));
    }

    private static void digits(char[] out, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            out[i] = (char) ('0' + value % 10);
            value /= 10;
        }
    }

    private static int number(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char ch = text.charAt(i);
            if (ch < '0' || ch > '9') {
                throw new IllegalArgumentException("'" + text + "' is not a fixed-width instant");
            }
            value = value * 10 + (ch - '0');
        }
        return value;
    }
}
