package dev.keyway.runtime.key;

import dev.keyway.runtime.internal.key.KeyParts;
import java.math.BigDecimal;

/** A {@code BigDecimal} component: ordered by value, {@code 1.5} and {@code 1.50} alike. */
final class BigDecimalPart extends KeyPart<BigDecimal> {
    BigDecimalPart(String entityType, String component) {
        super(entityType, component);
    }

    @Override
    public String encode(BigDecimal value) {
        return KeyParts.ofBigDecimal(entityType(), component(), value);
    }

    @Override
    public BigDecimal decode(String text) {
        return checked(() -> KeyCodec.decodeBigDecimal(text));
    }
}
