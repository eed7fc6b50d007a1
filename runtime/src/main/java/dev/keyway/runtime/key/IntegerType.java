package dev.keyway.runtime.key;

import java.math.BigInteger;
import java.util.Objects;

/** The integer types plain and zero-padded keys hold, with their bounds. */
enum IntegerType {
    BYTE(Byte.class, Byte.MIN_VALUE, Byte.MAX_VALUE),
    SHORT(Short.class, Short.MIN_VALUE, Short.MAX_VALUE),
    INT(Integer.class, Integer.MIN_VALUE, Integer.MAX_VALUE),
    LONG(Long.class, Long.MIN_VALUE, Long.MAX_VALUE),
    BIG_INTEGER(BigInteger.class, 0, 0);

    private final Class<?> type;
    final long min;
    final long max;

    IntegerType(Class<?> type, long min, long max) {
        this.type = type;
        this.min = min;
        this.max = max;
    }

    static IntegerType of(Class<?> type) {
        for (IntegerType candidate : values()) {
            if (candidate.type == Objects.requireNonNull(type, "type")) {
                return candidate;
            }
        }
        throw new IllegalArgumentException(type.getName() + " is not Byte, Short, Integer, Long or BigInteger");
    }

    @SuppressWarnings("unchecked")
    <N> N box(long value) {
        return (N) switch (this) {
            case BYTE -> (Object) (byte) value;
            case SHORT -> (Object) (short) value;
            case INT -> (Object) (int) value;
            case LONG -> (Object) value;
            case BIG_INTEGER -> BigInteger.valueOf(value);
        };
    }
}
