package dev.keyway.processor.read;

import dev.keyway.processor.model.ValueType;

/** Java spellings of model types, for messages. */
final class TypeNames {

    private TypeNames() {
    }

    static String describe(ValueType type) {
        if (type instanceof ValueType.ScalarType scalar) {
            boolean primitive = scalar.primitive();
            return switch (scalar.scalar()) {
                case STRING -> "String";
                case BOOLEAN -> primitive ? "boolean" : "Boolean";
                case BYTE -> primitive ? "byte" : "Byte";
                case SHORT -> primitive ? "short" : "Short";
                case INT -> primitive ? "int" : "Integer";
                case LONG -> primitive ? "long" : "Long";
                case FLOAT -> primitive ? "float" : "Float";
                case DOUBLE -> primitive ? "double" : "Double";
                case BIG_DECIMAL -> "BigDecimal";
                case BIG_INTEGER -> "BigInteger";
                case INSTANT -> "Instant";
                case EPOCH_SECONDS -> "Instant (a @Ttl, stored as epoch seconds)";
                case LOCAL_DATE -> "LocalDate";
                case LOCAL_DATE_TIME -> "LocalDateTime";
                case UUID -> "UUID";
                case BYTES -> "byte[]";
                case SDK_BYTES -> "SdkBytes";
                case BYTE_BUFFER -> "ByteBuffer";
            };
        }
        if (type instanceof ValueType.EnumType enumType) {
            return enumType.type().simpleName();
        }
        if (type instanceof ValueType.ListType list) {
            return "List<" + describe(list.element()) + ">";
        }
        if (type instanceof ValueType.SetType set) {
            return "Set<" + describe(set.element()) + ">";
        }
        if (type instanceof ValueType.MapType map) {
            return "Map<String, " + describe(map.value()) + ">";
        }
        if (type instanceof ValueType.RecordType record) {
            return record.type().simpleName();
        }
        if (type instanceof ValueType.ConvertedType converted) {
            return converted.type().simpleName();
        }
        return "Optional<" + describe(((ValueType.OptionalType) type).element()) + ">";
    }
}
