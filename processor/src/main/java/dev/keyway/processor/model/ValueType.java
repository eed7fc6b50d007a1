package dev.keyway.processor.model;

/** The type of a stored value: a component's type, or an element of a collection. */
public sealed interface ValueType {

    /** A single value; {@code primitive} for {@code int} rather than {@code Integer}. */
    record ScalarType(Scalar scalar, boolean primitive) implements ValueType {
    }

    /**
     * An enum, stored by constant name; {@code constants} are the constants' names in declaration
     * order (sort keys encode the ordinal), as far as the compiler sees them.
     */
    record EnumType(ClassRef type, java.util.List<String> constants) implements ValueType {

        public EnumType {
            constants = java.util.List.copyOf(constants);
        }

        /** An enum whose constants are not known. */
        public EnumType(ClassRef type) {
            this(type, java.util.List.of());
        }
    }

    /** {@code List<E>}, stored as {@code L}. */
    record ListType(ValueType element) implements ValueType {
    }

    /** {@code Set<E>} of strings, numbers or binary, stored as {@code SS}, {@code NS} or {@code BS}. */
    record SetType(ScalarType element) implements ValueType {
    }

    /** {@code Map<String, V>}, stored as {@code M}. */
    record MapType(ValueType value) implements ValueType {
    }

    /** A nested record, stored as {@code M}; its components are in {@link EntityModel#nestedRecords()}. */
    record RecordType(ClassRef type) implements ValueType {
    }

    /**
     * A type stored through a user's {@code AttributeConverter}: {@code type} is the component's
     * class, {@code converter} the converter class; {@code keyAs} the string or integer type that
     * keys write it as, when its {@code @KeyFormat} is raw or zero-padded (legacy data keeping a
     * number as padded text in both the key and the attribute), else empty.
     */
    record ConvertedType(ClassRef type, ClassRef converter, java.util.Optional<ScalarType> keyAs) implements ValueType {

        /** A converted type that keys do not hold as a scalar. */
        public ConvertedType(ClassRef type, ClassRef converter) {
            this(type, converter, java.util.Optional.empty());
        }
    }

    /** {@code Optional<E>} at component level; empty leaves the attribute out. */
    record OptionalType(ValueType element) implements ValueType {
    }

    /** Whether a key template may hold a value of this type (an {@code Optional} one only in an index key). */
    default boolean keyable() {
        if (this instanceof OptionalType optional) {
            return optional.element().keyable();
        }
        return this instanceof EnumType || (this instanceof ScalarType scalar && scalar.scalar().keyable())
                || (this instanceof ConvertedType converted && converted.keyAs().isPresent());
    }

    /**
     * The type a key encodes: the element of an {@code Optional}, the scalar a converted type's
     * key format writes it as, else the type itself.
     */
    default ValueType keyType() {
        ValueType type = this instanceof OptionalType optional ? optional.element() : this;
        return type instanceof ConvertedType converted && converted.keyAs().isPresent() ? converted.keyAs().get() : type;
    }

    /** Whether a value of this type can be null in Java. */
    default boolean nullable() {
        return !(this instanceof ScalarType scalar && scalar.primitive());
    }
}
