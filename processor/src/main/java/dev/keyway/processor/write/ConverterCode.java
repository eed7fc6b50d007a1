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
    private final java.util.Map<String, String> recordCodecs;

    /** Converters for the schema class that holds the nested records' codec constants, named by {@code recordCodecs}. */
    ConverterCode(ClassName schema, java.util.Map<String, String> recordCodecs) {
        this.schema = schema;
        this.recordCodecs = recordCodecs;
    }

    /** The codec constant of a nested record type, e.g. {@code LINE_ITEM_RECORD}. */
    String codec(ValueType.RecordType record) {
        return recordCodecs.get(record.type().canonicalName());
    }

    /** The codec constant of a record, or of the records a list or map holds; {@code null} for other types. */
    String recordCodec(ValueType type) {
        ValueType element = type instanceof ValueType.ListType list ? list.element()
                : type instanceof ValueType.MapType map ? map.value() : type;
        return element instanceof ValueType.RecordType record ? codec(record) : null;
    }

    /** {@code ""}, {@code "List"} or {@code "Map"}: what holds the records, for the reader's and writer's method names. */
    private static String recordHolder(ValueType type) {
        return type instanceof ValueType.ListType ? "List" : type instanceof ValueType.MapType ? "Map" : "";
    }

    /** A statement storing the component's value (an expression) through {@code writer}, fitted to 120 columns. */
    CodeBlock write(String writer, ComponentModel component, CodeBlock value) {
        return write(writer, component, value, 8, false);
    }

    /** The same for a statement at {@code column}. */
    CodeBlock write(String writer, ComponentModel component, CodeBlock value, int column) {
        return write(writer, component, value, column, false);
    }

    /**
     * As {@link #write(String, ComponentModel, CodeBlock)}; {@code checkDepth} for a value whose
     * nesting the compiler cannot bound (a recursive record, a converter's value), which the writer
     * then checks against DynamoDB's limit ({@code putDeep}).
     */
    CodeBlock write(String writer, ComponentModel component, CodeBlock value, boolean checkDepth) {
        return write(writer, component, value, 8, checkDepth);
    }

    private CodeBlock write(String writer, ComponentModel component, CodeBlock value, int column, boolean checkDepth) {
        return Lines.fit(column, breaks -> checkDepth ? writeDeep(writer, component, value, breaks.sp())
                : write(writer, component, value, breaks.sp()));
    }

    /** {@code putDeep} through the component's converter function: the converted value's nesting is checked. */
    private CodeBlock writeDeep(String writer, ComponentModel component, CodeBlock value, String sp) {
        ValueType type = component.type();
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$L.putDeep($L," + sp + "$T.unwrap($L)," + sp + "$L)", writer, JavaLiteral.of(component.attribute()),
                    VALUES, value, to(optional.element(), 0, sp));
        }
        return CodeBlock.of("$L.putDeep($L," + sp + "$L," + sp + "$L)", writer, JavaLiteral.of(component.attribute()), value,
                to(type, 0, sp));
    }

    private CodeBlock write(String writer, ComponentModel component, CodeBlock value, String sp) {
        ValueType type = component.type();
        if (type instanceof ValueType.ScalarType scalar && (scalar.primitive() || byName(scalar))) {
            return CodeBlock.of("$L.put$L($L," + sp + "$L)", writer, scalarName(scalar.scalar()), JavaLiteral.of(component.attribute()), value);
        }
        if (type instanceof ValueType.EnumType) {
            return CodeBlock.of("$L.putEnum($L," + sp + "$L)", writer, JavaLiteral.of(component.attribute()), value);
        }
        if (type instanceof ValueType.ScalarType scalar) { // a boxed primitive
            return CodeBlock.of("$L.putScalar($L," + sp + "$L," + sp + "$L)", writer, JavaLiteral.of(component.attribute()),
                    value, scalar(scalar));
        }
        if (type instanceof ValueType.OptionalType optional && stored(optional.element()) != null) {
            return CodeBlock.of("$L.putScalar($L," + sp + "$T.unwrap($L)," + sp + "$L)", writer,
                    JavaLiteral.of(component.attribute()), VALUES, value, stored(optional.element()));
        }
        String collection = type instanceof ValueType.ListType ? "List" : type instanceof ValueType.MapType ? "Map"
                : type instanceof ValueType.SetType ? "Set" : null;
        if (collection != null && scalarElement(type) != null) {
            return CodeBlock.of("$L.put$L($L," + sp + "$L," + sp + "$L)", writer, collection,
                    JavaLiteral.of(component.attribute()), value, scalarElement(type));
        }
        if (recordCodec(type) != null) {
            return CodeBlock.of("$L.putRecord$L($L," + sp + "$L," + sp + "$N)", writer, recordHolder(type),
                    JavaLiteral.of(component.attribute()), value, recordCodec(type));
        }
        if (type instanceof ValueType.OptionalType optional && optional.element() instanceof ValueType.RecordType record) {
            return CodeBlock.of("$L.putRecord($L," + sp + "$T.unwrap($L)," + sp + "$N)", writer,
                    JavaLiteral.of(component.attribute()), VALUES, value, codec(record));
        }
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$L.put($L," + sp + "$T.unwrap($L)," + sp + "$L)", writer, JavaLiteral.of(component.attribute()),
                    VALUES, value, to(optional.element(), 0, sp));
        }
        return CodeBlock.of("$L.put($L," + sp + "$L," + sp + "$L)", writer, JavaLiteral.of(component.attribute()), value,
                to(type, 0, sp));
    }

    /**
     * An expression reading the component from the item's map {@code item} through {@code ItemReader}'s
     * static reads, an argument on a line of its own (column 20).
     */
    CodeBlock read(String item, ComponentModel component) {
        return Lines.fit(20, breaks -> read(item, component, breaks.sp()));
    }

    /**
     * An expression reading a nullable component a key is built from, refused when the item holds
     * {@code keyAttribute} but not the component's attribute (column 20).
     */
    CodeBlock readKeyComponent(String item, ComponentModel component, String keyAttribute) {
        return Lines.fit(20, breaks -> CodeBlock.of("$T.keyComponent($L, $L, $L," + breaks.sp() + "$L)", RuntimeTypes.ITEM_READER,
                item, JavaLiteral.of(keyAttribute), JavaLiteral.of(component.attribute()), read(item, component, breaks.sp())));
    }

    private CodeBlock read(String item, ComponentModel component, String sp) {
        ValueType type = component.type();
        ClassName reader = RuntimeTypes.ITEM_READER;
        CodeBlock name = JavaLiteral.of(component.attribute());
        if (type instanceof ValueType.ScalarType scalar && (scalar.primitive() || byName(scalar))) {
            return CodeBlock.of("$T.read$L($L," + sp + "$L)", reader, scalarName(scalar.scalar()), item, name);
        }
        if (type instanceof ValueType.EnumType enumType) {
            return CodeBlock.of("$T.readEnum($L," + sp + "$L," + sp + "$T.class)", reader, item, name,
                    JavaTypes.of(enumType.type()));
        }
        if (type instanceof ValueType.ScalarType scalar) { // a boxed primitive
            return CodeBlock.of("$T.readScalar($L," + sp + "$L," + sp + "$L)", reader, item, name, scalar(scalar));
        }
        if (type instanceof ValueType.OptionalType optional && optional.element() instanceof ValueType.ScalarType scalar) {
            return CodeBlock.of("$T.readOptional($L," + sp + "$L," + sp + "$L)", reader, item, name, scalar(scalar));
        }
        String collection = type instanceof ValueType.ListType ? "List" : type instanceof ValueType.MapType ? "Map"
                : type instanceof ValueType.SetType ? "Set" : null;
        if (collection != null && !hasEnumElements(type) && scalarElement(type) != null) {
            return CodeBlock.of("$T.read$L($L," + sp + "$L," + sp + "$L)", reader, collection, item, name,
                    scalarElement(type));
        }
        if (recordCodec(type) != null) {
            return CodeBlock.of("$T.readRecord$L($L," + sp + "$L," + sp + "$N)", reader, recordHolder(type), item, name,
                    recordCodec(type));
        }
        if (type instanceof ValueType.OptionalType optional) {
            return CodeBlock.of("$T.readOptional($L," + sp + "$L," + sp + "$L)", reader, item, name,
                    from(optional.element(), 0, sp));
        }
        if (type instanceof ValueType.SetType) {
            return CodeBlock.of("$T.readSet($L," + sp + "$L," + sp + "$L)", reader, item, name, from(type, 0, sp));
        }
        return CodeBlock.of("$T.read($L," + sp + "$L," + sp + "$L)", reader, item, name, from(type, 0, sp));
    }

    /** The runtime's {@code Scalar} constant for a scalar type: {@code Scalar.INSTANT}. */
    static CodeBlock scalar(ValueType.ScalarType type) {
        return CodeBlock.of("$T.$L", RuntimeTypes.SCALAR, type.scalar().name());
    }

    /** The {@code Scalar} constant a value of the type is stored through (an enum's is write-only), or {@code null}. */
    static CodeBlock stored(ValueType type) {
        if (type instanceof ValueType.ScalarType scalar) {
            return scalar(scalar);
        }
        return type instanceof ValueType.EnumType ? CodeBlock.of("$T.ENUM", RuntimeTypes.SCALAR) : null;
    }

    /** The {@code Scalar} constant of a list's, map's or set's elements when they are scalars or enums, else {@code null}. */
    static CodeBlock scalarElement(ValueType type) {
        if (type instanceof ValueType.ListType list) {
            return stored(list.element());
        }
        if (type instanceof ValueType.MapType map) {
            return stored(map.value());
        }
        return type instanceof ValueType.SetType set ? scalar(set.element()) : null;
    }

    /** Whether a list's or map's elements are enums, which a {@code Scalar} stores but cannot read. */
    private static boolean hasEnumElements(ValueType type) {
        return (type instanceof ValueType.ListType list && list.element() instanceof ValueType.EnumType)
                || (type instanceof ValueType.MapType map && map.value() instanceof ValueType.EnumType);
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
        TO("from"), FROM("as");

        final String prefix;

        Direction(String prefix) {
            this.prefix = prefix;
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
        if (type instanceof ValueType.RecordType record) { // the codec is itself the function that stores
            return direction == Direction.TO ? CodeBlock.of("$N", codec(record)) : CodeBlock.of("$N::read", codec(record));
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
