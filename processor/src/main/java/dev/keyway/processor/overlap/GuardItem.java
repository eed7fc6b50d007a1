package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.TableModel;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The guard items that hold one {@code @Unique} component's values, as the runtime's
 * {@code UniqueGuards} writes them into the entity's table: {@code PK = "_unique#<Entity>#<component>#<value>"}
 * (the value in Keyway's own encoding, enums by name, whatever the component's key format, and
 * {@code '#'} whatever the table's keys use), {@code SK = "_unique"} in a table with a sort key,
 * and {@code _Unique} in the table's type attribute. These are the attributes a guard item can bring into
 * a key: the analysis compares them with every entity's keys like another entity's
 * ({@code owner}, which also names a key, is no key attribute: KW066).
 *
 * @param owner     the entity whose value it holds
 * @param component the {@code @Unique} component
 * @param keys      the text each key-like attribute holds, by attribute: as a template of the
 *                  guard's own (its {@code <component>} placeholder the value)
 */
public record GuardItem(EntityModel owner, ComponentModel component, Map<String, KeyTemplate> keys) {

    /** The literal that starts every guard item's partition key. */
    public static final String PREFIX = "_unique#";
    /** Every guard item's sort key, in a table with one. */
    public static final String SORT_KEY = "_unique";

    public GuardItem {
        keys = Map.copyOf(keys);
    }

    /**
     * The guard items of {@code owner}'s unique {@code component}, in the owner's table, whose type
     * attribute is {@code typeAttribute} ({@code _type} unless {@code @Entity(typeAttribute)} names another).
     */
    public static GuardItem of(EntityModel owner, ComponentModel component, String typeAttribute) {
        ComponentModel value = component.withKeyFormat(KeyFormatModel.KEYWAY);
        String literal = PREFIX + owner.typeName() + "#" + component.name() + "#";
        KeyTemplate partitionKey = new KeyTemplate(literal + "<" + component.name() + ">",
                List.of(new KeyTemplate.Literal(literal), new KeyTemplate.Placeholder(value)));
        Map<String, KeyTemplate> keys = new java.util.LinkedHashMap<>();
        keys.put(owner.partitionKey().attribute(), partitionKey);
        owner.sortKey().ifPresent(sortKey -> keys.put(sortKey.attribute(), constant(SORT_KEY)));
        keys.putIfAbsent(typeAttribute, constant(TableModel.GUARD_TYPE));
        return new GuardItem(owner, component, keys);
    }

    private static KeyTemplate constant(String text) {
        return new KeyTemplate(text, List.of(new KeyTemplate.Literal(text)));
    }

    /**
     * The guard's key in {@code attribute}, used where {@code like} stands (the same attribute):
     * a constant takes {@code like}'s delimiter, which it holds nowhere, so that the pair lines up
     * segment by segment; the partition key keeps its {@code '#'}. Empty when guards do not write
     * the attribute.
     */
    Optional<KeyModel> key(KeyModel like) {
        KeyTemplate template = keys.get(like.attribute());
        if (template == null) {
            return Optional.empty();
        }
        if (template.isConstant()) {
            template = new KeyTemplate(template.source(), template.parts(), like.template().delimiter());
        }
        // Never a sort key: the runtime writes the value as in a partition key (an enum by name) in every attribute.
        return Optional.of(new KeyModel(like.attribute(), template, false));
    }

    /** The guards' partition key as written, e.g. {@code _unique#Customer#email#<email>}. */
    public String partitionKeySource() {
        return keys.get(owner.partitionKey().attribute()).source();
    }

    /** The guards' keys as the design sheet and messages show them: {@code _unique#Customer#email#<email> / _unique}. */
    public String describe() {
        return owner.sortKey().map(sortKey -> partitionKeySource() + " / " + SORT_KEY).orElse(partitionKeySource());
    }
}
