package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Which automaton holds the texts of a key component: one per encoding, as the runtime's
 * {@code KeyCodec} writes them ({@link KeyEncoding}: Keyway's own, or a {@code @KeyFormat}).
 */
final class Shapes {

    private Shapes() {
    }

    /**
     * The shape of a component written in {@code encoding}; {@code wholeKey} when the placeholder
     * is the entire template, so that a string must not be empty (as generated keys check).
     */
    static Shape of(KeyEncoding encoding, boolean wholeKey, EnumConstants enums) {
        KeyFormatModel.Casing casing = encoding.casing();
        return switch (encoding.kind()) {
            case STRING -> encoding.delimiter() == '#' && casing == KeyFormatModel.Casing.AS_GIVEN
                    ? (wholeKey ? StringShape.NON_EMPTY : StringShape.ANY)
                    : new StringShape(wholeKey, encoding.delimiter(), casing);
            case RAW_STRING, CONVERTED -> new RawTextShape(encoding.refused(),
                    encoding.kind() == KeyEncoding.Kind.CONVERTED ? KeyFormatModel.Casing.AS_GIVEN : casing, wholeKey);
            case BOOLEAN -> FiniteShape.BOOLEAN;
            case FIXED_INTEGER -> switch (encoding.scalar()) {
                case BYTE -> IntegralShape.BYTE;
                case SHORT -> IntegralShape.SHORT;
                case INT -> IntegralShape.INT;
                default -> IntegralShape.LONG;
            };
            case PLAIN_INTEGER -> switch (encoding.scalar()) {
                case BYTE -> PlainIntegerShape.BYTE;
                case SHORT -> PlainIntegerShape.SHORT;
                case INT -> PlainIntegerShape.INT;
                case LONG -> PlainIntegerShape.LONG;
                default -> PlainIntegerShape.BIG_INTEGER;
            };
            case PADDED_INTEGER -> new PaddedIntegerShape(encoding.digits(), maximum(encoding.scalar()));
            case BIG_INTEGER -> BigIntegerShape.INSTANCE;
            case BIG_DECIMAL -> BigDecimalShape.INSTANCE;
            case INSTANT -> DateTimeShape.INSTANT;
            case INSTANT_TEXT -> encoding.digits() == KeyFormatModel.VARIABLE_PRECISION ? AnyOfShape.VARIABLE_INSTANT
                    : DateTimeShape.instant(encoding.digits());
            case LOCAL_DATE -> DateTimeShape.DATE;
            case LOCAL_DATE_TIME -> DateTimeShape.DATE_TIME;
            case UUID -> UuidShape.INSTANCE;
            case ENUM_NAME, ENUM_ORDINAL -> enumShape(((ValueType.EnumType) encoding.type()).type(),
                    encoding.kind() == KeyEncoding.Kind.ENUM_ORDINAL, casing, enums);
        };
    }

    private static BigInteger maximum(Scalar scalar) {
        return switch (scalar) {
            case BYTE -> BigInteger.valueOf(Byte.MAX_VALUE);
            case SHORT -> BigInteger.valueOf(Short.MAX_VALUE);
            case INT -> BigInteger.valueOf(Integer.MAX_VALUE);
            case LONG -> BigInteger.valueOf(Long.MAX_VALUE);
            default -> null;
        };
    }

    /**
     * Exactly the constants' texts when they are known, else any identifier-like name (with an
     * ordinal in a sort key), in the component's case.
     */
    private static Shape enumShape(ClassRef type, boolean ordinal, KeyFormatModel.Casing casing, EnumConstants enums) {
        Optional<List<String>> constants = enums.of(type);
        if (constants.isEmpty()) {
            if (casing == KeyFormatModel.Casing.AS_GIVEN) {
                return ordinal ? EnumOrdinalShape.INSTANCE : EnumNameShape.INSTANCE;
            }
            Shape name = new CasedNameShape(casing);
            return ordinal ? new EnumOrdinalShape(name) : name;
        }
        List<String> texts = new ArrayList<>();
        List<String> names = constants.get();
        for (int i = 0; i < names.size(); i++) {
            String name = cased(names.get(i), casing);
            texts.add(ordinal ? EnumOrdinalShape.encode(i, name) : name);
        }
        return new FiniteShape(texts);
    }

    /** A constant's name in a case, as the runtime's {@code KeyCase} writes it. */
    static String cased(String name, KeyFormatModel.Casing casing) {
        return switch (casing) {
            case AS_GIVEN -> name;
            case LOWER -> name.toLowerCase(Locale.ROOT);
            case UPPER -> name.toUpperCase(Locale.ROOT);
        };
    }
}
