package dev.keyway.runtime.key;

import java.math.BigInteger;

/** An integer component zero-padded to a fixed number of digits ({@code 00042}): ordered. */
final class PaddedNumberPart<N extends Number> extends KeyPart<N> {
    private final IntegerType type;
    private final int digits;

    PaddedNumberPart(String entityType, String component, IntegerType type, int digits) {
        super(entityType, component);
        this.type = type;
        this.digits = digits;
    }

    @Override
    public String encode(N value) {
        N number = present(value);
        return checked(() -> type == IntegerType.BIG_INTEGER
                ? KeyCodec.encodePaddedBigInteger((BigInteger) number, digits)
                : KeyCodec.encodePaddedInteger(number.longValue(), digits));
    }

    @Override
    @SuppressWarnings("unchecked")
    public N decode(String text) {
        if (type == IntegerType.BIG_INTEGER) {
            return (N) checked(() -> KeyCodec.decodePaddedBigInteger(text, digits));
        }
        return type.box(checked(() -> KeyCodec.decodePaddedInteger(text, digits, type.max)));
    }
}
