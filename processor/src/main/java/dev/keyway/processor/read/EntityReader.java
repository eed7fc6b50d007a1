package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Diagnostics;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Reads one {@code @Entity} record into an {@link EntityModel}, reporting every misuse of the
 * record, its components and its annotations at once; returns {@code null} when any was found.
 */
public final class EntityReader {

    static final String ENTITY = "dev.keyway.annotations.Entity";
    static final String PARTITION_KEY = "dev.keyway.annotations.PartitionKey";
    static final String SORT_KEY = "dev.keyway.annotations.SortKey";
    static final String GSI = "dev.keyway.annotations.Gsi";
    static final String GSI_LIST = "dev.keyway.annotations.Gsi.List";
    static final String LSI = "dev.keyway.annotations.Lsi";
    static final String LSI_LIST = "dev.keyway.annotations.Lsi.List";
    static final String ACCESS_PATTERN = "dev.keyway.annotations.AccessPattern";
    static final String ACCESS_PATTERN_LIST = "dev.keyway.annotations.AccessPattern.List";
    static final String ATTRIBUTE = "dev.keyway.annotations.Attribute";
    static final String VERSION = "dev.keyway.annotations.Version";
    static final String TTL = "dev.keyway.annotations.Ttl";
    static final String UNIQUE = "dev.keyway.annotations.Unique";
    static final String CONVERT = "dev.keyway.annotations.Convert";

    /** Methods every generated repository has, which access patterns must not shadow. */
    private static final Set<String> REPOSITORY_METHODS = Set.of("put", "create", "get", "delete", "update", "createTable", "tableName",
            "putAll", "deleteAll", "getAll", "entityTable", "scan",
            "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

    private final Elements elements;
    private final javax.lang.model.util.Types types;
    private final AnnotationReader annotations;
    private final Diagnostics diagnostics;
    private final Set<String> deferred = new java.util.LinkedHashSet<>();

    public EntityReader(Elements elements, javax.lang.model.util.Types types, Diagnostics diagnostics) {
        this.elements = elements;
        this.types = types;
        this.annotations = new AnnotationReader(elements);
        this.diagnostics = diagnostics;
    }

    /** The entities whose component types did not resolve, by canonical name; they are read again next round. */
    public Set<String> deferred() {
        return deferred;
    }

    /** The annotation types that only make sense together with {@code @Entity}. */
    public static List<String> entityOnlyAnnotations() {
        return List.of(PARTITION_KEY, SORT_KEY, GSI, GSI_LIST, LSI, LSI_LIST, ACCESS_PATTERN, ACCESS_PATTERN_LIST);
    }

    /** Reports an entity-only annotation found on an element without {@code @Entity}. */
    public void reportWithoutEntity(Element element, String annotationType) {
        AnnotationMirror mirror = annotations.find(element, annotationType);
        String simple = annotationType.substring(annotationType.lastIndexOf('.') + 1);
        if (annotationType.endsWith(".List")) { // the compiler's container: point at the first repeated annotation
            String repeated = annotationType.substring(0, annotationType.length() - 5);
            mirror = annotations.findAll(element, repeated, annotationType).get(0);
            simple = repeated.substring(repeated.lastIndexOf('.') + 1);
        }
        diagnostics.error(nameOf(element), element, mirror, null, Message.KEY_WITHOUT_ENTITY, simple,
                element.getSimpleName());
    }

    /** Reads the element annotated with {@code @Entity}. */
    public ReadEntity read(Element element) {
        String entity = nameOf(element);
        AnnotationMirror entityMirror = annotations.find(element, ENTITY);
        if (element.getKind() != ElementKind.RECORD) {
            diagnostics.error(entity, element, entityMirror, null, Message.NOT_A_RECORD, "Entity",
                    element.getSimpleName(), describeKind(element.getKind()), element.getSimpleName());
            return null;
        }
        TypeElement record = (TypeElement) element;
        String packageName = elements.getPackageOf(record).getQualifiedName().toString();
        TypeReader types = new TypeReader(elements, annotations, packageName);
        if (!record.getTypeParameters().isEmpty()) {
            diagnostics.error(entity, record, entityMirror, null, Message.GENERIC_RECORD, record.getSimpleName());
        }
        if (!types.accessible(record, packageName)) {
            diagnostics.error(entity, record, entityMirror, null, Message.PRIVATE_RECORD, record.getSimpleName());
        }
        String table = annotations.string(entityMirror, "table");
        if (table.isEmpty()) {
            diagnostics.error(entity, record, entityMirror, annotations.written(entityMirror, "table"),
                    Message.EMPTY_TABLE_NAME, record.getSimpleName());
        }
        String typeName = annotations.string(entityMirror, "type");
        if (typeName.isEmpty()) {
            typeName = record.getSimpleName().toString();
        }

        Map<String, RecordComponentElement> componentElements = new HashMap<>();
        Set<String> unreadable = new java.util.HashSet<>();
        boolean[] unresolved = {false};
        List<ComponentModel> components = types.readComponents(record, new TypeReader.ComponentSink() {
            @Override
            public String attributeName(RecordComponentElement component, String name) {
                componentElements.put(name, component);
                AnnotationMirror mirror = annotations.find(component, ATTRIBUTE);
                if (mirror == null) {
                    return name;
                }
                String stored = annotations.string(mirror, "value");
                if (stored.isEmpty()) {
                    diagnostics.error(entity, component, mirror, annotations.written(mirror, "value"),
                            Message.EMPTY_ATTRIBUTE_NAME, name, name);
                    return name;
                }
                return stored;
            }

            @Override
            public ValueType converted(RecordComponentElement component) {
                AnnotationMirror convert = annotations.find(component, CONVERT);
                if (convert == null) {
                    return null;
                }
                TypeElement converter = (TypeElement) EntityReader.this.types.asElement(
                        (javax.lang.model.type.TypeMirror) annotations.written(convert, "value").getValue());
                String problem = converterProblem(converter, component.asType());
                if (problem != null) {
                    unreadable.add(component.getSimpleName().toString());
                    diagnostics.error(entity, component, convert, annotations.written(convert, "value"),
                            Message.CONVERTER_MISMATCH, converter.getSimpleName(), component.getSimpleName(), problem,
                            TypeReader.simpleNames(component.asType()));
                }
                TypeReader classes = new TypeReader(elements, annotations, "");
                TypeElement componentClass = component.asType() instanceof javax.lang.model.type.DeclaredType declared
                        ? (TypeElement) declared.asElement() : converter;
                return new ValueType.ConvertedType(classes.classRef(componentClass), classes.classRef(converter));
            }

            @Override
            public void unresolved(RecordComponentElement component) {
                unreadable.add(component.getSimpleName().toString());
                unresolved[0] = true;
            }

            @Override
            public void unsupported(RecordComponentElement component, String name, String type, String hint) {
                unreadable.add(name);
                diagnostics.error(entity, component, null, null, Message.UNSUPPORTED_TYPE, name, type, hint);
            }
        });
        String recordSimpleName = record.getSimpleName().toString();
        ComponentModel version = null;
        ComponentModel ttl = null;
        List<ComponentModel> uniques = new ArrayList<>();
        for (int i = 0; i < components.size(); i++) {
            ComponentModel component = components.get(i);
            RecordComponentElement componentElement = componentElements.get(component.name());
            AnnotationMirror versionMirror = annotations.find(componentElement, VERSION);
            if (versionMirror != null) {
                if (!isScalar(component.type(), Scalar.LONG) && !isScalar(component.type(), Scalar.INT)) {
                    diagnostics.error(entity, componentElement, versionMirror, null, Message.VERSION_TYPE, component.name(),
                            TypeNames.describe(component.type()));
                } else if (version != null) {
                    diagnostics.error(entity, componentElement, versionMirror, null, Message.DUPLICATE_VERSION, version.name(),
                            component.name(), recordSimpleName);
                } else {
                    version = component;
                }
            }
            AnnotationMirror uniqueMirror = annotations.find(componentElement, UNIQUE);
            if (uniqueMirror != null) {
                if (component.type().keyable()) {
                    uniques.add(component);
                } else {
                    diagnostics.error(entity, componentElement, uniqueMirror, null, Message.UNIQUE_TYPE, component.name(),
                            TypeNames.describe(component.type()));
                }
            }
            AnnotationMirror ttlMirror = annotations.find(componentElement, TTL);
            if (ttlMirror != null) {
                if (isScalar(component.type(), Scalar.INSTANT)) { // stored as epoch seconds, as DynamoDB's TTL reads it
                    component = new ComponentModel(component.name(), component.attribute(),
                            new ValueType.ScalarType(Scalar.EPOCH_SECONDS, false));
                    components.set(i, component);
                } else if (!isScalar(component.type(), Scalar.LONG)) {
                    diagnostics.error(entity, componentElement, ttlMirror, null, Message.TTL_TYPE, component.name(),
                            TypeNames.describe(component.type()));
                    continue;
                }
                if (ttl != null) {
                    diagnostics.error(entity, componentElement, ttlMirror, null, Message.DUPLICATE_TTL, ttl.name(),
                            component.name(), recordSimpleName);
                } else {
                    ttl = component;
                }
            }
        }
        Map<String, ComponentModel> byName = new LinkedHashMap<>();
        Map<String, ComponentModel> byAttribute = new HashMap<>();
        for (ComponentModel component : components) {
            byName.put(component.name(), component);
            ComponentModel previous = byAttribute.putIfAbsent(component.attribute(), component);
            if (previous != null) {
                RecordComponentElement at = componentElements.get(component.name());
                AnnotationMirror mirror = annotations.find(at, ATTRIBUTE);
                diagnostics.error(entity, at, mirror, mirror == null ? null : annotations.written(mirror, "value"),
                        Message.DUPLICATE_ATTRIBUTE_NAME, component.name(), component.attribute(), previous.name());
            }
        }
        TemplateParser.Components forTemplates = new TemplateParser.Components(byName, unreadable);
        String recordName = record.getSimpleName().toString();

        KeyModel partitionKey = null;
        AnnotationMirror partitionMirror = annotations.find(record, PARTITION_KEY);
        if (partitionMirror == null) {
            String example = components.isEmpty() ? "id" : components.get(0).name();
            diagnostics.error(entity, record, entityMirror, null, Message.MISSING_PARTITION_KEY, recordName,
                    recordName.toUpperCase(Locale.ROOT), example);
        } else {
            partitionKey = key(entity, record, partitionMirror, "value", "attribute", "PK", false, true, forTemplates,
                    recordName);
        }
        KeyModel sortKey = null;
        AnnotationMirror sortMirror = annotations.find(record, SORT_KEY);
        if (sortMirror != null) {
            sortKey = key(entity, record, sortMirror, "value", "attribute", "SK", true, true, forTemplates, recordName);
        }

        Map<String, AnnotationMirror> indexMirrors = new LinkedHashMap<>();
        List<IndexModel> indexes = new ArrayList<>();
        List<String> declaredIndexes = new ArrayList<>();
        List<AnnotationMirror> indexAnnotations = new ArrayList<>(annotations.findAll(record, GSI, GSI_LIST));
        List<AnnotationMirror> locals = annotations.findAll(record, LSI, LSI_LIST);
        indexAnnotations.addAll(locals);
        Map<String, Boolean> localIndexes = new HashMap<>();
        for (AnnotationMirror indexMirror : indexAnnotations) {
            boolean local = locals.contains(indexMirror);
            String index = annotations.string(indexMirror, "index");
            if (index.isEmpty()) {
                diagnostics.error(entity, record, indexMirror, annotations.written(indexMirror, "index"),
                        Message.EMPTY_INDEX_NAME, recordName);
                continue;
            }
            if (indexMirrors.putIfAbsent(index, indexMirror) != null) {
                diagnostics.error(entity, record, indexMirror, annotations.written(indexMirror, "index"),
                        Message.DUPLICATE_INDEX, index, recordName);
                continue;
            }
            String methods = IndexModel.methodPrefix(index);
            String clash = declaredIndexes.stream().filter(other -> IndexModel.methodPrefix(other).equals(methods))
                    .findFirst().orElse(null);
            if (clash != null) {
                diagnostics.error(entity, record, indexMirror, annotations.written(indexMirror, "index"),
                        Message.INDEX_NAME_CLASH, index, methods, clash, recordName);
                continue;
            }
            declaredIndexes.add(index);
            localIndexes.put(index, local);
            ProjectionModel projection = projection(entity, record, indexMirror, index, byName);
            if (local) {
                if (sortMirror == null) {
                    diagnostics.error(entity, record, indexMirror, annotations.written(indexMirror, "index"),
                            Message.LSI_WITHOUT_SORT_KEY, index, recordName);
                    continue;
                }
                KeyModel localSort = key(entity, record, indexMirror, "sortKey", "sortKeyAttribute", index + "SK", true,
                        false, forTemplates, recordName);
                if (partitionKey != null && localSort != null && projection != null) {
                    indexes.add(new IndexModel(index, partitionKey, Optional.of(localSort), true, projection));
                }
                continue;
            }
            KeyModel indexPartition = key(entity, record, indexMirror, "partitionKey", "partitionKeyAttribute",
                    index + "PK", false, false, forTemplates, recordName);
            KeyModel indexSort = null;
            if (!annotations.string(indexMirror, "sortKey").isEmpty()) {
                indexSort = key(entity, record, indexMirror, "sortKey", "sortKeyAttribute", index + "SK", true, false,
                        forTemplates, recordName);
            }
            if (indexPartition != null && projection != null) {
                indexes.add(new IndexModel(index, indexPartition, Optional.ofNullable(indexSort), false, projection));
            }
        }

        List<AccessPatternModel> patterns = new ArrayList<>();
        Map<String, AnnotationMirror> patternNames = new HashMap<>();
        for (AnnotationMirror pattern : annotations.findAll(record, ACCESS_PATTERN, ACCESS_PATTERN_LIST)) {
            String name = annotations.string(pattern, "name");
            AnnotationValue nameValue = annotations.written(pattern, "name");
            if (!SourceVersion.isName(name) || name.contains(".")) {
                diagnostics.error(entity, record, pattern, nameValue, Message.INVALID_ACCESS_PATTERN_NAME, name);
                continue;
            }
            if (REPOSITORY_METHODS.contains(name)) {
                diagnostics.error(entity, record, pattern, nameValue, Message.RESERVED_ACCESS_PATTERN_NAME, name, name);
                continue;
            }
            if (patternNames.putIfAbsent(name, pattern) != null) {
                diagnostics.error(entity, record, pattern, nameValue, Message.DUPLICATE_ACCESS_PATTERN, name, recordName);
                continue;
            }
            String index = annotations.string(pattern, "index");
            if (!index.isEmpty() && !indexMirrors.containsKey(index)) {
                diagnostics.error(entity, record, pattern, annotations.written(pattern, "index"), Message.UNKNOWN_INDEX,
                        name, index, recordName, Suggestions.didYouMean(index, declaredIndexes), index);
                continue;
            }
            boolean consistentRead = annotations.bool(pattern, "consistentRead");
            if (consistentRead && !index.isEmpty() && !localIndexes.get(index)) {
                diagnostics.error(entity, record, pattern, annotations.written(pattern, "consistentRead"),
                        Message.CONSISTENT_READ_ON_GSI, name, index);
                continue;
            }
            patterns.add(new AccessPatternModel(name, index.isEmpty() ? Optional.empty() : Optional.of(index),
                    annotations.bool(pattern, "descending"), consistentRead));
        }

        if (partitionKey != null && partitionKey.sharding().flatMap(KeyModel.Sharding::by).isPresent()) {
            ComponentModel by = partitionKey.sharding().get().by().get();
            java.util.Set<ComponentModel> keyComponents = new java.util.LinkedHashSet<>(partitionKey.template().components());
            if (sortKey != null) {
                keyComponents.addAll(sortKey.template().components());
            }
            if (!keyComponents.contains(by)) { // get and delete know only the primary-key components
                diagnostics.error(entity, record, partitionMirror, annotations.written(partitionMirror, "shardBy"),
                        Message.SHARD_COMPONENT_REQUIRED, partitionKey.sharding().get().shards(), recordName,
                        String.join(", ", keyComponents.stream().map(ComponentModel::name).toList()));
            }
        }
        if (diagnostics.failed(entity)) {
            return null;
        }
        if (unresolved[0]) {
            deferred.add(entity); // read again next round, when the type may exist
            return null;
        }
        EntityModel model = new EntityModel(types.classRef(record), typeName, table, components, partitionKey,
                Optional.ofNullable(sortKey), indexes, patterns, types.nestedRecords(), Optional.ofNullable(version),
                Optional.ofNullable(ttl), uniques);
        return new ReadEntity(model, record, entityMirror, partitionMirror, sortMirror, indexMirrors, componentElements);
    }

    /** An index's projection, its included components mapped to their stored attributes; null on errors. */
    private ProjectionModel projection(String entity, TypeElement record, AnnotationMirror mirror, String index,
                                       Map<String, ComponentModel> components) {
        ProjectionModel.Kind kind = ProjectionModel.Kind.valueOf(annotations.enumConstant(mirror, "projection"));
        List<String> include = annotations.strings(mirror, "include");
        if (kind != ProjectionModel.Kind.INCLUDE) {
            if (!include.isEmpty()) {
                diagnostics.error(entity, record, mirror, annotations.written(mirror, "include"),
                        Message.INCLUDE_WITHOUT_INCLUDE_PROJECTION, index, kind);
                return null;
            }
            return kind == ProjectionModel.Kind.ALL ? ProjectionModel.ALL : new ProjectionModel(kind, List.of());
        }
        List<String> attributes = new ArrayList<>();
        boolean valid = true;
        for (String name : include) {
            ComponentModel component = components.get(name);
            if (component == null) {
                diagnostics.error(entity, record, mirror, annotations.written(mirror, "include"),
                        Message.UNKNOWN_INCLUDED_COMPONENT, index, name, record.getSimpleName(),
                        Suggestions.didYouMean(name, components.keySet()));
                valid = false;
            } else {
                attributes.add(component.attribute());
            }
        }
        return valid ? new ProjectionModel(kind, attributes) : null;
    }

    private KeyModel key(String entity, TypeElement record, AnnotationMirror mirror, String templateMember,
                         String attributeMember, String defaultAttribute, boolean sortKey, boolean primaryKey,
                         TemplateParser.Components components, String recordName) {
        String source = annotations.string(mirror, templateMember);
        TemplateParser.Result parsed = TemplateParser.parse(source, components, recordName, primaryKey);
        for (TemplateParser.Problem problem : parsed.problems()) {
            diagnostics.error(entity, record, mirror, annotations.written(mirror, templateMember), problem.message(),
                    problem.args());
        }
        String attribute = annotations.string(mirror, attributeMember);
        if (attribute.isEmpty()) {
            attribute = defaultAttribute;
        }
        KeyTemplate template = parsed.template();
        if (template == null) {
            return null;
        }
        Optional<KeyModel.Sharding> sharding = sortKey ? Optional.empty()
                : sharding(entity, record, mirror, components.byName(), primaryKey);
        return sharding == null ? null : new KeyModel(attribute, template, sortKey, sharding);
    }

    /** A partition key's sharding, empty when not sharded, {@code null} on errors (reported). */
    private Optional<KeyModel.Sharding> sharding(String entity, TypeElement record, AnnotationMirror mirror,
                                                 Map<String, ComponentModel> components, boolean primaryKey) {
        int shards = annotations.integer(mirror, "shards");
        String by = annotations.string(mirror, "shardBy");
        String annotation = primaryKey ? "@PartitionKey" : "@Gsi";
        if (shards < 1 || shards > 1000) {
            diagnostics.error(entity, record, mirror, annotations.written(mirror, "shards"), Message.SHARD_COUNT,
                    annotation, shards);
            return null;
        }
        if (shards == 1) {
            return Optional.empty();
        }
        if (by.isEmpty()) {
            if (primaryKey) {
                diagnostics.error(entity, record, mirror, annotations.written(mirror, "shards"),
                        Message.SHARD_COMPONENT_REQUIRED, shards, record.getSimpleName(), "its partition or sort key");
                return null;
            }
            return Optional.of(new KeyModel.Sharding(shards, Optional.empty())); // a shard at random per write
        }
        ComponentModel component = components.get(by);
        if (component == null || !component.type().keyable()) {
            diagnostics.error(entity, record, mirror, annotations.written(mirror, "shardBy"),
                    Message.UNKNOWN_SHARD_COMPONENT, annotation, by, record.getSimpleName(),
                    component == null ? Suggestions.didYouMean(by, components.keySet()) : "");
            return null;
        }
        return Optional.of(new KeyModel.Sharding(shards, Optional.of(component)));
    }

    /** Why the converter cannot store the component, or {@code null} when it fits. */
    private String converterProblem(TypeElement converter, javax.lang.model.type.TypeMirror component) {
        if (!converter.getModifiers().contains(javax.lang.model.element.Modifier.PUBLIC)
                || converter.getModifiers().contains(javax.lang.model.element.Modifier.ABSTRACT)
                || converter.getKind() != ElementKind.CLASS) {
            return "the converter is not a public, non-abstract class";
        }
        boolean constructible = javax.lang.model.util.ElementFilter.constructorsIn(converter.getEnclosedElements()).stream()
                .anyMatch(constructor -> constructor.getParameters().isEmpty()
                        && constructor.getModifiers().contains(javax.lang.model.element.Modifier.PUBLIC));
        if (!constructible) {
            return "the converter has no public constructor without parameters";
        }
        if (!(component instanceof javax.lang.model.type.DeclaredType declared) || !declared.getTypeArguments().isEmpty()) {
            return "the component's type is not a class without type parameters";
        }
        javax.lang.model.type.TypeMirror converts = convertedType(converter.asType());
        if (converts == null) {
            return "the converter does not implement dev.keyway.runtime.AttributeConverter";
        }
        if (!types.isSameType(converts, component)) {
            return "the converter converts " + TypeReader.simpleNames(converts);
        }
        return null;
    }

    /** The {@code T} of {@code AttributeConverter<T>} among the type's supertypes, or {@code null}. */
    private javax.lang.model.type.TypeMirror convertedType(javax.lang.model.type.TypeMirror type) {
        for (javax.lang.model.type.TypeMirror supertype : types.directSupertypes(type)) {
            if (supertype instanceof javax.lang.model.type.DeclaredType declared
                    && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals("dev.keyway.runtime.AttributeConverter")) {
                return declared.getTypeArguments().isEmpty() ? null : declared.getTypeArguments().get(0);
            }
            javax.lang.model.type.TypeMirror found = convertedType(supertype);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static boolean isScalar(ValueType type, Scalar scalar) {
        return type instanceof ValueType.ScalarType scalarType && scalarType.scalar() == scalar;
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

    private static String nameOf(Element element) {
        return element instanceof TypeElement type ? type.getQualifiedName().toString() : element.toString();
    }
}
