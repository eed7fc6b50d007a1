package dev.keyway.local.internal.stream;

import java.math.BigInteger;

/**
 * The sequence numbers of stream records as the service writes them: numeric strings of 21 to 40 digits
 * (API Reference, StreamRecord: SequenceNumber, "Minimum length of 21. Maximum length of 40"), which
 * clients such as the Kinesis adapter compare as big integers. Keyway Local draws them from one counter
 * per database, so they increase within a shard and along a shard's lineage; the string is the counter
 * plus 10^20, which gives 21 digits without a leading zero.
 */
final class SequenceNumbers {

    private static final BigInteger OFFSET = BigInteger.TEN.pow(20);
    private static final BigInteger MAX = OFFSET.add(BigInteger.valueOf(Long.MAX_VALUE));

    /** What {@link #parse} returns for a well-formed number that Keyway Local never issued. */
    static final long NOT_ISSUED = -1;

    private SequenceNumbers() {
    }

    /** The string of the {@code n}th number of the counter. */
    static String format(long n) {
        return OFFSET.add(BigInteger.valueOf(n)).toString();
    }

    /** Whether a string has the documented shape of a sequence number: 21 to 40 decimal digits. */
    static boolean wellFormed(String text) {
        if (text.length() < 21 || text.length() > 40) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /**
     * The counter value of a well-formed sequence number, or {@link #NOT_ISSUED} when it lies outside
     * what this counter can produce.
     */
    static long parse(String text) {
        BigInteger value = new BigInteger(text);
        if (value.compareTo(OFFSET) < 0 || value.compareTo(MAX) > 0) {
            return NOT_ISSUED;
        }
        return value.subtract(OFFSET).longValueExact();
    }
}
