package dev.keyway.runtime.key;

import java.math.BigInteger;

/** An integer component in plain decimal digits ({@code 42}): not ordered. */
final class PlainNumberPart<N extends Number> extends KeyPart<N> {
    private final IntegerType type;

    PlainNumberPart(String entityType, String component, IntegerType type) {
        super(entityType, component);
        this.type = type;
    }

    @Override
    public String encode(N value) {
        N number = present(value);
        return type == IntegerType.BIG_INTEGER ? KeyCodec.encodePlainBigInteger((BigInteger) number)
                : KeyCodec.encodePlainInteger(number.longValue());
    }

    @Override
    @SuppressWarnings("unchecked")
    public N decode(String text) {
        if (type == IntegerType.BIG_INTEGER) {
            return (N) checked(() -> KeyCodec.decodePlainBigInteger(text));
        }
        return type.box(checked(() -> KeyCodec.decodePlainInteger(text, type.min, type.max)));
    }

    @Override
    public boolean orderedByValue() {
        return false;
    }
}
