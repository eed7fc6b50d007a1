package dev.keyway.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;

/**
 * The code that writes and reads one component: calls on the item writer and reader, with
 * converter functions from {@code AttributeValues} (method references where they suffice).
 */
final class ConverterCode {

    private static final ClassName VALUES = RuntimeTypes.ATTRIBUTE_VALUES;

    private final ClassName schema;

    /** Converters for the schema class that holds the nested-record methods. */
    ConverterCode(ClassName schema) {
        this.schema = schema;
    }

    /** A statement storing the component's value (an expression) through {@code writer}. */
    CodeBlock write(String writer, ComponentModel component, CodeBlock value) {
        ValueType type = component.type();
        if (type instanceof ValueType.ScalarType scalar && scalar.primitive()) {
            return CodeBlock.of("$L.put$L($S, $L)", writer, primitiveSuffix(scalar.scalar()), component.attribute(), value);
        }
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$L.put($S, $T.unwrap($L), $L)", writer, component.attribute(), VALUES, value,
                    to(optional.element(), 0));
        }
        return CodeBlock.of("$L.put($S, $L, $L)", writer, component.attribute(), value, to(type, 0));
    }

    /** An expression reading the component through {@code reader}. */
    CodeBlock read(String reader, ComponentModel component) {
        ValueType type = component.type();
        if (type instanceof ValueType.ScalarType scalar && scalar.primitive()) {
            return CodeBlock.of("$L.get$L($S)", reader, primitiveSuffix(scalar.scalar()), component.attribute());
        }
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$L.optional($S, $L)", reader, component.attribute(), from(optional.element(), 0));
        }
        if (type instanceof ValueType.SetType) {
            return CodeBlock.of("$L.set($S, $L)", reader, component.attribute(), from(type, 0));
        }
        return CodeBlock.of("$L.get($S, $L)", reader, component.attribute(), from(type, 0));
    }

    /** A {@code Function<T, AttributeValue>} for a value of the type; {@code depth} names lambda parameters. */
    private CodeBlock to(ValueType type, int depth) {
        String v = parameter(depth);
        if (type instanceof ValueType.ScalarType scalar) {
            return CodeBlock.of("$T::from$L", VALUES, scalarName(scalar.scalar()));
        }
        if (type instanceof ValueType.EnumType) {
            return CodeBlock.of("$T::fromEnum", VALUES);
        }
        if (type instanceof ValueType.RecordType record) {
            return CodeBlock.of("$T::$LToAttribute", schema, Naming.nestedStem(record.type()));
        }
        if (type instanceof ValueType.ListType list) {
            return CodeBlock.of("$L -> $T.fromList($L, $L)", v, VALUES, v, to(list.element(), depth + 1));
        }
        if (type instanceof ValueType.MapType map) {
            return CodeBlock.of("$L -> $T.fromMap($L, $L)", v, VALUES, v, to(map.value(), depth + 1));
        }
        if (type instanceof ValueType.SetType set) {
            Scalar element = set.element().scalar();
            if (element == Scalar.STRING) {
                return CodeBlock.of("$T::fromStringSet", VALUES);
            }
            String kind = element.numeric() ? "Number" : "Binary";
            return CodeBlock.of("$L -> $T.from$LSet($L, $L)", v, VALUES, kind, v, to(set.element(), depth + 1));
        }
        throw new IllegalStateException("Optional is only a component's own type: " + type);
    }

    /** A {@code Function<AttributeValue, T>} for a value of the type. */
    private CodeBlock from(ValueType type, int depth) {
        String v = parameter(depth);
        if (type instanceof ValueType.ScalarType scalar) {
            return CodeBlock.of("$T::as$L", VALUES, scalarName(scalar.scalar()));
        }
        if (type instanceof ValueType.EnumType enumType) {
            return CodeBlock.of("$L -> $T.asEnum($L, $T.class)", v, VALUES, v, JavaTypes.of(enumType.type()));
        }
        if (type instanceof ValueType.RecordType record) {
            return CodeBlock.of("$T::$LFromAttribute", schema, Naming.nestedStem(record.type()));
        }
        if (type instanceof ValueType.ListType list) {
            return CodeBlock.of("$L -> $T.asList($L, $L)", v, VALUES, v, from(list.element(), depth + 1));
        }
        if (type instanceof ValueType.MapType map) {
            return CodeBlock.of("$L -> $T.asMap($L, $L)", v, VALUES, v, from(map.value(), depth + 1));
        }
        if (type instanceof ValueType.SetType set) {
            Scalar element = set.element().scalar();
            if (element == Scalar.STRING) {
                return CodeBlock.of("$T::asStringSet", VALUES);
            }
            String kind = element.numeric() ? "Number" : "Binary";
            return CodeBlock.of("$L -> $T.as$LSet($L, $L)", v, VALUES, kind, v, from(set.element(), depth + 1));
        }
        throw new IllegalStateException("Optional is only a component's own type: " + type);
    }

    private static String parameter(int depth) {
        return depth == 0 ? "value" : "value" + (depth + 1);
    }

    private static String primitiveSuffix(Scalar scalar) {
        return scalarName(scalar);
    }

    private static String scalarName(Scalar scalar) {
        return switch (scalar) {
            case STRING -> "String";
            case BOOLEAN -> "Boolean";
            case BYTE -> "Byte";
            case SHORT -> "Short";
            case INT -> "Int";
            case LONG -> "Long";
            case FLOAT -> "Float";
            case DOUBLE -> "Double";
            case BIG_DECIMAL -> "BigDecimal";
            case BIG_INTEGER -> "BigInteger";
            case INSTANT -> "Instant";
            case LOCAL_DATE -> "LocalDate";
            case LOCAL_DATE_TIME -> "LocalDateTime";
            case UUID -> "Uuid";
            case BYTES -> "Bytes";
            case SDK_BYTES -> "SdkBytes";
            case BYTE_BUFFER -> "ByteBuffer";
        };
    }
}
