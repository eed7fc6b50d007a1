package dev.keyway.runtime;

import dev.keyway.runtime.internal.EntityTable;
import java.util.ArrayList;
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
 * A typed UpdateItem on one item, built from the schema's attribute references and sent by
 * {@link #execute()}, which returns the item as it is after the update.
 *
 * <pre>{@code
 * Order shipped = orders.update("c1", placedAt, "o-17")
 *         .set(OrderSchema.STATUS, Status.SHIPPED)           // also rewrites GSI1PK = STATUS#SHIPPED
 *         .add(OrderSchema.TAGS, "express")
 *         .increment(OrderSchema.ATTEMPTS, 1)
 *         .when(OrderSchema.STATUS.eq(Status.PAID))
 *         .execute();
 * }</pre>
 *
 * <p>Like DynamoDB's UpdateItem it creates the item when it is missing (an upsert: atomic
 * counters rely on it); {@link #onlyIfExists()} refuses that. Setting a component that a
 * secondary-index key is built from rewrites that key in the same request, or fails with
 * {@link IncompleteKeyUpdateException} before any request when the key needs components the
 * update does not give; removing such a component removes the key (the item leaves the index).
 * Primary-key components cannot be changed: write a new item instead.
 *
 * @param <T> the record type
 */
public final class Update<T> {

    private final EntityTable<T> table;
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
    private Condition condition;
    private Long expectedVersion;

    /**
     * For generated repositories.
     *
     * @param table         the entity's table
     * @param key           the item's primary key
     * @param keyComponents the primary-key components' values, by attribute reference
     */
    public Update(EntityTable<T> table, Map<String, AttributeValue> key, Map<Attribute<?>, Object> keyComponents) {
        this.table = Objects.requireNonNull(table, "table");
        this.key = Map.copyOf(key);
        this.keyComponents = Map.copyOf(keyComponents);
    }

    /** Sets the attribute; a {@code null} value removes it. */
    public <V> Update<T> set(Attribute<V> attribute, V value) {
        if (value == null) {
            return remove(attribute);
        }
        checkWritable(attribute);
        AttributeValue stored = attribute.toValue(value);
        sets.add(expressions -> expressions.name(attribute.name()) + " = " + expressions.value(stored));
        changed.put(attribute.component(), value);
        return this;
    }

    /** Removes the attribute (the component reads back as null, or an empty Optional or set). */
    public Update<T> remove(Attribute<?> attribute) {
        checkWritable(attribute);
        removes.add(expressions -> expressions.name(attribute.name()));
        changed.put(attribute.component(), null);
        return this;
    }

    /** Sets the attribute only where the item lacks it ({@code if_not_exists}). */
    public <V> Update<T> setIfAbsent(Attribute<V> attribute, V value) {
        checkWritable(attribute);
        AttributeValue stored = attribute.toValue(value);
        sets.add(expressions -> {
            String name = expressions.name(attribute.name());
            return name + " = if_not_exists(" + name + ", " + expressions.value(stored) + ")";
        });
        unknown.add(attribute.component());
        return this;
    }

    /** Adds to a number atomically (from 0 when absent); {@link #execute()} returns the new value. */
    public <N extends Number> Update<T> increment(NumberAttribute<N> attribute, N amount) {
        return arithmetic(attribute, amount, "+");
    }

    /** Subtracts from a number atomically (from 0 when absent). */
    public <N extends Number> Update<T> decrement(NumberAttribute<N> attribute, N amount) {
        return arithmetic(attribute, amount, "-");
    }

    private <N extends Number> Update<T> arithmetic(NumberAttribute<N> attribute, N amount, String operator) {
        checkWritable(attribute);
        AttributeValue stored = attribute.toValue(amount);
        sets.add(expressions -> {
            String name = expressions.name(attribute.name());
            return name + " = if_not_exists(" + name + ", " + expressions.value(AttributeValue.fromN("0")) + ") "
                    + operator + " " + expressions.value(stored);
        });
        unknown.add(attribute.component());
        return this;
    }

    /** Adds elements to a set ({@code ADD}); adding present elements changes nothing, so it is idempotent. */
    @SafeVarargs
    public final <E> Update<T> add(CollectionAttribute<? extends Set<E>, E> attribute, E... elements) {
        checkWritable(attribute);
        AttributeValue stored = setOf(attribute, elements);
        adds.add(expressions -> expressions.name(attribute.name()) + " " + expressions.value(stored));
        unknown.add(attribute.component());
        return this;
    }

    /** Removes elements from a set ({@code DELETE}); removing absent elements changes nothing. */
    @SafeVarargs
    public final <E> Update<T> removeElements(CollectionAttribute<? extends Set<E>, E> attribute, E... elements) {
        checkWritable(attribute);
        AttributeValue stored = setOf(attribute, elements);
        deletes.add(expressions -> expressions.name(attribute.name()) + " " + expressions.value(stored));
        unknown.add(attribute.component());
        return this;
    }

    /** Appends elements to a list (creating it when absent). */
    @SafeVarargs
    public final <E> Update<T> append(CollectionAttribute<? extends List<E>, E> attribute, E... elements) {
        return listAppend(attribute, elements, false);
    }

    /** Prepends elements to a list (creating it when absent). */
    @SafeVarargs
    public final <E> Update<T> prepend(CollectionAttribute<? extends List<E>, E> attribute, E... elements) {
        return listAppend(attribute, elements, true);
    }

    private <E> Update<T> listAppend(CollectionAttribute<? extends List<E>, E> attribute, E[] elements, boolean first) {
        checkWritable(attribute);
        List<AttributeValue> values = new ArrayList<>(elements.length);
        for (E element : elements) {
            values.add(attribute.elementValue(element));
        }
        AttributeValue list = AttributeValue.fromL(values);
        sets.add(expressions -> {
            String name = expressions.name(attribute.name());
            String existing = "if_not_exists(" + name + ", " + expressions.value(AttributeValue.fromL(List.of())) + ")";
            String added = expressions.value(list);
            return name + " = list_append(" + (first ? added + ", " + existing : existing + ", " + added) + ")";
        });
        unknown.add(attribute.component());
        return this;
    }

    /** Only if the condition holds for the stored item. Several conditions must all hold. */
    public Update<T> when(Condition condition) {
        Objects.requireNonNull(condition, "condition");
        this.condition = this.condition == null ? condition : this.condition.and(condition);
        return this;
    }

    /** Only if the item exists: no upsert. */
    public Update<T> onlyIfExists() {
        String partitionKey = table.schema().table().partitionKeyAttribute();
        return when(expressions -> "attribute_exists(" + expressions.name(partitionKey) + ")");
    }

    /**
     * Only if the stored {@code @Version} is this one (optimistic locking; version 0: only if there
     * is no item yet); a different version fails with {@link VersionConflictException}. Every update of a versioned entity increments
     * its version.
     */
    public Update<T> expectVersion(long version) {
        if (table.schema().versionAttribute().isEmpty()) {
            throw new UnsupportedOperationException(table.schema().entityType() + " has no @Version component");
        }
        this.expectedVersion = version;
        return this;
    }

    /**
     * Sends the update and returns the item as it is afterwards.
     *
     * @throws ConditionFailedException      if a condition did not hold
     * @throws VersionConflictException      if {@link #expectVersion} did not match
     * @throws IncompleteKeyUpdateException  if an index key cannot be rewritten (before any request)
     */
    public T execute() {
        return table.update(this);
    }

    /** As {@link #execute()}, but empty instead of failing when a condition did not hold. */
    public Optional<T> tryExecute() {
        try {
            return Optional.of(execute());
        } catch (ConditionFailedException notApplied) {
            return Optional.empty();
        }
    }

    /** The components this update gives a value ({@code null}: removes), by component name. */
    public Map<String, Object> changedComponents() {
        return java.util.Collections.unmodifiableMap(changed);
    }

    /** The components whose new value the update cannot know (counters, set-if-absent, collections). */
    public Set<String> unknownComponents() {
        return java.util.Collections.unmodifiableSet(unknown);
    }

    /** The item's primary key. */
    public Map<String, AttributeValue> key() {
        return key;
    }

    /** The table operations this update belongs to, so that a {@link WriteTransaction} can send it. */
    EntityTable<T> table() {
        return table;
    }

    /** The version this update expects, if any. */
    public Optional<Long> expectedVersion() {
        return Optional.ofNullable(expectedVersion);
    }

    /**
     * The update expression, registering placeholders: the changes, the rewritten index keys,
     * the entity type and key components (so that an upsert creates a readable item), and the
     * version increment. Also adds this update's conditions to {@code conditions}.
     */
    public String expression(Expressions expressions, List<Condition> conditions) {
        ItemSchema<T> schema = table.schema();
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
                keys.forEach(derived -> removeClauses.add(expressions.name(derived.attribute())));
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
                throw new IncompleteKeyUpdateException(schema.entityType(), first.attribute(), templates, List.copyOf(missing));
            }
            for (ItemSchema.DerivedKey derived : keys) {
                AttributeValue rebuilt = AttributeValue.fromS(derived.build().apply(values));
                setClauses.add(expressions.name(derived.attribute()) + " = " + expressions.value(rebuilt));
            }
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
