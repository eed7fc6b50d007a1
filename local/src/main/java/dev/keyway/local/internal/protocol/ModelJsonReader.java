package dev.keyway.local.internal.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import dev.keyway.local.internal.ServiceError;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.protocol.MarshallLocation;
import software.amazon.awssdk.core.protocol.MarshallingKnownType;
import software.amazon.awssdk.core.traits.ListTrait;
import software.amazon.awssdk.core.traits.MapTrait;
import software.amazon.awssdk.utils.builder.Buildable;

/**
 * Turns a parsed JSON body into an SDK model object, driven by the SDK's own {@link SdkField} metadata, the
 * way the service's deserialiser does: unknown members are ignored, {@code null} is an absent member, and a
 * value of the wrong JSON kind is a {@code SerializationException} worded as DynamoDB words it.
 */
final class ModelJsonReader {

    private ModelJsonReader() {
    }

    /**
     * Reads a structure.
     *
     * @param node the JSON value (an object)
     * @param builderSupplier a fresh builder of the model class
     * @return the built model object
     */
    static Object readStructure(JsonNode node, Supplier<? extends SdkPojo> builderSupplier) {
        if (!node.isObject()) {
            throw mismatch(node, "Structure");
        }
        SdkPojo builder = builderSupplier.get();
        Map<String, SdkField<?>> fields = fieldsByLocationName(builder);
        for (Map.Entry<String, JsonNode> member : node.properties()) {
            SdkField<?> field = fields.get(member.getKey());
            if (field == null || member.getValue().isNull()) {
                continue; // the service ignores members it does not know, and reads null as absent
            }
            field.set(builder, readValue(member.getValue(), field));
        }
        return ((Buildable) builder).build();
    }

    /** Payload members by wire name, per builder class; computed once (the metadata is immutable). */
    private static final Map<Class<?>, Map<String, SdkField<?>>> FIELD_CACHE = new ConcurrentHashMap<>();

    private static Map<String, SdkField<?>> fieldsByLocationName(SdkPojo builder) {
        return FIELD_CACHE.computeIfAbsent(builder.getClass(), type -> {
            Map<String, SdkField<?>> byName = new HashMap<>();
            for (SdkField<?> field : builder.sdkFields()) {
                if (isPayload(field)) {
                    byName.put(field.locationName(), field);
                }
            }
            return Map.copyOf(byName);
        });
    }

    static Object readValue(JsonNode node, SdkField<?> field) {
        MarshallingKnownType type = field.marshallingType().getKnownType();
        if (type == null) {
            return null;
        }
        switch (type) {
            case STRING:
                if (!node.isTextual()) {
                    throw mismatch(node, "String");
                }
                return node.textValue();
            case INTEGER:
                return integral(node, "Integer", Integer.MIN_VALUE, Integer.MAX_VALUE).intValue();
            case LONG:
                return integral(node, "Long", Long.MIN_VALUE, Long.MAX_VALUE).longValue();
            case SHORT:
                return integral(node, "Short", Short.MIN_VALUE, Short.MAX_VALUE).shortValue();
            case BYTE:
                return integral(node, "Byte", Byte.MIN_VALUE, Byte.MAX_VALUE).byteValue();
            case FLOAT:
                return decimal(node, "Float").floatValue();
            case DOUBLE:
                return decimal(node, "Double").doubleValue();
            case BIG_DECIMAL:
                return decimal(node, "BigDecimal");
            case BOOLEAN:
                if (!node.isBoolean()) {
                    throw mismatch(node, "Boolean");
                }
                return node.booleanValue();
            case INSTANT:
                return instant(node);
            case SDK_BYTES:
                if (!node.isTextual()) {
                    throw mismatch(node, "ByteBuffer");
                }
                return SdkBytes.fromByteArrayUnsafe(base64(node.textValue()));
            case SDK_POJO:
                return readStructure(node, field.constructor());
            case LIST:
                return readList(node, field);
            case MAP:
                return readMap(node, field);
            default:
                return null; // documents and nulls do not occur in the DynamoDB model
        }
    }

    private static List<Object> readList(JsonNode node, SdkField<?> field) {
        if (!node.isArray()) {
            throw mismatch(node, "List");
        }
        SdkField<?> member = field.getTrait(ListTrait.class).memberFieldInfo();
        List<Object> values = new ArrayList<>(node.size());
        for (JsonNode element : node) {
            if (element.isNull()) {
                // Plausible service behaviour (not documented): a null cannot stand for a list member.
                throw ServiceError.serialization("Unexpected null list member");
            }
            values.add(readValue(element, member));
        }
        return values;
    }

    private static Map<String, Object> readMap(JsonNode node, SdkField<?> field) {
        if (!node.isObject()) {
            throw mismatch(node, "Map");
        }
        SdkField<?> valueField = field.getTrait(MapTrait.class).valueFieldInfo();
        Map<String, Object> values = new LinkedHashMap<>(Math.max(4, node.size() * 2));
        for (Map.Entry<String, JsonNode> entry : node.properties()) {
            if (entry.getValue().isNull()) {
                throw ServiceError.serialization("Unexpected null map value for key " + entry.getKey());
            }
            values.put(entry.getKey(), readValue(entry.getValue(), valueField));
        }
        return values;
    }

    private static BigDecimal integral(JsonNode node, String javaType, long min, long max) {
        if (!node.isNumber()) {
            throw mismatch(node, javaType);
        }
        if (!node.isIntegralNumber()) {
            // DynamoDB's deserialiser reads numbers loosely; Keyway Local refuses a fraction where an integer is due.
            throw ServiceError.serialization("NUMBER_VALUE " + node.asText() + " can not be converted to an " + javaType);
        }
        BigDecimal value = node.decimalValue();
        if (value.compareTo(BigDecimal.valueOf(min)) < 0 || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw ServiceError.serialization("NUMBER_VALUE " + node.asText() + " is out of range for " + javaType);
        }
        return value;
    }

    private static BigDecimal decimal(JsonNode node, String javaType) {
        if (!node.isNumber()) {
            throw mismatch(node, javaType);
        }
        return node.decimalValue();
    }

    private static Instant instant(JsonNode node) {
        if (!node.isNumber()) {
            throw mismatch(node, "Date");
        }
        BigDecimal seconds = node.decimalValue();
        try {
            BigDecimal whole = seconds.setScale(0, java.math.RoundingMode.FLOOR);
            long nanos = seconds.subtract(whole).movePointRight(9).longValue();
            return Instant.ofEpochSecond(whole.longValueExact(), nanos);
        } catch (ArithmeticException | java.time.DateTimeException e) {
            throw ServiceError.serialization("NUMBER_VALUE " + node.asText() + " can not be converted to a Date");
        }
    }

    private static byte[] base64(String text) {
        if (text.length() % 4 != 0) {
            throw ServiceError.serialization(
                    "Base64 encoded length is expected a multiple of 4 bytes but found: " + text.length());
        }
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw ServiceError.serialization("Invalid Base64 character in a binary value");
        }
    }

    /** The message Coral's JSON deserialiser gives for a value of the wrong kind. */
    private static ServiceError mismatch(JsonNode node, String expected) {
        if (node.isObject()) {
            return ServiceError.serialization("Start of structure or map found where not expected.");
        }
        if (node.isArray()) {
            return ServiceError.serialization("Start of list found where not expected");
        }
        String javaClass;
        if (node.isTextual()) {
            javaClass = "java.lang.String";
        } else if (node.isBoolean()) {
            javaClass = "java.lang.Boolean";
        } else if (node.isNumber()) {
            javaClass = "com.amazon.coral.value.json.numbers.TruncatingBigNumber";
        } else {
            javaClass = "java.lang.Object";
        }
        if ("Structure".equals(expected) || "List".equals(expected) || "Map".equals(expected)) {
            return ServiceError.serialization("Unexpected value type in payload");
        }
        return ServiceError.serialization("class " + javaClass + " can not be converted to an " + expected);
    }

    static boolean isPayload(SdkField<?> field) {
        return field.location() == null || field.location() == MarshallLocation.PAYLOAD;
    }
}
