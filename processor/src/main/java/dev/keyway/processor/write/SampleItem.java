package dev.keyway.processor.write;

import dev.keyway.processor.model.EntityModel;
import java.util.Map;
import java.util.Optional;

/**
 * One made-up item of an entity.
 *
 * @param entity     the entity
 * @param number     its number among the entity's samples, from 1
 * @param values     each component's value, by component name, as Java holds it ({@code String},
 *                   boxed numbers, times, {@code UUID}, {@code byte[]}, {@link SampleData.EnumValue},
 *                   {@link SampleData.RecordValue}, lists, sets, maps, {@code Optional}); {@code null}
 *                   for a component that is not sampled (one stored through a converter)
 * @param attributes the item as the generated schema's {@code toItem} writes it, in its order
 */
public record SampleItem(EntityModel entity, int number, Map<String, Object> values, Map<String, SampleValue> attributes) {

    /** The text of a string attribute (a key), if the item has it. */
    public Optional<String> text(String attribute) {
        SampleValue value = attributes.get(attribute);
        return value == null ? Optional.empty() : Optional.of(value.text());
    }

    /** A short name for the item in text: {@code Order 2}. */
    public String label() {
        return entity.typeName() + " " + number;
    }
}
