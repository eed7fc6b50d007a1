package dev.keyway.benchmarks.enhanced;

import dev.keyway.benchmarks.hand.FixedInstant;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The Enhanced Client's converter for instants stored the way Keyway stores them (fixed-width UTC
 * text, see {@link FixedInstant}), so that every implementation writes the same item. Its own
 * default, {@code Instant.toString()}, drops zero fractions and does not sort.
 */
public final class FixedInstantConverter implements AttributeConverter<Instant> {

    public static final FixedInstantConverter INSTANCE = new FixedInstantConverter();

    /** For {@code @DynamoDbConvertedBy}, which instantiates the converter. */
    public FixedInstantConverter() {
    }

    @Override
    public AttributeValue transformFrom(Instant input) {
        return AttributeValue.fromS(FixedInstant.format(input));
    }

    @Override
    public Instant transformTo(AttributeValue input) {
        return FixedInstant.parse(input.s());
    }

    @Override
    public EnhancedType<Instant> type() {
        return EnhancedType.of(Instant.class);
    }

    @Override
    public AttributeValueType attributeValueType() {
        return AttributeValueType.S;
    }
}
