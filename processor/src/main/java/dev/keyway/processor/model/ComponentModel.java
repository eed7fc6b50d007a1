package dev.keyway.processor.model;

/**
 * A record component and where it is stored.
 *
 * @param name      the component (and accessor) name
 * @param attribute the stored attribute name
 * @param type      its type
 * @param keyFormat how keys that hold it write it
 */
public record ComponentModel(String name, String attribute, ValueType type, KeyFormatModel keyFormat) {

    /** A component that keys write in Keyway's own encoding. */
    public ComponentModel(String name, String attribute, ValueType type) {
        this(name, attribute, type, KeyFormatModel.KEYWAY);
    }

    /** The same component written by keys in another format. */
    public ComponentModel withKeyFormat(KeyFormatModel format) {
        return new ComponentModel(name, attribute, type, format);
    }

    /** Whether a key template may hold it: a key type, or any type with a key converter. */
    public boolean keyable() {
        return type.keyable() || keyFormat.kind() == KeyFormatModel.Kind.CONVERTED;
    }
}
