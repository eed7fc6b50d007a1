package dev.keyway.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * One {@code @Entity} record, validated.
 *
 * @param type           the record
 * @param typeName       the entity type stored in every item
 * @param table          the table name
 * @param components     the record's components in declaration order
 * @param partitionKey   the table partition key
 * @param sortKey        the table sort key, if the entity has one
 * @param indexes        its global secondary indexes
 * @param accessPatterns its query methods
 * @param nestedRecords  every record type stored inside it, transitively
 * @param version        the {@code @Version} component, if any
 * @param ttl            the {@code @Ttl} component, if any
 * @param uniques        the {@code @Unique} components
 * @param generated      the classes generated for it
 * @param stream         the stream view type it asks its table's stream for ({@code NEW_AND_OLD_IMAGES}), if any
 * @param typeAttribute  the attribute it asks its table to store entity types in ({@code @Entity(typeAttribute)}), if any
 * @param publicType     whether the record and every type around it are public, so that code of any package
 *                       may name it
 * @param componentsFromKeys whether reads take primary-key components from the key text ({@code @Entity(componentsFromKeys)})
 * @param settings       the table settings its {@code @TableSettings} declares, {@link TableSettingsModel#NONE} without one
 * @param vectorIndexes  its vector indexes ({@code @VectorIndex})
 * @param multiAttributeIndexes its global secondary indexes with multi-attribute keys ({@code @MultiAttributeGsi})
 */
public record EntityModel(ClassRef type, String typeName, String table, List<ComponentModel> components,
                          KeyModel partitionKey, Optional<KeyModel> sortKey, List<IndexModel> indexes,
                          List<AccessPatternModel> accessPatterns, List<NestedRecordModel> nestedRecords,
                          Optional<ComponentModel> version, Optional<ComponentModel> ttl,
                          List<ComponentModel> uniques, Generated generated, Optional<String> stream,
                          Optional<String> typeAttribute, boolean publicType, boolean componentsFromKeys,
                          TableSettingsModel settings, List<VectorIndexModel> vectorIndexes,
                          List<MultiAttributeIndexModel> multiAttributeIndexes) {

    /**
     * The classes generated for an entity {@code X}: {@code XKeys}, {@code XSchema}, {@code XRepository} and
     * {@code XAsyncRepository}.
     */
    public record Generated(ClassRef keys, ClassRef schema, ClassRef repository, ClassRef asyncRepository) {

        /** Their canonical names, in that order. */
        public List<String> canonicalNames() {
            return List.of(keys.canonicalName(), schema.canonicalName(), repository.canonicalName(),
                    asyncRepository.canonicalName());
        }
    }

    public EntityModel {
        components = List.copyOf(components);
        indexes = List.copyOf(indexes);
        accessPatterns = List.copyOf(accessPatterns);
        nestedRecords = List.copyOf(nestedRecords);
        uniques = List.copyOf(uniques);
        vectorIndexes = List.copyOf(vectorIndexes);
        multiAttributeIndexes = List.copyOf(multiAttributeIndexes);
    }

    /** An entity that declares no table settings, no vector indexes and no multi-attribute indexes. */
    public EntityModel(ClassRef type, String typeName, String table, List<ComponentModel> components,
                       KeyModel partitionKey, Optional<KeyModel> sortKey, List<IndexModel> indexes,
                       List<AccessPatternModel> accessPatterns, List<NestedRecordModel> nestedRecords,
                       Optional<ComponentModel> version, Optional<ComponentModel> ttl,
                       List<ComponentModel> uniques, Generated generated, Optional<String> stream,
                       Optional<String> typeAttribute, boolean publicType, boolean componentsFromKeys) {
        this(type, typeName, table, components, partitionKey, sortKey, indexes, accessPatterns, nestedRecords, version,
                ttl, uniques, generated, stream, typeAttribute, publicType, componentsFromKeys, TableSettingsModel.NONE,
                List.of(), List.of());
    }

    /**
     * Its access patterns on the table's key and on indexes with keys of text: those whose queries
     * are key templates (every pattern but those on {@code @MultiAttributeGsi} indexes).
     */
    public List<AccessPatternModel> templateAccessPatterns() {
        return accessPatterns.stream()
                .filter(pattern -> pattern.index().flatMap(this::multiAttributeIndex).isEmpty()).toList();
    }

    /** Its access patterns on indexes with multi-attribute keys. */
    public List<AccessPatternModel> multiAttributeAccessPatterns() {
        return accessPatterns.stream()
                .filter(pattern -> pattern.index().flatMap(this::multiAttributeIndex).isPresent()).toList();
    }

    /** Its multi-attribute index of that name, if it declares one. */
    public Optional<MultiAttributeIndexModel> multiAttributeIndex(String name) {
        return multiAttributeIndexes.stream().filter(index -> index.name().equals(name)).findFirst();
    }

    /** An entity that reads every component from its attributes ({@code componentsFromKeys} false). */
    public EntityModel(ClassRef type, String typeName, String table, List<ComponentModel> components,
                       KeyModel partitionKey, Optional<KeyModel> sortKey, List<IndexModel> indexes,
                       List<AccessPatternModel> accessPatterns, List<NestedRecordModel> nestedRecords,
                       Optional<ComponentModel> version, Optional<ComponentModel> ttl,
                       List<ComponentModel> uniques, Generated generated, Optional<String> stream,
                       Optional<String> typeAttribute, boolean publicType) {
        this(type, typeName, table, components, partitionKey, sortKey, indexes, accessPatterns, nestedRecords, version,
                ttl, uniques, generated, stream, typeAttribute, publicType, false);
    }

    /** A public entity that asks for no stream. */
    public EntityModel(ClassRef type, String typeName, String table, List<ComponentModel> components,
                       KeyModel partitionKey, Optional<KeyModel> sortKey, List<IndexModel> indexes,
                       List<AccessPatternModel> accessPatterns, List<NestedRecordModel> nestedRecords,
                       Optional<ComponentModel> version, Optional<ComponentModel> ttl, List<ComponentModel> uniques,
                       Generated generated) {
        this(type, typeName, table, components, partitionKey, sortKey, indexes, accessPatterns, nestedRecords, version,
                ttl, uniques, generated, Optional.empty(), Optional.empty(), true);
    }

    /** An entity whose generated classes are named as {@link ClassNames#entity} names them. */
    public EntityModel(ClassRef type, String typeName, String table, List<ComponentModel> components,
                       KeyModel partitionKey, Optional<KeyModel> sortKey, List<IndexModel> indexes,
                       List<AccessPatternModel> accessPatterns, List<NestedRecordModel> nestedRecords,
                       Optional<ComponentModel> version, Optional<ComponentModel> ttl, List<ComponentModel> uniques) {
        this(type, typeName, table, components, partitionKey, sortKey, indexes, accessPatterns, nestedRecords, version,
                ttl, uniques, ClassNames.entity(type));
    }

    /** The primary-key components in the order they first appear in the partition, then the sort key. */
    public List<ComponentModel> primaryKeyComponents() {
        java.util.LinkedHashSet<ComponentModel> ordered = new java.util.LinkedHashSet<>(partitionKey.template().components());
        sortKey.ifPresent(key -> ordered.addAll(key.template().components()));
        return List.copyOf(ordered);
    }

    /** The index of that name. */
    public Optional<IndexModel> index(String name) {
        return indexes.stream().filter(index -> index.name().equals(name)).findFirst();
    }
}
