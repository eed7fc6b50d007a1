package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import dev.keyway.processor.model.ClassNames;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyOnlyComponents;
import dev.keyway.processor.model.TableSettingsModel;
import dev.keyway.processor.rule.DynamoDbNames;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import javax.annotation.processing.Filer;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * Reads one {@code @Entity} record into an {@link EntityModel}: the record itself here, its
 * components, keys, indexes and access patterns through their readers. Every misuse is
 * reported at once, and where each part came from is recorded in the {@link SourceRegistry}.
 */
final class EntityReader {

    private static final KeyReader.Declared PARTITION_KEY = new KeyReader.Declared("value", "attribute", "PK", false, true);
    private static final KeyReader.Declared SORT_KEY = new KeyReader.Declared("value", "attribute", "SK", true, true);

    private final Elements elements;
    private final Types types;
    private final AnnotationReader annotations;
    private final SourceRegistry sources;
    private final Reporter reporter;
    private final Set<String> deferred = new LinkedHashSet<>();
    private final TableSettingsReader settings;

    EntityReader(Elements elements, Types types, SourceRegistry sources, Reporter reporter) {
        this(elements, types, sources, reporter, null);
    }

    /** A reader that also reads {@code @TableSettings}, its policy documents through the {@code filer}. */
    EntityReader(Elements elements, Types types, SourceRegistry sources, Reporter reporter, Filer filer) {
        this.settings = filer == null ? null : new TableSettingsReader(filer);
        this.elements = elements;
        this.types = types;
        this.annotations = new AnnotationReader(elements);
        this.sources = sources;
        this.reporter = reporter;
    }

    /**
     * The entities whose component types or annotation values did not resolve, by canonical name;
     * they are read again next round.
     */
    Set<String> deferred() {
        return deferred;
    }

    /** The entity, or {@code null} when it has errors (reported) or must wait for a later round. */
    EntityModel read(Element element) {
        String owner = nameOf(element);
        AnnotationMirror entityMirror = annotations.find(element, AnnotationNames.ENTITY);
        sources.declare(owner, element).annotation("Entity", entityMirror);
        Location entity = new Location.OnDeclaration(owner, "Entity", null);
        if (element.getKind() != ElementKind.RECORD) {
            reporter.report(Finding.of(Message.NOT_A_RECORD, entity, "Entity", element.getSimpleName(),
                    describeKind(element.getKind()), element.getSimpleName()));
            return null;
        }
        TypeElement record = (TypeElement) element;
        if (annotations.hasUnresolvedValue(record)) {
            deferred.add(owner); // an annotation value names a constant that does not exist yet: read it when it does
            return null;
        }
        EntityScope scope = new EntityScope(owner, record, sources.declare(owner, element), annotations, reporter);
        String packageName = elements.getPackageOf(record).getQualifiedName().toString();
        TypeReader typeReader = new TypeReader(elements, annotations, packageName);
        if (!record.getTypeParameters().isEmpty()) {
            scope.report(Message.GENERIC_RECORD, entity, scope.simpleName());
        }
        if (record.getModifiers().contains(Modifier.PRIVATE)) {
            scope.report(Message.PRIVATE_RECORD, entity, scope.simpleName());
        } else {
            Reachability.hidingType(record).ifPresent(hiding -> scope.report(Message.UNREACHABLE_DECLARATION, entity,
                    "Entity", "record " + scope.simpleName(), hiding.where(), hiding.remedy()));
        }
        String table = annotations.string(entityMirror, "table");
        if (table.isEmpty()) {
            scope.report(Message.EMPTY_TABLE_NAME, scope.onRecord("Entity", "table"), scope.simpleName());
        } else if (DynamoDbNames.problem(table) != null) {
            scope.report(Message.INVALID_TABLE_NAME, scope.onRecord("Entity", "table"), table, DynamoDbNames.problem(table));
        }
        String stream = annotations.enumConstant(entityMirror, "stream");
        String typeName = annotations.string(entityMirror, "type");
        if (typeName.isEmpty()) {
            typeName = scope.simpleName();
        } else if (Utf8.unpairedSurrogate(typeName) >= 0) {
            int at = Utf8.unpairedSurrogate(typeName);
            scope.report(Message.UNPAIRED_SURROGATE, scope.onRecord("Entity", "type"), "Entity type", typeName,
                    (int) typeName.charAt(at), at);
        }
        String typeAttribute = annotations.string(entityMirror, "typeAttribute");
        if (Utf8.unpairedSurrogate(typeAttribute) >= 0) {
            int at = Utf8.unpairedSurrogate(typeAttribute);
            scope.report(Message.UNPAIRED_SURROGATE, scope.onRecord("Entity", "typeAttribute"), "Type attribute",
                    typeAttribute, (int) typeAttribute.charAt(at), at);
        }

        ComponentReader.Components components = new ComponentReader(scope, typeReader,
                new TypeReader(elements, annotations, ""), types).read();
        KeyReader keys = new KeyReader(scope, components.forTemplates());
        AnnotationMirror partitionMirror = annotations.find(record, AnnotationNames.PARTITION_KEY);
        AnnotationMirror sortMirror = annotations.find(record, AnnotationNames.SORT_KEY);
        scope.source().annotation("PartitionKey", partitionMirror);
        scope.source().annotation("SortKey", sortMirror);
        KeyModel partitionKey = null;
        if (partitionMirror == null) {
            String example = components.all().isEmpty() ? "id" : components.all().get(0).name();
            scope.report(Message.MISSING_PARTITION_KEY, entity, scope.simpleName(),
                    scope.simpleName().toUpperCase(Locale.ROOT), example);
        } else {
            partitionKey = keys.read(partitionMirror, PARTITION_KEY, member -> scope.onRecord("PartitionKey", member));
        }
        KeyModel sortKey = sortMirror == null ? null
                : keys.read(sortMirror, SORT_KEY, member -> scope.onRecord("SortKey", member));
        if (partitionKey != null && (sortMirror == null || sortKey != null)) { // a key with errors is reported already
            keys.checkPrimaryKeyLookalikes(partitionKey, scope.onRecord("PartitionKey", PARTITION_KEY.templateMember()),
                    sortKey, scope.onRecord("SortKey", SORT_KEY.templateMember()));
        }
        IndexReader indexReader = new IndexReader(scope, keys, components.byName());
        IndexReader.Indexes indexes = new MultiAttributeIndexReader(scope, components.byName(), indexReader)
                .read(indexReader.read(partitionKey, sortMirror != null), partitionKey, sortKey,
                        annotations.bool(entityMirror, "componentsFromKeys"));
        VectorIndexReader vectors = new VectorIndexReader(scope, components.byName());
        var patterns = new AccessPatternReader(scope, vectors.names()).read(indexes, sortMirror != null, sortKey);
        List<KeyModel> keyModels = new ArrayList<>(List.of(Optional.ofNullable(partitionKey), Optional.ofNullable(sortKey))
                .stream().flatMap(Optional::stream).toList());
        indexes.all().forEach(index -> {
            keyModels.add(index.partitionKey());
            index.sortKey().ifPresent(keyModels::add);
        });
        List<String> otherIndexes = new ArrayList<>(indexes.declared());
        otherIndexes.addAll(indexes.multiAttribute().keySet());
        var vectorIndexes = vectors.read(otherIndexes, keyModels);
        checkShardComponent(scope, partitionKey, sortKey);
        new MarkerPlacement(scope).check(components, partitionKey, sortKey, indexes.all());
        checkKeyFormatsUsed(scope, components.all(), partitionKey, sortKey, indexes);
        boolean componentsFromKeys = annotations.bool(entityMirror, "componentsFromKeys");
        if (componentsFromKeys && partitionKey != null) {
            componentsFromKeys = checkComponentsFromKeys(scope, partitionKey, sortKey);
        }
        TableSettingsModel tableSettings = settings == null ? TableSettingsModel.NONE : settings.read(scope);
        if (scope.failed()) {
            return null;
        }
        if (components.unresolved()) {
            deferred.add(owner); // read again next round, when the type may exist
            return null;
        }
        ClassRef type = typeReader.classRef(record);
        return new EntityModel(type, typeName, table, components.all(), partitionKey, Optional.ofNullable(sortKey),
                indexes.all(), patterns, typeReader.nestedRecords(), components.version(), components.ttl(),
                components.uniques(), ClassNames.entity(type),
                "NONE".equals(stream) ? Optional.empty() : Optional.of(stream),
                typeAttribute.isEmpty() ? Optional.empty() : Optional.of(typeAttribute), publicAllTheWay(record),
                componentsFromKeys, tableSettings, vectorIndexes, List.copyOf(indexes.multiAttribute().values()));
    }

    /**
     * KW146: with {@code componentsFromKeys}, every primary-key component must read back exactly
     * from a key that holds it; KW147 (a warning) when the primary key holds no component, so the
     * option changes nothing. Whether the option stays on.
     */
    private static boolean checkComponentsFromKeys(EntityScope scope, KeyModel partitionKey, KeyModel sortKey) {
        LinkedHashSet<ComponentModel> held = new LinkedHashSet<>(partitionKey.template().components());
        if (sortKey != null) {
            held.addAll(sortKey.template().components());
        }
        if (held.isEmpty()) {
            scope.report(Message.COMPONENTS_FROM_KEYS_UNUSED, scope.onRecord("Entity", "componentsFromKeys"),
                    scope.simpleName());
            return false;
        }
        for (ComponentModel component : held) {
            boolean exact = (partitionKey.template().components().contains(component)
                    && KeyOnlyComponents.readsBackExactly(component, partitionKey))
                    || (sortKey != null && sortKey.template().components().contains(component)
                    && KeyOnlyComponents.readsBackExactly(component, sortKey));
            if (!exact) {
                KeyModel key = partitionKey.template().components().contains(component) ? partitionKey : sortKey;
                scope.report(Message.COMPONENT_NOT_READ_BACK, scope.onRecord("Entity", "componentsFromKeys"),
                        scope.simpleName(), component.name(), KeyEncoding.of(component, key).describe(),
                        key.template().source(), component.name());
            }
        }
        return true;
    }

    /**
     * KW136: a {@code @KeyFormat} on a component that no key holds has no effect. Checked only
     * when every key was read: a key with errors may be the one that names it.
     */
    private static void checkKeyFormatsUsed(EntityScope scope, java.util.List<ComponentModel> components,
                                            KeyModel partitionKey, KeyModel sortKey, IndexReader.Indexes indexes) {
        if (scope.failed() || partitionKey == null) {
            return;
        }
        Set<ComponentModel> keyed = new LinkedHashSet<>(partitionKey.template().components());
        if (sortKey != null) {
            keyed.addAll(sortKey.template().components());
        }
        for (var index : indexes.all()) {
            keyed.addAll(index.partitionKey().template().components());
            index.sortKey().ifPresent(key -> keyed.addAll(key.template().components()));
        }
        for (ComponentModel component : components) {
            if (!component.keyFormat().isDefault() && !keyed.contains(component)) {
                scope.report(Message.KEY_FORMAT_UNUSED, scope.component(component.name(), "KeyFormat", null),
                        component.name(), scope.simpleName(), component.name());
            }
        }
    }

    /** KW056: a sharded primary key is sharded by one of its components, which get, update and delete know. */
    private static void checkShardComponent(EntityScope scope, KeyModel partitionKey, KeyModel sortKey) {
        if (partitionKey == null || partitionKey.sharding().flatMap(KeyModel.Sharding::by).isEmpty()) {
            return;
        }
        ComponentModel by = partitionKey.sharding().get().by().get();
        Set<ComponentModel> keyComponents = new LinkedHashSet<>(partitionKey.template().components());
        if (sortKey != null) {
            keyComponents.addAll(sortKey.template().components());
        }
        if (!keyComponents.contains(by)) {
            scope.report(Message.SHARD_COMPONENT_REQUIRED, scope.onRecord("PartitionKey", "shardBy"),
                    partitionKey.sharding().get().shards(), scope.simpleName(),
                    String.join(", ", keyComponents.stream().map(ComponentModel::name).toList()));
        }
    }

    /** Whether the record and every type enclosing it are public. */
    private static boolean publicAllTheWay(TypeElement record) {
        for (Element at = record; at instanceof TypeElement; at = at.getEnclosingElement()) {
            if (!at.getModifiers().contains(javax.lang.model.element.Modifier.PUBLIC)) {
                return false;
            }
        }
        return true;
    }

    private static String describeKind(ElementKind kind) {
        return switch (kind) {
            case CLASS -> "a class";
            case INTERFACE -> "an interface";
            case ENUM -> "an enum";
            case ANNOTATION_TYPE -> "an annotation type";
            default -> "a " + kind.name().toLowerCase(Locale.ROOT).replace('_', ' ');
        };
    }

    /** The canonical name of a type, which findings blame; another element's text. */
    static String nameOf(Element element) {
        return element instanceof TypeElement type ? type.getQualifiedName().toString() : element.toString();
    }
}
