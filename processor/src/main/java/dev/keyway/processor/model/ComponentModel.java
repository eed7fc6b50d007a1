package dev.keyway.processor.model;

/**
 * A record component and where it is stored.
 *
 * @param name      the component (and accessor) name
 * @param attribute the stored attribute name
 * @param type      its type
 */
public record ComponentModel(String name, String attribute, ValueType type) {
}
