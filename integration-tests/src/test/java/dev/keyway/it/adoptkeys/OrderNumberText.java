package dev.keyway.it.adoptkeys;

import dev.keyway.runtime.schema.AttributeConverter;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** An invoice number as the legacy code stores it: five digits of text, {@code "00042"}. */
public final class OrderNumberText implements AttributeConverter<Integer> {

    @Override
    public AttributeValue toAttribute(Integer value) {
        return AttributeValue.fromS(String.format(java.util.Locale.ROOT, "%05d", value));
    }

    @Override
    public Integer fromAttribute(AttributeValue value) {
        String text = value.s();
        if (text == null || !text.matches("[0-9]{5}")) {
            throw new IllegalArgumentException("not five digits: " + value);
        }
        return Integer.valueOf(text);
    }
}
