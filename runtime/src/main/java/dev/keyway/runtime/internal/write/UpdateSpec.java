package dev.keyway.runtime.internal.write;

import dev.keyway.runtime.attribute.Attribute;
import dev.keyway.runtime.attribute.CollectionAttribute;
import dev.keyway.runtime.attribute.Condition;
import dev.keyway.runtime.attribute.Expressions;
import dev.keyway.runtime.attribute.NumberAttribute;
import dev.keyway.runtime.exception.IncompleteKeyUpdateException;
import dev.keyway.runtime.internal.EntityOperations;
import dev.keyway.runtime.internal.item.ItemSize;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything one UpdateItem needs, as {@code dev.keyway.runtime.Update} builds it: the item's
 * key, the changes, the conditions and the expected version. The table sends it, a write
 * transaction adds it, and the unique guards read which components it changes; the update
 * expression (with the index keys it rewrites) is rendered from it when it is sent or added.
 *
 * @param <T> the record type
 */
public final class UpdateSpec<T> {

    private final EntityOperations<T> table;
    private final Map<String, AttributeValue> key;
    private final Map<Attribute<?>, Object> keyComponents;
    private final List<Function<Expressions, String>> sets = new ArrayList<>();
    private final List<Function<Expressions, String>> removes = new ArrayList<>();
    private final List<Function<Expressions, String>> adds = new ArrayList<>();
    private final List<Function<Expressions, String>> deletes = new ArrayList<>();
    /** Components given a value (or removed: {@code null}) by this update, for index-key rewrites. */
    private final Map<String, Object> changed = new LinkedHashMap<>();
    /** Components whose new value this update cannot know (a counter, set-if-absent). */
    private final Set<String> unknown = new LinkedHashSet<>();
    /** The attributes this update writes, however. */
    private final Set<String> written = new LinkedHashSet<>();
    /** The attributes this update leaves holding a value, whatever the item held: set, set-if-absent, counters. */
    private final Set<String> given = new LinkedHashSet<>();
    /** Whether a condition of this update already requires the item to exist ({@link #onlyIfExists()}). */
    private boolean requiresItem;
    private Condition condition;
    private Long expectedVersion;
    /**
     * The bytes the updated item holds whatever it held before: each attribute set (name and
     * value), each list's appended elements, each set's added elements. DynamoDB refuses two
     * changes of one attribute in an update, so they add up.
     */
    private long certainSize;

    /**
     * An update of the item with this key and no changes yet.
     *
     * @param table         the entity's table, which sends it
     * @param key           the item's primary key
     * @param keyComponents the primary-key components' values, by attribute reference: an update
     *                      that creates the item writes them, so that it reads back
     */
    public UpdateSpec(EntityOperations<T> table, Map<String, AttributeValue> key, Map<Attribute<?>, Object> keyComponents) {
        this.table = Objects.requireNonNull(table, "table");
        table.keySizes().check(key);
        this.key = Map.copyOf(key);
        this.keyComponents = Map.copyOf(keyComponents);
        keyComponents.keySet().forEach(component -> given.add(component.name())); // written by every update
    }

    /**
     * A copy that later changes of this update do not reach: what an asynchronous transaction keeps
     * when the update is added, since it works out the update's guards only once it has read the
     * stored item, and they must match the expression rendered when it was added.
     */
    public UpdateSpec<T> copy() {
        UpdateSpec<T> copy = new UpdateSpec<>(table, key, keyComponents);
        copy.sets.addAll(sets);
        copy.removes.addAll(removes);
        copy.adds.addAll(adds);
        copy.deletes.addAll(deletes);
        copy.changed.putAll(changed);
        copy.unknown.addAll(unknown);
        copy.written.addAll(written);
        copy.given.addAll(given);
        copy.requiresItem = requiresItem;
        copy.condition = condition;
        copy.expectedVersion = expectedVersion;
        copy.certainSize = certainSize;
        return copy;
    }

    /** The table that sends the update. */
    public EntityOperations<T> table() {
        return table;
    }

    /** The item's primary key. */
    public Map<String, AttributeValue> key() {
        return key;
    }

    /** The components this update gives a value ({@code null}: removes), by component name. */
    public Map<String, Object> changedComponents() {
        return Collections.unmodifiableMap(changed);
    }

    /** The components whose new value the update cannot know (counters, set-if-absent, collections). */
    public Set<String> unknownComponents() {
        return Collections.unmodifiableSet(unknown);
    }

    /** The attributes this update sets, removes or changes, by attribute name. */
    public Set<String> writtenAttributes() {
        return Collections.unmodifiableSet(written);
    }

    /** The version the update expects, or {@code null}. */
    public Long expectedVersion() {
        return expectedVersion;
    }

    /**
     * The attributes of primitive components ({@link ItemSchema#primitiveAttributes()}) this update
     * leaves without a value where the item has none: those it does not set, set if absent, or
     * count. The {@code @Version} is never among them, since every update adds 1 to it.
     */
    public List<String> unsetPrimitives() {
        Optional<String> version = table.schema().versionAttribute();
        return table.schema().primitiveAttributes().stream()
                .filter(attribute -> !given.contains(attribute) && version.filter(attribute::equals).isEmpty())
                .toList();
    }

    /**
     * The primitive attributes this update leaves unset ({@link #unsetPrimitives()}) when no condition
     * of its own requires the item to exist; empty otherwise. An item the update created would lack
     * them and could not be read, so the update is sent on condition that the item exists, as with
     * {@link #onlyIfExists()}, and a failure on a missing item names them.
     */
    public List<String> cannotCreateWithout() {
        if (requiresItem || expectedVersion != null && expectedVersion > 0) {
            return List.of(); // the item must exist already: a version of 0 is no item, n is an item
        }
        return unsetPrimitives();
    }

    /**
     * An update that expects version 0 may only create the item; one that leaves a primitive unset
     * could never be written (it would need the item both absent and present), so it is refused
     * before the request.
     */
    private void checkCreatable(ItemSchema<T> schema) {
        if (expectedVersion != null && expectedVersion == 0 && !requiresItem) {
            List<String> unset = unsetPrimitives();
            if (!unset.isEmpty()) {
                throw new IllegalArgumentException(schema.entityType() + ": an update expecting version 0 (no item "
                        + "yet) can only create the item, and " + leavesUnset(unset));
            }
        }
    }

    /** Why an update leaving these primitive attributes unset cannot create its item, and what to do. */
    public static String leavesUnset(List<String> primitives) {
        return "it leaves unset " + String.join(", ", primitives) + ", the attribute(s) of primitive components, "
                + "without which an item cannot be read; set them in the update, or create the item with put or create";
    }

    // ---- changes, as Update's methods add them ----------------------------------------------

    /**
     * {@code SET name = value}; a {@code null} value, or an empty set (which DynamoDB cannot store,
     * and which a put leaves out), removes the attribute.
     */
    public <V> void set(Attribute<V> attribute, V value) {
        if (value == null || value instanceof Set<?> set && set.isEmpty()) {
            remove(attribute);
            return;
        }
        writes(attribute);
        given.add(attribute.name());
        AttributeValue stored = attribute.toValue(value);
        table.keySizes().check(Map.of(attribute.name(), stored)); // a multi-attribute index key may not be empty
        sets.add(expressions -> expressions.name(attribute.name()) + " = " + expressions.value(stored));
        changed.put(attribute.component(), value);
        certainSize += ItemSize.utf8Length(attribute.name()) + ItemSize.of(stored);
    }

    /**
     * {@code REMOVE name}.
     *
     * @throws IllegalArgumentException for a primitive component, which an item cannot be read without
     */
    public void remove(Attribute<?> attribute) {
        checkWritable(attribute);
        if (table.schema().primitiveAttributes().contains(attribute.name())) {
            throw new IllegalArgumentException(attribute + " is a primitive component, which every item must hold to be "
                    + "read: it cannot be removed or set to null; set it to a value instead");
        }
        writes(attribute);
        removes.add(expressions -> expressions.name(attribute.name()));
        changed.put(attribute.component(), null);
    }

    /** {@code SET name = if_not_exists(name, value)}. */
    public <V> void setIfAbsent(Attribute<V> attribute, V value) {
        writes(attribute);
        given.add(attribute.name());
        AttributeValue stored = attribute.toValue(value);
        table.keySizes().check(Map.of(attribute.name(), stored));
        sets.add(expressions -> {
            String name = expressions.name(attribute.name());
            return name + " = if_not_exists(" + name + ", " + expressions.value(stored) + ")";
        });
        unknown.add(attribute.component());
    }

    /** {@code SET name = if_not_exists(name, 0) + amount} (or {@code -}). */
    public <N extends Number> void arithmetic(NumberAttribute<N> attribute, N amount, String operator) {
        writes(attribute);
        given.add(attribute.name());
        AttributeValue stored = attribute.toValue(amount);
        sets.add(expressions -> {
            String name = expressions.name(attribute.name());
            return name + " = if_not_exists(" + name + ", " + expressions.value(AttributeValue.fromN("0")) + ") "
                    + operator + " " + expressions.value(stored);
        });
        unknown.add(attribute.component());
    }

    /** {@code ADD name elements} of a set. */
    public <E> void addElements(CollectionAttribute<? extends Set<E>, E> attribute, E[] elements) {
        writes(attribute);
        AttributeValue stored = setOf(attribute, elements);
        adds.add(expressions -> expressions.name(attribute.name()) + " " + expressions.value(stored));
        unknown.add(attribute.component());
        certainSize += ItemSize.utf8Length(attribute.name()) + ItemSize.of(stored);
    }

    /** {@code DELETE name elements} of a set. */
    public <E> void deleteElements(CollectionAttribute<? extends Set<E>, E> attribute, E[] elements) {
        writes(attribute);
        AttributeValue stored = setOf(attribute, elements);
        deletes.add(expressions -> expressions.name(attribute.name()) + " " + expressions.value(stored));
        unknown.add(attribute.component());
    }

    /** {@code SET name = list_append(...)}, the elements after ({@code first}: before) the list's. */
    public <E> void listAppend(CollectionAttribute<? extends List<E>, E> attribute, E[] elements, boolean first) {
        writes(attribute);
        List<AttributeValue> values = new ArrayList<>(elements.length);
        for (E element : elements) {
            values.add(attribute.elementValue(element));
        }
        AttributeValue list = AttributeValue.fromL(values);
        certainSize += ItemSize.utf8Length(attribute.name()) + ItemSize.of(list);
        sets.add(expressions -> {
            String name = expressions.name(attribute.name());
            String existing = "if_not_exists(" + name + ", " + expressions.value(AttributeValue.fromL(List.of())) + ")";
            String added = expressions.value(list);
            return name + " = list_append(" + (first ? added + ", " + existing : existing + ", " + added) + ")";
        });
        unknown.add(attribute.component());
    }

    /** Another condition; all must hold. */
    public void when(Condition added) {
        Objects.requireNonNull(added, "condition");
        this.condition = this.condition == null ? added : this.condition.and(added);
    }

    /** {@code attribute_exists} of the partition key: no upsert. */
    public void onlyIfExists() {
        when(itemExists());
        requiresItem = true;
    }

    private Condition itemExists() {
        String partitionKey = table.schema().table().partitionKeyAttribute();
        return expressions -> "attribute_exists(" + expressions.name(partitionKey) + ")";
    }

    /** The {@code @Version} the stored item must have. */
    public void expectVersion(long version) {
        if (table.schema().versionAttribute().isEmpty()) {
            throw new UnsupportedOperationException(table.schema().entityType() + " has no @Version component");
        }
        this.expectedVersion = version;
    }

    /**
     * The update expression, registering placeholders: the changes, the rewritten index keys,
     * the entity type and key components (so that an upsert creates a readable item), and the
     * version increment. Also adds this update's conditions to {@code conditions}, and that the
     * item exists when the update leaves a primitive component unset ({@link #cannotCreateWithout()}).
     *
     * @throws dev.keyway.runtime.exception.ItemTooLargeException if what the update writes cannot fit in an item
     */
    public String expression(Expressions expressions, List<Condition> conditions) {
        ItemSchema<T> schema = table.schema();
        checkSize(schema);
        checkCreatable(schema);
        List<String> setClauses = new ArrayList<>();
        List<String> removeClauses = new ArrayList<>();
        sets.forEach(clause -> setClauses.add(clause.apply(expressions)));
        removes.forEach(clause -> removeClauses.add(clause.apply(expressions)));
        rewriteIndexKeys(schema, expressions, setClauses, removeClauses);
        AttributeValue type = AttributeValue.fromS(schema.entityType());
        setClauses.add(expressions.name(schema.table().typeAttribute()) + " = " + expressions.value(type));
        for (Map.Entry<Attribute<?>, Object> component : keyComponents.entrySet()) {
            setClauses.add(expressions.name(component.getKey().name()) + " = "
                    + expressions.value(storedValue(component.getKey(), component.getValue())));
        }
        List<String> addClauses = new ArrayList<>();
        adds.forEach(clause -> addClauses.add(clause.apply(expressions)));
        Optional<String> version = schema.versionAttribute();
        if (version.isPresent()) {
            addClauses.add(expressions.name(version.get()) + " " + expressions.value(AttributeValue.fromN("1")));
            if (expectedVersion != null && expectedVersion == 0) { // version 0: no item yet, as for put
                String partitionKey = schema.table().partitionKeyAttribute();
                conditions.add(expressions2 -> "attribute_not_exists(" + expressions2.name(partitionKey) + ")");
            } else if (expectedVersion != null) {
                AttributeValue expected = AttributeValue.fromN(Long.toString(expectedVersion));
                conditions.add(expressions2 -> expressions2.name(version.get()) + " = " + expressions2.value(expected));
            }
        }
        if (condition != null) {
            conditions.add(condition);
        }
        if (!cannotCreateWithout().isEmpty()) {
            conditions.add(itemExists()); // the item it would create could not be read
        }
        List<String> deleteClauses = new ArrayList<>();
        deletes.forEach(clause -> deleteClauses.add(clause.apply(expressions)));
        StringBuilder expression = new StringBuilder();
        appendClause(expression, "SET", setClauses);
        appendClause(expression, "REMOVE", removeClauses);
        appendClause(expression, "ADD", addClauses);
        appendClause(expression, "DELETE", deleteClauses);
        return expression.toString();
    }

    private void rewriteIndexKeys(ItemSchema<T> schema, Expressions expressions, List<String> setClauses,
                                  List<String> removeClauses) {
        Map<String, Object> values = new LinkedHashMap<>();
        keyComponents.forEach((attribute, value) -> values.put(attribute.component(), value));
        changed.forEach((component, value) -> {
            if (value != null) {
                values.put(component, value);
            }
        });
        // An index on the table's own key attribute (an inverted index, or SK with a Data attribute)
        // holds the primary key there, which DynamoDB refuses to update and which cannot change.
        Set<String> tableKeys = new LinkedHashSet<>();
        tableKeys.add(schema.table().partitionKeyAttribute());
        schema.table().sortKeyAttribute().ifPresent(tableKeys::add);
        // An index's keys are one unit, as toItem writes them: both or neither.
        Map<String, List<ItemSchema.DerivedKey>> byIndex = new LinkedHashMap<>();
        schema.derivedKeys().forEach(derived -> byIndex.computeIfAbsent(derived.index(), index -> new ArrayList<>()).add(derived));
        for (List<ItemSchema.DerivedKey> keys : byIndex.values()) {
            boolean touched = keys.stream().flatMap(derived -> derived.components().stream())
                    .anyMatch(component -> changed.containsKey(component) || unknown.contains(component));
            if (!touched) {
                continue;
            }
            boolean removed = keys.stream().flatMap(derived -> derived.components().stream())
                    .anyMatch(component -> changed.containsKey(component) && changed.get(component) == null);
            if (removed) { // the item leaves the index
                keys.stream().filter(derived -> !tableKeys.contains(derived.attribute()))
                        .forEach(derived -> removeClauses.add(expressions.name(derived.attribute())));
                continue;
            }
            Set<String> missing = new LinkedHashSet<>();
            keys.forEach(derived -> derived.components().stream()
                    .filter(component -> !values.containsKey(component) || unknown.contains(component))
                    .forEach(missing::add));
            if (!missing.isEmpty()) {
                ItemSchema.DerivedKey first = keys.stream()
                        .filter(derived -> derived.components().stream().anyMatch(missing::contains)).findFirst().orElseThrow();
                String templates = String.join(" / ", keys.stream().map(ItemSchema.DerivedKey::template).toList());
                List<String> computed = missing.stream().filter(unknown::contains).toList();
                throw new IncompleteKeyUpdateException(schema.entityType(), first.attribute(), templates, List.copyOf(missing),
                        computed);
            }
            for (ItemSchema.DerivedKey derived : keys) {
                if (tableKeys.contains(derived.attribute())) {
                    continue; // the table's own key attribute, written with its template (KW061): never updated
                }
                String text = derived.build().apply(values);
                table.keySizes().check(derived.attribute(), text);
                AttributeValue rebuilt = AttributeValue.fromS(text);
                setClauses.add(expressions.name(derived.attribute()) + " = " + expressions.value(rebuilt));
            }
        }
    }

    /**
     * Refuses, before any request, an update whose values cannot fit in an item whatever it holds:
     * its certain contents and the item's primary key, type and key components.
     */
    private void checkSize(ItemSchema<T> schema) {
        if (certainSize <= ItemSize.LIMIT / 2) {
            return; // the keys and type are far below the other half: no need to count them
        }
        long size = certainSize + ItemSize.of(key) + ItemSize.utf8Length(schema.table().typeAttribute())
                + ItemSize.utf8Length(schema.entityType());
        if (size > ItemSize.LIMIT) {
            throw dev.keyway.runtime.exception.ItemTooLargeException.afterUpdate(schema.entityType(),
                    schema.table().describeKey(key), size, ItemSize.LIMIT);
        }
    }

    private static void appendClause(StringBuilder expression, String keyword, List<String> clauses) {
        if (!clauses.isEmpty()) {
            if (expression.length() > 0) {
                expression.append(' ');
            }
            expression.append(keyword).append(' ').append(String.join(", ", clauses));
        }
    }

    /** Checks that the update may write the attribute, and records that it does. */
    private void writes(Attribute<?> attribute) {
        checkWritable(attribute);
        if (!written.add(attribute.name())) { // DynamoDB would refuse the request: "Two document paths overlap"
            throw new IllegalArgumentException(attribute + " is already changed by this update, and DynamoDB takes one "
                    + "change per attribute in an update: combine them, or send a second update");
        }
    }

    /** Checks that the attribute is this entity's, and neither a primary-key component nor the version. */
    private void checkWritable(Attribute<?> attribute) {
        ItemSchema<T> schema = table.schema();
        if (!attribute.entityType().equals(schema.entityType())) {
            throw new IllegalArgumentException(attribute + " is not an attribute of " + schema.entityType());
        }
        if (attribute.keyComponent()) {
            throw new IllegalArgumentException(attribute + " is part of the primary key and cannot be updated; "
                    + "write an item under the new key and delete the old one");
        }
        if (schema.versionAttribute().filter(attribute.name()::equals).isPresent()) {
            throw new IllegalArgumentException(attribute + " is the @Version, which every update increments itself");
        }
    }

    @SuppressWarnings("unchecked")
    private static AttributeValue storedValue(Attribute<?> attribute, Object value) {
        return ((Attribute<Object>) attribute).toValue(value);
    }

    @SafeVarargs
    private static <E> AttributeValue setOf(CollectionAttribute<?, E> attribute, E... elements) {
        if (elements.length == 0) {
            throw new IllegalArgumentException("no elements for " + attribute);
        }
        List<AttributeValue> values = new ArrayList<>(elements.length);
        for (E element : elements) {
            values.add(attribute.elementValue(element));
        }
        AttributeValue first = values.get(0);
        if (first.s() != null) {
            return AttributeValue.fromSs(values.stream().map(AttributeValue::s).toList());
        }
        if (first.n() != null) {
            return AttributeValue.fromNs(values.stream().map(AttributeValue::n).toList());
        }
        List<SdkBytes> bytes = values.stream().map(AttributeValue::b).toList();
        return AttributeValue.fromBs(bytes);
    }
}
