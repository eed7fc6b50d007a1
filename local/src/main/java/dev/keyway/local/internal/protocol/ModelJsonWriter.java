package dev.keyway.local.internal.protocol;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallingKnownType;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;

/**
 * Writes SDK model objects as the JSON of the DynamoDB protocol, driven by the SDK's {@link SdkField}
 * metadata: members in model order, unset members (and the SDK's never-set lists and maps) left out,
 * binaries as base64, timestamps as epoch seconds with a fraction.
 */
final class ModelJsonWriter {

    private ModelJsonWriter() {
    }

    /** Writes a structure as a JSON object. */
    static void writeStructure(JsonGenerator out, SdkPojo pojo) throws IOException {
        out.writeStartObject();
        writeMembers(out, pojo);
        out.writeEndObject();
    }

    /** Writes the members of a structure into the JSON object being written. */
    static void writeMembers(JsonGenerator out, SdkPojo pojo) throws IOException {
        for (SdkField<?> field : pojo.sdkFields()) {
            if (!ModelJsonReader.isPayload(field)) {
                continue;
            }
            Object value = field.getValueOrDefault(pojo);
            if (isUnset(value)) {
                continue;
            }
            out.writeFieldName(field.locationName());
            writeValue(out, field, value);
        }
    }

    static boolean isUnset(Object value) {
        return value == null || value instanceof SdkAutoConstructList || value instanceof SdkAutoConstructMap;
    }

    /** Writes one value of a member, list element or map value. */
    static void writeValue(JsonGenerator out, SdkField<?> field, Object value) throws IOException {
        MarshallingKnownType type = field.marshallingType().getKnownType();
        if (type == null) {
            out.writeNull();
            return;
        }
        switch (type) {
            case STRING -> out.writeString((String) value);
            case INTEGER, LONG, SHORT, BYTE -> out.writeNumber(((Number) value).longValue());
            case FLOAT -> out.writeNumber((Float) value);
            case DOUBLE -> out.writeNumber((Double) value);
            case BIG_DECIMAL -> out.writeNumber((BigDecimal) value);
            case BOOLEAN -> out.writeBoolean((Boolean) value);
            case INSTANT -> out.writeNumber(epochSeconds((Instant) value));
            case SDK_BYTES -> out.writeBinary(((SdkBytes) value).asByteArrayUnsafe());
            case SDK_POJO -> writeStructure(out, (SdkPojo) value);
            case LIST -> writeList(out, field, (List<?>) value);
            case MAP -> writeMap(out, field, (Map<?, ?>) value);
            default -> out.writeNull();
        }
    }

    private static void writeList(JsonGenerator out, SdkField<?> field, List<?> values) throws IOException {
        SdkField<?> member = field.getTrait(ListTrait.class).memberFieldInfo();
        out.writeStartArray();
        for (Object element : values) {
            if (element == null) {
                out.writeNull();
            } else {
                writeValue(out, member, element);
            }
        }
        out.writeEndArray();
    }

    private static void writeMap(JsonGenerator out, SdkField<?> field, Map<?, ?> values) throws IOException {
        SdkField<?> valueField = field.getTrait(MapTrait.class).valueFieldInfo();
        out.writeStartObject();
        for (Map.Entry<?, ?> entry : values.entrySet()) {
            out.writeFieldName(String.valueOf(entry.getKey()));
            if (entry.getValue() == null) {
                out.writeNull();
            } else {
                writeValue(out, valueField, entry.getValue());
            }
        }
        out.writeEndObject();
    }

    /** Epoch seconds with the fraction DynamoDB gives (milliseconds and below), without exponent notation. */
    static BigDecimal epochSeconds(Instant instant) {
        BigDecimal seconds = BigDecimal.valueOf(instant.getEpochSecond())
                .add(BigDecimal.valueOf(instant.getNano(), 9)).stripTrailingZeros();
        return seconds.scale() < 0 ? seconds.setScale(0) : seconds;
    }
}
