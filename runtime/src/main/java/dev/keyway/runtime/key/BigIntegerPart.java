package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;
import java.math.BigInteger;

/** A {@code BigInteger} component: ordered by value. */
final class BigIntegerPart extends KeyPart<BigInteger> {
    BigIntegerPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(BigInteger value) {
        return KeyParts.ofBigInteger(entityType(), component(), value);
    }

    @Override
    public BigInteger decode(String text) {
        return checked(() -> KeyCodec.decodeBigInteger(text));
    }
}
