package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Which automaton holds the encodings of a key component: one per key type, as the runtime's {@code KeyCodec} writes them. */
final class Shapes {

    private Shapes() {
    }

    /**
     * The shape of a component of {@code type} in a partition key or, when {@code sortKey}, a sort
     * key; {@code wholeKey} when the placeholder is the entire template, so that a string must not
     * be empty (as generated keys check).
     */
    static Shape of(ValueType type, boolean sortKey, boolean wholeKey, EnumConstants enums) {
        if (type instanceof ValueType.EnumType enumType) {
            return enumShape(enumType.type(), sortKey, enums);
        }
        Scalar scalar = ((ValueType.ScalarType) type).scalar();
        return switch (scalar) {
            case STRING -> wholeKey ? StringShape.NON_EMPTY : StringShape.ANY;
            case BOOLEAN -> FiniteShape.BOOLEAN;
            case BYTE -> IntegralShape.BYTE;
            case SHORT -> IntegralShape.SHORT;
            case INT -> IntegralShape.INT;
            case LONG -> IntegralShape.LONG;
            case BIG_INTEGER -> BigIntegerShape.INSTANCE;
            case BIG_DECIMAL -> BigDecimalShape.INSTANCE;
            case INSTANT -> DateTimeShape.INSTANT;
            case LOCAL_DATE -> DateTimeShape.DATE;
            case LOCAL_DATE_TIME -> DateTimeShape.DATE_TIME;
            case UUID -> UuidShape.INSTANCE;
            default -> throw new IllegalArgumentException("not a key type: " + scalar);
        };
    }

    /** Exactly the constants' texts when they are known, else any identifier-like name (with an ordinal in a sort key). */
    private static Shape enumShape(ClassRef type, boolean sortKey, EnumConstants enums) {
        Optional<List<String>> constants = enums.of(type);
        if (constants.isEmpty()) {
            return sortKey ? EnumOrdinalShape.INSTANCE : EnumNameShape.INSTANCE;
        }
        List<String> texts = new ArrayList<>();
        List<String> names = constants.get();
        for (int ordinal = 0; ordinal < names.size(); ordinal++) {
            texts.add(sortKey ? EnumOrdinalShape.encode(ordinal, names.get(ordinal)) : names.get(ordinal));
        }
        return new FiniteShape(texts);
    }
}
