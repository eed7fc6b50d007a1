package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel.KeyAttribute;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.rule.DynamoDbNames;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;

/**
 * Reads an entity's {@code @MultiAttributeGsi} declarations (Developer Guide, "Multi-attribute keys
 * pattern"): one to four partition and up to four sort components (KW180), each a component of the
 * record (KW181) named once (KW182), stored as a string, number or binary (KW183) in an attribute of
 * its own (KW185), under an index name no {@code @Gsi} or {@code @Lsi} of the entity takes (KW184).
 */
final class MultiAttributeIndexReader {

    private final EntityScope scope;
    private final Map<String, ComponentModel> components;
    private final IndexReader projections;

    MultiAttributeIndexReader(EntityScope scope, Map<String, ComponentModel> components, IndexReader projections) {
        this.scope = scope;
        this.components = components;
        this.projections = projections;
    }

    /**
     * The entity's indexes with its multi-attribute ones added, given the {@code @Gsi}/{@code @Lsi} ones
     * and the primary-key templates and {@code componentsFromKeys} (whose key components are not stored).
     */
    IndexReader.Indexes read(IndexReader.Indexes indexes, KeyModel partitionKey, KeyModel sortKey,
                             boolean componentsFromKeys) {
        AnnotationReader annotations = scope.annotations();
        List<AnnotationMirror> mirrors = annotations.findAll(scope.record(), AnnotationNames.MULTI_ATTRIBUTE_GSI,
                AnnotationNames.MULTI_ATTRIBUTE_GSI_LIST);
        if (mirrors.isEmpty()) {
            return indexes;
        }
        Set<String> named = new LinkedHashSet<>(indexes.named());
        List<String> declared = new ArrayList<>(indexes.declared());
        Map<String, Boolean> local = new LinkedHashMap<>(indexes.local());
        Map<String, MultiAttributeIndexModel> read = new LinkedHashMap<>();
        for (AnnotationMirror mirror : mirrors) {
            String index = annotations.string(mirror, "index");
            int occurrence = scope.source().index(index, mirror);
            Function<String, Location> at = member -> new Location.Index(scope.owner(), index, occurrence, member);
            if (index.isEmpty()) {
                scope.report(Message.EMPTY_INDEX_NAME, at.apply("index"), scope.simpleName());
                continue;
            }
            if (!named.add(index)) {
                String other = read.containsKey(index) ? "MultiAttributeGsi"
                        : Boolean.TRUE.equals(indexes.local().get(index)) ? "Lsi" : "Gsi";
                scope.report(Message.MULTI_KEY_INDEX_CLASH, at.apply("index"), index, scope.simpleName(), other);
                continue;
            }
            local.put(index, false);
            String invalid = DynamoDbNames.problem(index);
            if (invalid != null) {
                scope.report(Message.INVALID_INDEX_NAME, at.apply("index"), index, invalid);
                continue;
            }
            declared.add(index);
            Set<String> seen = new HashSet<>();
            List<KeyAttribute> partition = keys(mirror, index, "partitionKey", 1, at, seen, partitionKey, sortKey,
                    componentsFromKeys);
            List<KeyAttribute> sort = keys(mirror, index, "sortKey", 0, at, seen, partitionKey, sortKey,
                    componentsFromKeys);
            ProjectionModel projection = projections.projection(mirror, index, at);
            if (partition != null && sort != null && projection != null) {
                read.put(index, new MultiAttributeIndexModel(index, partition, sort, projection));
            }
        }
        return new IndexReader.Indexes(indexes.all(), named, declared, local, read);
    }

    /** One key's attributes, or {@code null} after reporting what is wrong with them. */
    private List<KeyAttribute> keys(AnnotationMirror mirror, String index, String member, int min,
                                    Function<String, Location> at, Set<String> seen, KeyModel partitionKey,
                                    KeyModel sortKey, boolean componentsFromKeys) {
        List<String> names = scope.annotations().strings(mirror, member);
        String kind = member.equals("partitionKey") ? "partition" : "sort";
        if (names.size() < min || names.size() > MultiAttributeIndexModel.MAX_ATTRIBUTES) {
            scope.report(Message.MULTI_KEY_COUNT, at.apply(member), index, kind, names.size(), kind,
                    min + " to " + MultiAttributeIndexModel.MAX_ATTRIBUTES,
                    names.size() < min ? "at least one partition component"
                            : "at most " + MultiAttributeIndexModel.MAX_ATTRIBUTES + ", or keep the others in a filter");
            return null;
        }
        List<KeyAttribute> keys = new ArrayList<>();
        boolean valid = true;
        for (String name : names) {
            ComponentModel component = components.get(name);
            if (component == null) {
                scope.report(Message.MULTI_KEY_UNKNOWN_COMPONENT, at.apply(member), index, name, scope.simpleName(),
                        Suggestions.didYouMean(name, components.keySet()));
                valid = false;
            } else if (!seen.add(name)) {
                scope.report(Message.MULTI_KEY_DUPLICATE_COMPONENT, at.apply(member), index, name);
                valid = false;
            } else if (componentsFromKeys && inPrimaryKey(component, partitionKey, sortKey)) {
                scope.report(Message.MULTI_KEY_COMPONENT_NOT_STORED, at.apply(member), index, name, scope.simpleName());
                valid = false;
            } else {
                Optional<KeyAttribute> key = MultiAttributeIndexModel.keyAttribute(component);
                if (key.isEmpty()) {
                    scope.report(Message.MULTI_KEY_TYPE, at.apply(member), index, name,
                            TypeNames.describe(component.type()), storedAs(component));
                    valid = false;
                } else {
                    keys.add(key.get());
                }
            }
        }
        return valid ? keys : null;
    }

    private static boolean inPrimaryKey(ComponentModel component, KeyModel partitionKey, KeyModel sortKey) {
        return (partitionKey != null && partitionKey.template().components().contains(component))
                || (sortKey != null && sortKey.template().components().contains(component));
    }

    /** What DynamoDB would hold instead of a key attribute. */
    private static String storedAs(ComponentModel component) {
        String type = TypeNames.describe(component.type());
        if (type.contains("oolean")) {
            return "stored as a boolean (BOOL), which is no key type";
        }
        return switch (component.type().getClass().getSimpleName()) {
            case "ListType" -> "stored as a list (L), which is no key type";
            case "SetType" -> "stored as a set, which is no key type";
            case "MapType", "RecordType" -> "stored as a map (M), which is no key type";
            case "ConvertedType" -> "stored by a converter as a type unknown at compile time";
            default -> "which is stored as no string, number or binary";
        };
    }
}
