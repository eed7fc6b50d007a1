package dev.keyway.processor.model;

import java.util.Optional;

/**
 * Where an entity declared with {@code @Entity(componentsFromKeys = true)} reads a primary-key
 * component that an item keeps only inside its key: the first of its partition and sort key
 * whose format reads the component back exactly. A case-normalised text ({@code casing}) gives
 * another value than was written, and a {@code BigDecimal}'s key drops its scale ({@code 1.50}
 * reads back as {@code 1.5}): neither can stand in for the attribute.
 */
public final class KeyOnlyComponents {

    private KeyOnlyComponents() {
    }

    /** Whether {@code key} reads {@code component} back as the value that was written. */
    public static boolean readsBackExactly(ComponentModel component, KeyModel key) {
        KeyEncoding encoding = KeyEncoding.of(component, key);
        return encoding.casing() == KeyFormatModel.Casing.AS_GIVEN && encoding.kind() != KeyEncoding.Kind.BIG_DECIMAL;
    }

    /** The primary key (partition first, then sort) to read the component from, if one reads it back exactly. */
    public static Optional<KeyModel> source(EntityModel entity, ComponentModel component) {
        if (entity.partitionKey().template().components().contains(component)
                && readsBackExactly(component, entity.partitionKey())) {
            return Optional.of(entity.partitionKey());
        }
        return entity.sortKey().filter(key -> key.template().components().contains(component)
                && readsBackExactly(component, key));
    }
}
