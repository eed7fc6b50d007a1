package dev.keyway.it.types;

import java.math.BigDecimal;

/** An amount in a currency: a type Keyway does not know, stored through {@link MoneyConverter}. */
public record Money(BigDecimal amount, String currency) {

    @Override
    public String toString() {
        return amount.toPlainString() + " " + currency;
    }

    /** Parses {@code "19.90 EUR"}. */
    public static Money parse(String text) {
        String[] parts = text.split(" ");
        return new Money(new BigDecimal(parts[0]), parts[1]);
    }
}
