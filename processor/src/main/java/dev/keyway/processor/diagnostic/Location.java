package dev.keyway.processor.diagnostic;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import java.util.Optional;

/**
 * Where a {@link Finding} is, named symbolically (no compiler types): a declaration, one of its
 * annotations (by simple name) and a member of it. The {@link SourceRegistry} resolves it to the
 * element, annotation mirror and written value that the readers recorded; a member that was not
 * written (its default applies) resolves to the annotation itself.
 *
 * <p>The factories below locate every role of the model: {@link #entity}, {@link #partitionKey},
 * {@link #sortKey}, {@link #index}, {@link #accessPattern}, {@link #component},
 * {@link #storedName}, {@link #keyTemplate} and {@link #keyAttribute} (the annotation member that
 * holds a key's template or attribute, whichever annotation declares that key), and
 * {@link #collection}.
 */
public sealed interface Location {

    /**
     * The canonical name of the declaration the finding blames (an entity record, an item-collection
     * interface, or an element carrying a stray annotation): it generates nothing.
     */
    String owner();

    /** The declaration itself, without an annotation. */
    record Declaration(String owner) implements Location {
    }

    /**
     * An annotation on the declaration, by simple name ({@code "Entity"}, {@code "PartitionKey"},
     * {@code "SortKey"}, {@code "ItemCollection"}, or any Keyway annotation found without
     * {@code @Entity}), and the value of {@code member} when given and written.
     */
    record OnDeclaration(String owner, String annotation, String member) implements Location {
    }

    /**
     * A {@code @Gsi} or {@code @Lsi} by index name; {@code occurrence} counts the declarations of
     * that name in source order (0: the first, the one the model holds).
     */
    record Index(String owner, String index, int occurrence, String member) implements Location {
    }

    /** An {@code @AccessPattern} by name; {@code occurrence} as for {@link Index}. */
    record AccessPattern(String owner, String pattern, int occurrence, String member) implements Location {
    }

    /**
     * A record component; with {@code annotation} ({@code "Attribute"}, {@code "Version"},
     * {@code "Ttl"}, {@code "Unique"}, {@code "Convert"}) that annotation on it when present, and
     * the value of {@code member} when given and written.
     */
    record Component(String owner, String component, String annotation, String member) implements Location {
    }

    /** The element itself, e.g. for an internal error. */
    static Location declaration(String owner) {
        return new Declaration(owner);
    }

    /** The entity's {@code @Entity}. */
    static Location entity(EntityModel entity) {
        return entity(entity, null);
    }

    /** A member of the entity's {@code @Entity} ({@code "table"}, {@code "type"}). */
    static Location entity(EntityModel entity, String member) {
        return new OnDeclaration(owner(entity), "Entity", member);
    }

    /** A member of the entity's {@code @PartitionKey} ({@code "value"}, {@code "attribute"}, {@code "shards"}, ...). */
    static Location partitionKey(EntityModel entity, String member) {
        return new OnDeclaration(owner(entity), "PartitionKey", member);
    }

    /** A member of the entity's {@code @SortKey} ({@code "value"}, {@code "attribute"}). */
    static Location sortKey(EntityModel entity, String member) {
        return new OnDeclaration(owner(entity), "SortKey", member);
    }

    /** A member of the {@code @Gsi} or {@code @Lsi} declaring the index on the entity. */
    static Location index(EntityModel entity, String index, String member) {
        return new Index(owner(entity), index, 0, member);
    }

    /** A member of the entity's {@code @AccessPattern} of that name. */
    static Location accessPattern(EntityModel entity, String pattern, String member) {
        return new AccessPattern(owner(entity), pattern, 0, member);
    }

    /** The record component. */
    static Location component(EntityModel entity, String component) {
        return new Component(owner(entity), component, null, null);
    }

    /** A member of an annotation on the record component, or the component when it lacks the annotation. */
    static Location component(EntityModel entity, String component, String annotation, String member) {
        return new Component(owner(entity), component, annotation, member);
    }

    /** Where the component's stored name is: its {@code @Attribute} value, or the component when it has none. */
    static Location storedName(EntityModel entity, String component) {
        return component(entity, component, "Attribute", "value");
    }

    /**
     * The template of one of the entity's keys: the table's ({@code index} empty) or an index's
     * partition key or, with {@code sortKey}, sort key. A local index's partition key is the
     * table's, declared by {@code @PartitionKey}.
     */
    static Location keyTemplate(EntityModel entity, Optional<String> index, boolean sortKey) {
        return key(entity, index, sortKey, false);
    }

    /** Where the attribute of one of the entity's keys is named, as for {@link #keyTemplate}. */
    static Location keyAttribute(EntityModel entity, Optional<String> index, boolean sortKey) {
        return key(entity, index, sortKey, true);
    }

    /** A member of the {@code @ItemCollection} on the interface ({@code "index"}), or the annotation. */
    static Location collection(ClassRef type, String member) {
        return new OnDeclaration(type.canonicalName(), "ItemCollection", member);
    }

    private static Location key(EntityModel entity, Optional<String> index, boolean sortKey, boolean attribute) {
        if (index.isPresent()) {
            IndexModel declared = entity.index(index.get()).orElseThrow(() -> new IllegalArgumentException(
                    entity.type().canonicalName() + " declares no index " + index.get()));
            if (sortKey || !declared.local()) {
                return index(entity, index.get(), (sortKey ? "sortKey" : "partitionKey") + (attribute ? "Attribute" : ""));
            }
        }
        String member = attribute ? "attribute" : "value";
        return sortKey ? sortKey(entity, member) : partitionKey(entity, member);
    }

    private static String owner(EntityModel entity) {
        return entity.type().canonicalName();
    }
}
