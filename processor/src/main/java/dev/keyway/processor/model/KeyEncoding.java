package dev.keyway.processor.model;

import java.util.Optional;

/**
 * How one key writes one component: the component's type and {@code @KeyFormat}, whether the key
 * is a sort key (Keyway writes enums there by ordinal) and the key's delimiter decide it. What
 * the writers, the overlap analysis and the checks of templates and access patterns agree on.
 *
 * @param kind      the encoding
 * @param type      the component's key type (an {@code Optional}'s element)
 * @param casing    the case of a string or enum
 * @param digits    a zero-padded number's width, else 0
 * @param delimiter the key's delimiter, which the encoding never writes
 * @param refused   the characters a value written as it is (raw, converted) may not hold: the
 *                  delimiters of every key holding the component; else the key's delimiter
 * @param converter a converted component's {@code KeyConverter} class
 */
public record KeyEncoding(Kind kind, ValueType type, KeyFormatModel.Casing casing, int digits, char delimiter,
                          String refused, Optional<ClassRef> converter) {

    /** The encodings. */
    public enum Kind {
        /** Keyway's escaped string (the delimiter escaped too). */
        STRING,
        /** A string as given; one holding the delimiter is refused. */
        RAW_STRING,
        BOOLEAN,
        /** {@code byte}, {@code short}, {@code int}, {@code long}: sign and fixed-width digits. */
        FIXED_INTEGER,
        /** An integer in plain decimal digits. */
        PLAIN_INTEGER,
        /** A non-negative integer zero-padded to {@code digits}. */
        PADDED_INTEGER,
        BIG_INTEGER,
        BIG_DECIMAL,
        INSTANT,
        LOCAL_DATE,
        LOCAL_DATE_TIME,
        UUID,
        /** An enum by (cased) name. */
        ENUM_NAME,
        /** An enum by ordinal and (cased) name. */
        ENUM_ORDINAL,
        /** A user's key converter. */
        CONVERTED,
        /**
         * An {@code Instant} as ISO-8601 text in UTC with {@code digits} fraction digits (0, 3 or 6;
         * nine is {@link #INSTANT}), or as {@code Instant.toString()} writes it ({@code digits} -1).
         */
        INSTANT_TEXT
    }

    /** Whether this encoding writes a value as {@code other} does (same kind, case, width and converter). */
    public boolean writesAlike(KeyEncoding other) {
        return kind == other.kind && casing == other.casing && digits == other.digits && converter.equals(other.converter);
    }

    /** How {@code key} writes {@code component} (which must be one its template holds, or could). */
    public static KeyEncoding of(ComponentModel component, KeyModel key) {
        return of(component, key.sortKey(), key.template().delimiter());
    }

    /** How a partition ({@code sortKey} false) or sort key delimited by {@code delimiter} writes the component. */
    public static KeyEncoding of(ComponentModel component, boolean sortKey, char delimiter) {
        KeyFormatModel format = component.keyFormat();
        ValueType type = component.type().keyType();
        Kind kind;
        if (format.kind() == KeyFormatModel.Kind.CONVERTED) {
            kind = Kind.CONVERTED;
        } else if (format.kind() == KeyFormatModel.Kind.INSTANT_TEXT) {
            kind = Kind.INSTANT_TEXT;
        } else if (type instanceof ValueType.EnumType) {
            kind = sortKey && format.kind() == KeyFormatModel.Kind.KEYWAY ? Kind.ENUM_ORDINAL : Kind.ENUM_NAME;
        } else {
            Scalar scalar = ((ValueType.ScalarType) type).scalar();
            kind = switch (scalar) {
                case STRING -> format.kind() == KeyFormatModel.Kind.RAW ? Kind.RAW_STRING : Kind.STRING;
                case BOOLEAN -> Kind.BOOLEAN;
                case BYTE, SHORT, INT, LONG, BIG_INTEGER -> switch (format.kind()) {
                    case RAW -> Kind.PLAIN_INTEGER;
                    case PADDED -> Kind.PADDED_INTEGER;
                    default -> scalar == Scalar.BIG_INTEGER ? Kind.BIG_INTEGER : Kind.FIXED_INTEGER;
                };
                case BIG_DECIMAL -> Kind.BIG_DECIMAL;
                case INSTANT -> Kind.INSTANT;
                case LOCAL_DATE -> Kind.LOCAL_DATE;
                case LOCAL_DATE_TIME -> Kind.LOCAL_DATE_TIME;
                case UUID -> Kind.UUID;
                default -> throw new IllegalArgumentException("not a key type: " + scalar);
            };
        }
        String refused = String.valueOf(delimiter);
        if ((kind == Kind.RAW_STRING || kind == Kind.CONVERTED)) {
            refused = sortedUnion(format.delimiters(), delimiter);
        }
        return new KeyEncoding(kind, type, format.casing(), format.digits(), delimiter, refused, format.converter());
    }

    private static String sortedUnion(String delimiters, char delimiter) {
        StringBuilder all = new StringBuilder();
        (delimiters + delimiter).chars().sorted().distinct().forEach(c -> all.append((char) c));
        return all.toString();
    }

    /** The scalar of a scalar type, else {@code null}. */
    public Scalar scalar() {
        return type instanceof ValueType.ScalarType scalar ? scalar.scalar() : null;
    }

    /**
     * Whether keys sort by the value, so that range conditions on it are ranges of key text:
     * Keyway's own encodings (a string only with {@code '#'}, a {@code BigDecimal}, whose texts
     * differ in length, only with a delimiter below the digits) and zero-padded numbers.
     */
    public boolean ordered() {
        return switch (kind) {
            case STRING -> delimiter <= '$';
            case BIG_DECIMAL -> delimiter < '0';
            case RAW_STRING, PLAIN_INTEGER, ENUM_NAME, CONVERTED -> false;
            case INSTANT_TEXT -> digits != KeyFormatModel.VARIABLE_PRECISION;
            default -> true;
        };
    }

    /** Whether a {@code beginsWith} condition applies: strings. */
    public boolean prefixes() {
        return kind == Kind.STRING || kind == Kind.RAW_STRING;
    }

    /**
     * The punctuation the encoding writes, which a delimiter must not be (letters, digits, space,
     * {@code '<'}, {@code '>'} and {@code '$'} are never delimiters). Strings and converted values
     * never write the delimiter: Keyway's strings escape it, raw ones are refused.
     */
    public String punctuation() {
        return switch (kind) {
            case FIXED_INTEGER, PLAIN_INTEGER, BIG_INTEGER, LOCAL_DATE, UUID -> "-";
            case BIG_DECIMAL -> "-~";
            case INSTANT, LOCAL_DATE_TIME, INSTANT_TEXT -> "-:.";
            case ENUM_NAME -> "_";
            case ENUM_ORDINAL -> "-_";
            default -> "";
        };
    }

    /** Whether this encoding could write the character: the check a delimiter must pass. */
    public boolean writes(char c) {
        return punctuation().indexOf(c) >= 0;
    }

    /** The format in words after "written", for messages and the design sheet: {@code "raw"}, {@code "in plain digits"}. */
    public String describe() {
        String text = switch (kind) {
            case RAW_STRING -> "raw";
            case PLAIN_INTEGER -> "in plain digits";
            case PADDED_INTEGER -> "zero-padded to " + digits + " digits";
            case ENUM_NAME -> "by name";
            case ENUM_ORDINAL -> "by ordinal and name";
            case CONVERTED -> "by " + converter.map(ClassRef::simpleName).orElse("a key converter");
            case INSTANT_TEXT -> digits == KeyFormatModel.VARIABLE_PRECISION ? "as Instant.toString() writes it"
                    : "as ISO-8601 text in UTC with " + (digits == 0 ? "no" : String.valueOf(digits)) + " fraction digits";
            case STRING -> delimiter == KeyTemplate.DEFAULT_DELIMITER ? "escaped" : "escaped, '" + delimiter + "' too";
            default -> "in Keyway's encoding";
        };
        return casing == KeyFormatModel.Casing.AS_GIVEN ? text
                : text + ", " + casing.name().toLowerCase(java.util.Locale.ROOT) + " case";
    }
}
