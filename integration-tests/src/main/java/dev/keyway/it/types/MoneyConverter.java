package dev.keyway.it.types;

import dev.keyway.runtime.schema.AttributeConverter;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Stores money as text ("19.90 EUR"), keeping its scale. */
public final class MoneyConverter implements AttributeConverter<Money> {

    @Override
    public AttributeValue toAttribute(Money money) {
        return AttributeValue.fromS(money.toString());
    }

    @Override
    public Money fromAttribute(AttributeValue value) {
        return Money.parse(value.s());
    }
}
