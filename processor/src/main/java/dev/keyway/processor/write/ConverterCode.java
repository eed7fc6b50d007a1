package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
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
    private final java.util.Map<String, String> nestedStems;

    /** Converters for the schema class that holds the nested-record methods, named by {@code nestedStems}. */
    ConverterCode(ClassName schema, java.util.Map<String, String> nestedStems) {
        this.schema = schema;
        this.nestedStems = nestedStems;
    }

    /** A statement storing the component's value (an expression) through {@code writer}, fitted to 120 columns. */
    CodeBlock write(String writer, ComponentModel component, CodeBlock value) {
        return write(writer, component, value, false);
    }

    /**
     * As {@link #write(String, ComponentModel, CodeBlock)}; {@code checkDepth} for a value whose
     * nesting the compiler cannot bound (a recursive record, a converter's value), which the writer
     * then checks against DynamoDB's limit ({@code putDeep}).
     */
    CodeBlock write(String writer, ComponentModel component, CodeBlock value, boolean checkDepth) {
        return Lines.fit(8, breaks -> write(writer, component, value, checkDepth ? "putDeep" : "put", breaks.sp()));
    }

    private CodeBlock write(String writer, ComponentModel component, CodeBlock value, String put, String sp) {
        ValueType type = component.type();
        if (type instanceof ValueType.ScalarType scalar && (scalar.primitive() || byName(scalar))) {
            return CodeBlock.of("$L.put$L($L," + sp + "$L)", writer, scalarName(scalar.scalar()), JavaLiteral.of(component.attribute()), value);
        }
        if (type instanceof ValueType.EnumType) {
            return CodeBlock.of("$L.putEnum($L," + sp + "$L)", writer, JavaLiteral.of(component.attribute()), value);
        }
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$L.$L($L," + sp + "$T.unwrap($L)," + sp + "$L)", writer, put, JavaLiteral.of(component.attribute()),
                    VALUES, value, to(optional.element(), 0, sp));
        }
        return CodeBlock.of("$L.$L($L," + sp + "$L," + sp + "$L)", writer, put, JavaLiteral.of(component.attribute()), value,
                to(type, 0, sp));
    }

    /** An expression reading the component through {@code reader}, an argument on a line of its own (column 16). */
    CodeBlock read(String reader, ComponentModel component) {
        return Lines.fit(16, breaks -> read(reader, component, breaks.sp()));
    }

    /**
     * An expression reading a nullable component a key is built from, refused when the item holds
     * {@code keyAttribute} but not the component's attribute (column 16).
     */
    CodeBlock readKeyComponent(String reader, ComponentModel component, String keyAttribute) {
        return Lines.fit(16, breaks -> CodeBlock.of("$L.keyComponent($L, $L," + breaks.sp() + "$L)", reader,
                JavaLiteral.of(keyAttribute), JavaLiteral.of(component.attribute()), read(reader, component, breaks.sp())));
    }

    private CodeBlock read(String reader, ComponentModel component, String sp) {
        ValueType type = component.type();
        if (type instanceof ValueType.ScalarType scalar && (scalar.primitive() || byName(scalar))) {
            return CodeBlock.of("$L.get$L($L)", reader, scalarName(scalar.scalar()), JavaLiteral.of(component.attribute()));
        }
        if (type instanceof ValueType.EnumType enumType) {
            return CodeBlock.of("$L.getEnum($L," + sp + "$T.class)", reader, JavaLiteral.of(component.attribute()),
                    JavaTypes.of(enumType.type()));
        }
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$L.optional($L," + sp + "$L)", reader, JavaLiteral.of(component.attribute()), from(optional.element(), 0, sp));
        }
        if (type instanceof ValueType.SetType) {
            return CodeBlock.of("$L.set($L," + sp + "$L)", reader, JavaLiteral.of(component.attribute()), from(type, 0, sp));
        }
        return CodeBlock.of("$L.get($L," + sp + "$L)", reader, JavaLiteral.of(component.attribute()), from(type, 0, sp));
    }

    /**
     * Whether the item reader and writer have methods named for this reference type
     * ({@code putInstant}, {@code getInstant}); boxed primitives go through a converter, as their
     * names are taken by the primitives' methods.
     */
    private static boolean byName(ValueType.ScalarType scalar) {
        return switch (scalar.scalar()) {
            case BOOLEAN, BYTE, SHORT, INT, LONG, FLOAT, DOUBLE -> false;
            default -> true;
        };
    }

    /** Which way a converter goes: Java to {@code AttributeValue} ({@code fromX}) or back ({@code asX}). */
    private enum Direction {
        TO("from", "ToAttribute"), FROM("as", "FromAttribute");

        final String prefix;
        final String recordSuffix;

        Direction(String prefix, String recordSuffix) {
            this.prefix = prefix;
            this.recordSuffix = recordSuffix;
        }
    }

    /** A {@code Function<T, AttributeValue>} storing a value of the type (the element type of an Optional). */
    CodeBlock toFunction(ValueType type, Lines.Breaks breaks) {
        return to(type instanceof ValueType.OptionalType optional ? optional.element() : type, 0, breaks.sp());
    }

    private CodeBlock to(ValueType type, int depth, String sp) {
        return converter(type, depth, Direction.TO, sp);
    }

    private CodeBlock from(ValueType type, int depth, String sp) {
        return converter(type, depth, Direction.FROM, sp);
    }

    /**
     * A {@code Function<T, AttributeValue>} (to) or {@code Function<AttributeValue, T>} (from) for
     * a value of the type: a method reference, or a lambda for containers; {@code depth} names
     * the lambda parameters of nested containers apart.
     */
    private CodeBlock converter(ValueType type, int depth, Direction direction, String sp) {
        String v = parameter(depth);
        String prefix = direction.prefix;
        if (type instanceof ValueType.ScalarType scalar) {
            return CodeBlock.of("$T::$L$L", VALUES, prefix, scalarName(scalar.scalar()));
        }
        if (type instanceof ValueType.EnumType enumType) {
            return direction == Direction.TO ? CodeBlock.of("$T::fromEnum", VALUES)
                    : CodeBlock.of("$L -> $T.asEnum($L, $T.class)", v, VALUES, v, JavaTypes.of(enumType.type()));
        }
        if (type instanceof ValueType.RecordType record) {
            return CodeBlock.of("$T::$L$L", schema, nestedStems.get(record.type().canonicalName()), direction.recordSuffix);
        }
        if (type instanceof ValueType.ConvertedType converted) {
            return CodeBlock.of("$T.$L::$L", schema, Naming.converterField(converted.converter()),
                    direction == Direction.TO ? "toAttribute" : "fromAttribute");
        }
        if (type instanceof ValueType.ListType list) {
            return CodeBlock.of("$L -> $T.$LList($L," + sp + "$L)", v, VALUES, prefix, v,
                    converter(list.element(), depth + 1, direction, sp));
        }
        if (type instanceof ValueType.MapType map) {
            return CodeBlock.of("$L -> $T.$LMap($L," + sp + "$L)", v, VALUES, prefix, v,
                    converter(map.value(), depth + 1, direction, sp));
        }
        if (type instanceof ValueType.SetType set) {
            Scalar element = set.element().scalar();
            if (element == Scalar.STRING) {
                return CodeBlock.of("$T::$LStringSet", VALUES, prefix);
            }
            String kind = element.numeric() ? "Number" : "Binary";
            return CodeBlock.of("$L -> $T.$L$LSet($L," + sp + "$L)", v, VALUES, prefix, kind, v,
                    converter(set.element(), depth + 1, direction, sp));
        }
        throw new IllegalStateException("Optional is only a component's own type: " + type);
    }

    private static String parameter(int depth) {
        return depth == 0 ? "value" : "value" + (depth + 1);
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
            case EPOCH_SECONDS -> "EpochSeconds";
        };
    }
}
