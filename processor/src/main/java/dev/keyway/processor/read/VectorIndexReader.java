package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.VectorIndexModel;
import dev.keyway.processor.rule.DynamoDbNames;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;

/**
 * Reads an entity's {@code @VectorIndex} declarations and the {@code @AccessPattern}s that search them,
 * with what DynamoDB documents: a name of 3 to 255 characters (API Reference, {@code VectorIndex}), 1 to
 * 4096 dimensions ({@code AWS::DynamoDB::Table VectorIndex}), a vector stored as a list of numbers
 * (Developer Guide, "Troubleshooting vector indexes"), and search-schema attributes declared in
 * {@code AttributeDefinitions}, so strings, numbers or binaries (API Reference, {@code SearchSchemaElement}).
 */
final class VectorIndexReader {

    private final EntityScope scope;
    private final Map<String, ComponentModel> components;

    VectorIndexReader(EntityScope scope, Map<String, ComponentModel> components) {
        this.scope = scope;
        this.components = components;
    }

    /** The names of the entity's vector indexes, read before the access patterns so that they can skip them. */
    Set<String> names() {
        Set<String> names = new LinkedHashSet<>();
        for (AnnotationMirror mirror : mirrors()) {
            names.add(scope.annotations().string(mirror, "index"));
        }
        return names;
    }

    /**
     * The vector indexes without errors, given the names of the entity's other indexes and its keys
     * (those with errors are {@code null}): a key component cannot hold a vector.
     */
    List<VectorIndexModel> read(List<String> otherIndexes, List<KeyModel> keys) {
        AnnotationReader annotations = scope.annotations();
        Map<String, List<String>> patterns = patterns();
        Set<ComponentModel> keyed = new LinkedHashSet<>();
        for (KeyModel key : keys) {
            if (key != null) {
                keyed.addAll(key.template().components());
            }
        }
        Set<String> named = new LinkedHashSet<>();
        List<VectorIndexModel> indexes = new ArrayList<>();
        for (AnnotationMirror mirror : mirrors()) {
            String index = annotations.string(mirror, "index");
            int occurrence = scope.source().index(index, mirror);
            Function<String, Location> at = member -> new Location.Index(scope.owner(), index, occurrence, member);
            String invalid = DynamoDbNames.problem(index);
            if (invalid == null && otherIndexes.contains(index)) {
                invalid = "names a @Gsi, @Lsi or @MultiAttributeGsi of the entity too";
            } else if (invalid == null && !named.add(index)) {
                invalid = "is declared twice";
            }
            if (invalid != null) {
                scope.report(Message.INVALID_VECTOR_INDEX_NAME, at.apply("index"), index, scope.simpleName(), invalid);
                continue;
            }
            String name = annotations.string(mirror, "component");
            ComponentModel component = components.get(name);
            if (component == null) {
                scope.report(Message.UNKNOWN_VECTOR_COMPONENT, at.apply("component"), index, name, scope.simpleName(),
                        Suggestions.didYouMean(name, components.keySet()));
                continue;
            }
            if (!VectorIndexModel.holdsVector(component)) {
                scope.report(Message.VECTOR_COMPONENT_TYPE, at.apply("component"), index, name, "is not a list of numbers");
                continue;
            }
            if (keyed.contains(component)) {
                scope.report(Message.VECTOR_COMPONENT_TYPE, at.apply("component"), index, name, "is held by a key");
                continue;
            }
            int dimensions = annotations.integer(mirror, "dimensions");
            if (dimensions < 1 || dimensions > VectorIndexModel.MAX_DIMENSIONS) {
                scope.report(Message.VECTOR_DIMENSIONS, at.apply("dimensions"), index, dimensions);
                continue;
            }
            Set<ComponentModel> searched = new LinkedHashSet<>();
            Optional<ComponentModel> partition = Optional.empty();
            String partitionName = annotations.string(mirror, "partitionKey");
            if (!partitionName.isEmpty()) {
                ComponentModel hash = searchComponent(index, "partitionKey", partitionName, component, searched, at);
                if (hash == null) {
                    continue;
                }
                partition = Optional.of(hash);
            }
            List<ComponentModel> filters = new ArrayList<>();
            boolean failed = false;
            for (String filter : annotations.strings(mirror, "filters")) {
                ComponentModel inline = searchComponent(index, "filters", filter, component, searched, at);
                failed |= inline == null;
                filters.add(inline);
            }
            String projection = annotations.enumConstant(mirror, "projection");
            List<String> include = include(index, projection, annotations.strings(mirror, "include"), at);
            if (failed || include == null) {
                continue;
            }
            List<String> searching = patterns.getOrDefault(index, List.of());
            if (!searching.isEmpty() && !"ALL".equals(projection)) {
                scope.report(Message.VECTOR_PROJECTION, at.apply("projection"), index, "@AccessPattern \""
                        + searching.get(0) + "\" returns whole records, which an index with projection " + projection
                        + " does not hold. Project ALL, or search it with SearchVectors yourself.");
                continue;
            }
            indexes.add(new VectorIndexModel(index, component, dimensions, annotations.enumConstant(mirror, "distance"),
                    partition, filters, projection, include, searching));
        }
        return indexes;
    }

    /** A search-schema component, or {@code null} after reporting why it cannot be one. */
    private ComponentModel searchComponent(String index, String member, String name, ComponentModel vector,
                                           Set<ComponentModel> searched, Function<String, Location> at) {
        ComponentModel component = components.get(name);
        String problem = null;
        if (component == null) {
            problem = "names no component" + Suggestions.didYouMean(name, components.keySet());
        } else if (component.equals(vector)) {
            problem = "is the embedding itself";
        } else if (VectorIndexModel.searchType(component).isEmpty()) {
            problem = "is not stored as a string, number or binary";
        } else if (!searched.add(component)) {
            problem = "is in the search schema already";
        }
        if (problem != null) {
            scope.report(Message.VECTOR_SEARCH_COMPONENT, at.apply(member), index, member, name, problem,
                    scope.simpleName());
            return null;
        }
        return component;
    }

    /** The attributes of {@code include}, or {@code null} after reporting a misuse. */
    private List<String> include(String index, String projection, List<String> include, Function<String, Location> at) {
        if (!include.isEmpty() && !"INCLUDE".equals(projection)) {
            scope.report(Message.VECTOR_PROJECTION, at.apply("include"), index,
                    "include lists components, but the projection is " + projection + ". Set projection = INCLUDE, or remove include.");
            return null;
        }
        if ("INCLUDE".equals(projection) && include.isEmpty()) {
            scope.report(Message.VECTOR_PROJECTION, at.apply("projection"), index,
                    "projection INCLUDE needs the components to hold: list them in include.");
            return null;
        }
        List<String> attributes = new ArrayList<>();
        for (String name : include) {
            ComponentModel component = components.get(name);
            if (component == null) {
                scope.report(Message.VECTOR_PROJECTION, at.apply("include"), index, "include names '" + name
                        + "', no component of " + scope.simpleName() + "." + Suggestions.didYouMean(name, components.keySet()));
                return null;
            }
            attributes.add(component.attribute());
        }
        return attributes;
    }

    /**
     * The access patterns naming a vector index of the entity, by index; their options are checked here
     * (a search has no order, consistent read or type filter to choose).
     */
    private Map<String, List<String>> patterns() {
        Set<String> vectorIndexes = names();
        AnnotationReader annotations = scope.annotations();
        Map<String, List<String>> patterns = new LinkedHashMap<>();
        for (AnnotationMirror pattern : annotations.findAll(scope.record(), AnnotationNames.ACCESS_PATTERN,
                AnnotationNames.ACCESS_PATTERN_LIST)) {
            String index = annotations.string(pattern, "index");
            if (!vectorIndexes.contains(index)) {
                continue;
            }
            String name = annotations.string(pattern, "name");
            for (String option : List.of("descending", "consistentRead", "filterOnType")) {
                if (annotations.bool(pattern, option)) {
                    scope.report(Message.VECTOR_PATTERN_OPTION,
                            new Location.AccessPattern(scope.owner(), name, 0, option), name, index, option);
                }
            }
            patterns.computeIfAbsent(index, key -> new ArrayList<>()).add(name);
        }
        return patterns;
    }

    private List<AnnotationMirror> mirrors() {
        return scope.annotations().findAll(scope.record(), AnnotationNames.VECTOR_INDEX, AnnotationNames.VECTOR_INDEX_LIST);
    }
}
