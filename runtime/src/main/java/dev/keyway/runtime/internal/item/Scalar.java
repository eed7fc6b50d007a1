package dev.keyway.runtime.internal.item;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A stored scalar type, as generated code names it for the elements of lists, sets and maps, for
 * boxed and {@code Optional} components, and for attribute references: one constant instead of a
 * converter function per use. Generated code passes no lambda for these, so a schema spins no
 * class for them on a cold start, and the conversion is a {@code switch} in one method, which the
 * JIT inlines wherever it is called from (a function passed to a shared loop is not inlined once
 * that loop has seen several).
 *
 * <p>As a {@code Function} it stores a non-null value ({@link AttributeValues}' {@code fromX}).
 */
public enum Scalar implements Function<Object, AttributeValue> {
    STRING, BOOLEAN, BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER, INSTANT, EPOCH_SECONDS,
    LOCAL_DATE, LOCAL_DATE_TIME, UUID, BYTES, SDK_BYTES, BYTE_BUFFER,
    /** An enum by constant name; stored only: reading needs the enum's class. */
    ENUM;

    /** The value as stored; {@code null} for {@code null}. */
    @Override
    public AttributeValue apply(Object value) {
        if (value == null) {
            return null;
        }
        return switch (this) {
            case STRING -> AttributeValue.fromS((String) value);
            case BOOLEAN -> AttributeValue.fromBool((Boolean) value);
            case BYTE -> AttributeValues.fromByte((byte) value);
            case SHORT -> AttributeValues.fromShort((short) value);
            case INT -> AttributeValues.fromInt((int) value);
            case LONG -> AttributeValues.fromLong((long) value);
            case FLOAT -> AttributeValues.fromFloat((float) value);
            case DOUBLE -> AttributeValues.fromDouble((double) value);
            case BIG_DECIMAL -> AttributeValues.fromBigDecimal((BigDecimal) value);
            case BIG_INTEGER -> AttributeValues.fromBigInteger((BigInteger) value);
            case INSTANT -> AttributeValues.fromInstant((Instant) value);
            case EPOCH_SECONDS -> AttributeValues.fromEpochSeconds((Instant) value);
            case LOCAL_DATE -> AttributeValues.fromLocalDate((LocalDate) value);
            case LOCAL_DATE_TIME -> AttributeValues.fromLocalDateTime((LocalDateTime) value);
            case UUID -> AttributeValues.fromUuid((UUID) value);
            case BYTES -> AttributeValues.fromBytes((byte[]) value);
            case SDK_BYTES -> AttributeValues.fromSdkBytes((SdkBytes) value);
            case BYTE_BUFFER -> AttributeValues.fromByteBuffer((ByteBuffer) value);
            case ENUM -> AttributeValues.fromEnum((Enum<?>) value);
        };
    }

    /**
     * The value stored in a present, non-{@code NULL} attribute value.
     *
     * @throws AttributeValueException if it has the wrong type or form
     * @throws UnsupportedOperationException for {@link #ENUM}, which needs its class
     */
    public Object read(AttributeValue value) {
        return switch (this) {
            case STRING -> AttributeValues.asString(value);
            case BOOLEAN -> AttributeValues.asBoolean(value);
            case BYTE -> AttributeValues.asByte(value);
            case SHORT -> AttributeValues.asShort(value);
            case INT -> AttributeValues.asInt(value);
            case LONG -> AttributeValues.asLong(value);
            case FLOAT -> AttributeValues.asFloat(value);
            case DOUBLE -> AttributeValues.asDouble(value);
            case BIG_DECIMAL -> AttributeValues.asBigDecimal(value);
            case BIG_INTEGER -> AttributeValues.asBigInteger(value);
            case INSTANT -> AttributeValues.asInstant(value);
            case EPOCH_SECONDS -> AttributeValues.asEpochSeconds(value);
            case LOCAL_DATE -> AttributeValues.asLocalDate(value);
            case LOCAL_DATE_TIME -> AttributeValues.asLocalDateTime(value);
            case UUID -> AttributeValues.asUuid(value);
            case BYTES -> AttributeValues.asBytes(value);
            case SDK_BYTES -> AttributeValues.asSdkBytes(value);
            case BYTE_BUFFER -> AttributeValues.asByteBuffer(value);
            case ENUM -> throw new UnsupportedOperationException("an enum is read with its class");
        };
    }

    /** Whether a set of these is stored as a number set ({@code NS}); else a string or binary set. */
    boolean numeric() {
        return switch (this) {
            case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER, EPOCH_SECONDS -> true;
            default -> false;
        };
    }

    /** Whether a set of these is stored as a binary set ({@code BS}). */
    boolean binary() {
        return this == BYTES || this == SDK_BYTES || this == BYTE_BUFFER;
    }
}
