package dev.keyway.local.internal.protocol;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import dev.keyway.local.internal.ServiceError;
import java.io.IOException;
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
 * Reads JSON into an SDK model object as it streams by, driven by the SDK's own {@link SdkField} metadata,
 * the way the service's deserialiser does: unknown members are skipped, {@code null} is an absent member, and
 * a value of the wrong JSON kind is a {@code SerializationException} worded as DynamoDB words it. Streaming
 * (no tree) keeps a request's cost to one pass and a test JVM's first request free of a data-binding library.
 * Malformed JSON surfaces as Jackson's {@link com.fasterxml.jackson.core.JsonProcessingException}, which the
 * caller words.
 */
final class ModelJsonReader {

    private ModelJsonReader() {
    }

    /**
     * Reads a structure.
     *
     * @param parser positioned on the structure's first token ({@code START_OBJECT})
     * @param builderSupplier a fresh builder of the model class
     * @return the built model object; the parser is left on the structure's {@code END_OBJECT}
     * @throws IOException if the JSON is malformed
     */
    static Object readStructure(JsonParser parser, Supplier<? extends SdkPojo> builderSupplier) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch(parser, "Structure");
        }
        SdkPojo builder = builderSupplier.get();
        Map<String, SdkField<?>> fields = fieldsByLocationName(builder);
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            SdkField<?> field = fields.get(parser.currentName());
            JsonToken value = parser.nextToken();
            if (field == null || value == JsonToken.VALUE_NULL) {
                parser.skipChildren(); // the service ignores members it does not know, and reads null as absent
                continue;
            }
            field.set(builder, readValue(parser, field));
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

    private static Object readValue(JsonParser parser, SdkField<?> field) throws IOException {
        MarshallingKnownType type = field.marshallingType().getKnownType();
        if (type == null) {
            parser.skipChildren();
            return null;
        }
        JsonToken token = parser.currentToken();
        switch (type) {
            case STRING:
                if (token != JsonToken.VALUE_STRING) {
                    throw mismatch(parser, "String");
                }
                return parser.getText();
            case INTEGER:
                return integral(parser, "Integer", Integer.MIN_VALUE, Integer.MAX_VALUE).intValue();
            case LONG:
                return integral(parser, "Long", Long.MIN_VALUE, Long.MAX_VALUE).longValue();
            case SHORT:
                return integral(parser, "Short", Short.MIN_VALUE, Short.MAX_VALUE).shortValue();
            case BYTE:
                return integral(parser, "Byte", Byte.MIN_VALUE, Byte.MAX_VALUE).byteValue();
            case FLOAT:
                return decimal(parser, "Float").floatValue();
            case DOUBLE:
                return decimal(parser, "Double").doubleValue();
            case BIG_DECIMAL:
                return decimal(parser, "BigDecimal");
            case BOOLEAN:
                if (token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE) {
                    throw mismatch(parser, "Boolean");
                }
                return token == JsonToken.VALUE_TRUE;
            case INSTANT:
                return instant(parser);
            case SDK_BYTES:
                if (token != JsonToken.VALUE_STRING) {
                    throw mismatch(parser, "ByteBuffer");
                }
                return SdkBytes.fromByteArrayUnsafe(base64(parser.getText()));
            case SDK_POJO:
                return readStructure(parser, field.constructor());
            case LIST:
                return readList(parser, field);
            case MAP:
                return readMap(parser, field);
            default:
                parser.skipChildren();
                return null; // documents and nulls do not occur in the DynamoDB model
        }
    }

    private static List<Object> readList(JsonParser parser, SdkField<?> field) throws IOException {
        if (parser.currentToken() != JsonToken.START_ARRAY) {
            throw mismatch(parser, "List");
        }
        SdkField<?> member = field.getTrait(ListTrait.class).memberFieldInfo();
        List<Object> values = new ArrayList<>();
        for (JsonToken element = parser.nextToken(); element != JsonToken.END_ARRAY; element = parser.nextToken()) {
            if (element == JsonToken.VALUE_NULL) {
                // Plausible service behaviour (not documented): a null cannot stand for a list member.
                throw ServiceError.serialization("Unexpected null list member");
            }
            values.add(readValue(parser, member));
        }
        return values;
    }

    private static Map<String, Object> readMap(JsonParser parser, SdkField<?> field) throws IOException {
        if (parser.currentToken() != JsonToken.START_OBJECT) {
            throw mismatch(parser, "Map");
        }
        SdkField<?> valueField = field.getTrait(MapTrait.class).valueFieldInfo();
        Map<String, Object> values = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String key = parser.currentName();
            if (parser.nextToken() == JsonToken.VALUE_NULL) {
                throw ServiceError.serialization("Unexpected null map value for key " + key);
            }
            values.put(key, readValue(parser, valueField));
        }
        return values;
    }

    private static boolean isNumber(JsonToken token) {
        return token == JsonToken.VALUE_NUMBER_INT || token == JsonToken.VALUE_NUMBER_FLOAT;
    }

    private static BigDecimal integral(JsonParser parser, String javaType, long min, long max) throws IOException {
        JsonToken token = parser.currentToken();
        if (!isNumber(token)) {
            throw mismatch(parser, javaType);
        }
        if (token != JsonToken.VALUE_NUMBER_INT) {
            // DynamoDB's deserialiser reads numbers loosely; Keyway Local refuses a fraction where an integer is due.
            throw ServiceError.serialization("NUMBER_VALUE " + parser.getText() + " can not be converted to an " + javaType);
        }
        BigDecimal value = new BigDecimal(parser.getBigIntegerValue());
        if (value.compareTo(BigDecimal.valueOf(min)) < 0 || value.compareTo(BigDecimal.valueOf(max)) > 0) {
            throw ServiceError.serialization("NUMBER_VALUE " + parser.getText() + " is out of range for " + javaType);
        }
        return value;
    }

    private static BigDecimal decimal(JsonParser parser, String javaType) throws IOException {
        if (!isNumber(parser.currentToken())) {
            throw mismatch(parser, javaType);
        }
        return parser.getDecimalValue();
    }

    private static Instant instant(JsonParser parser) throws IOException {
        if (!isNumber(parser.currentToken())) {
            throw mismatch(parser, "Date");
        }
        BigDecimal seconds = parser.getDecimalValue();
        try {
            BigDecimal whole = seconds.setScale(0, java.math.RoundingMode.FLOOR);
            long nanos = seconds.subtract(whole).movePointRight(9).longValue();
            return Instant.ofEpochSecond(whole.longValueExact(), nanos);
        } catch (ArithmeticException | java.time.DateTimeException e) {
            throw ServiceError.serialization("NUMBER_VALUE " + parser.getText() + " can not be converted to a Date");
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
    private static ServiceError mismatch(JsonParser parser, String expected) {
        JsonToken token = parser.currentToken();
        if (token == JsonToken.START_OBJECT) {
            return ServiceError.serialization("Start of structure or map found where not expected.");
        }
        if (token == JsonToken.START_ARRAY) {
            return ServiceError.serialization("Start of list found where not expected");
        }
        String javaClass;
        if (token == JsonToken.VALUE_STRING) {
            javaClass = "java.lang.String";
        } else if (token == JsonToken.VALUE_TRUE || token == JsonToken.VALUE_FALSE) {
            javaClass = "java.lang.Boolean";
        } else if (isNumber(token)) {
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
