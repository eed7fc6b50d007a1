package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.ProjectionModel;
import dev.keyway.processor.rule.DynamoDbNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;

/**
 * Reads an entity's {@code @Gsi} and {@code @Lsi} declarations into its indexes: names (present,
 * once, giving distinct method names), keys and projections; reports every misuse.
 */
final class IndexReader {

    /**
     * The indexes read, and what access patterns may name: every index name declared once
     * ({@code named}, even with errors of its own) and its kind ({@code local}), and the names
     * that a "did you mean" may suggest ({@code declared}).
     */
    record Indexes(List<IndexModel> all, Set<String> named, List<String> declared, Map<String, Boolean> local,
                   Map<String, MultiAttributeIndexModel> multiAttribute) {

        Indexes(List<IndexModel> all, Set<String> named, List<String> declared, Map<String, Boolean> local) {
            this(all, named, declared, local, Map.of());
        }
    }

    private final EntityScope scope;
    private final KeyReader keys;
    private final Map<String, ComponentModel> components;

    IndexReader(EntityScope scope, KeyReader keys, Map<String, ComponentModel> components) {
        this.scope = scope;
        this.keys = keys;
        this.components = components;
    }

    /** Reads them, given the entity's partition key ({@code null} when it has errors) and whether it has a sort key. */
    Indexes read(KeyModel partitionKey, boolean hasSortKey) {
        AnnotationReader annotations = scope.annotations();
        List<AnnotationMirror> mirrors = new ArrayList<>(annotations.findAll(scope.record(), AnnotationNames.GSI,
                AnnotationNames.GSI_LIST));
        List<AnnotationMirror> locals = annotations.findAll(scope.record(), AnnotationNames.LSI, AnnotationNames.LSI_LIST);
        mirrors.addAll(locals);
        Set<String> named = new LinkedHashSet<>();
        List<String> declared = new ArrayList<>();
        Map<String, Boolean> localIndexes = new HashMap<>();
        List<IndexModel> indexes = new ArrayList<>();
        for (AnnotationMirror mirror : mirrors) {
            boolean local = locals.contains(mirror);
            String index = annotations.string(mirror, "index");
            int occurrence = scope.source().index(index, mirror);
            Function<String, Location> at = member -> new Location.Index(scope.owner(), index, occurrence, member);
            if (index.isEmpty()) {
                scope.report(Message.EMPTY_INDEX_NAME, at.apply("index"), scope.simpleName());
                continue;
            }
            if (!named.add(index)) {
                scope.report(Message.DUPLICATE_INDEX, at.apply("index"), index, scope.simpleName());
                continue;
            }
            localIndexes.put(index, local); // an access pattern on it is checked even if the name clashes
            String invalid = DynamoDbNames.problem(index);
            if (invalid != null) {
                scope.report(Message.INVALID_INDEX_NAME, at.apply("index"), index, invalid);
                continue;
            }
            String methods = IndexModel.methodPrefix(index);
            String clash = declared.stream().filter(other -> IndexModel.methodPrefix(other).equals(methods))
                    .findFirst().orElse(null);
            if (clash != null) {
                scope.report(Message.INDEX_NAME_CLASH, at.apply("index"), index, methods, clash, scope.simpleName());
                continue;
            }
            declared.add(index);
            ProjectionModel projection = projection(mirror, index, at);
            IndexModel model = local ? local(mirror, index, partitionKey, hasSortKey, projection, at)
                    : global(mirror, index, projection, at);
            if (model != null) {
                indexes.add(model);
            }
        }
        return new Indexes(indexes, named, declared, localIndexes);
    }

    private IndexModel local(AnnotationMirror mirror, String index, KeyModel partitionKey, boolean hasSortKey,
                             ProjectionModel projection, Function<String, Location> at) {
        if (!hasSortKey) {
            scope.report(Message.LSI_WITHOUT_SORT_KEY, at.apply("index"), index, scope.simpleName());
            return null;
        }
        KeyModel sortKey = keys.read(mirror, sortKey(index), at);
        if (partitionKey == null || sortKey == null || projection == null) {
            return null;
        }
        return new IndexModel(index, partitionKey, Optional.of(sortKey), true, projection);
    }

    private IndexModel global(AnnotationMirror mirror, String index, ProjectionModel projection,
                              Function<String, Location> at) {
        KeyModel partitionKey = keys.read(mirror,
                new KeyReader.Declared("partitionKey", "partitionKeyAttribute", index + "PK", false, false), at);
        KeyModel sortKey = null;
        if (!scope.annotations().string(mirror, "sortKey").isEmpty()) {
            sortKey = keys.read(mirror, sortKey(index), at);
        } else if (scope.annotations().written(mirror, "sortKeyAttribute") != null) {
            scope.report(Message.SORT_KEY_ATTRIBUTE_WITHOUT_SORT_KEY, at.apply("sortKeyAttribute"), index,
                    scope.annotations().string(mirror, "sortKeyAttribute"));
            return null;
        }
        if (partitionKey == null || projection == null) {
            return null;
        }
        return new IndexModel(index, partitionKey, Optional.ofNullable(sortKey), false, projection);
    }

    /** An index's sort key, stored in {@code <index>SK} unless named. */
    private static KeyReader.Declared sortKey(String index) {
        return new KeyReader.Declared("sortKey", "sortKeyAttribute", index + "SK", true, false);
    }

    /** An index's projection, its included components mapped to their stored attributes; null on errors. */
    ProjectionModel projection(AnnotationMirror mirror, String index, Function<String, Location> at) {
        ProjectionModel.Kind kind = ProjectionModel.Kind.valueOf(scope.annotations().enumConstant(mirror, "projection"));
        List<String> include = scope.annotations().strings(mirror, "include");
        if (kind != ProjectionModel.Kind.INCLUDE) {
            if (!include.isEmpty()) {
                scope.report(Message.INCLUDE_WITHOUT_INCLUDE_PROJECTION, at.apply("include"), index, kind);
                return null;
            }
            return kind == ProjectionModel.Kind.ALL ? ProjectionModel.ALL : new ProjectionModel(kind, List.of());
        }
        List<String> attributes = new ArrayList<>();
        boolean valid = true;
        Set<String> seen = new HashSet<>();
        for (String name : include) {
            ComponentModel component = components.get(name);
            if (!seen.add(name)) {
                scope.report(Message.DUPLICATE_INCLUDE, at.apply("include"), index, name);
            } else if (component == null) {
                scope.report(Message.UNKNOWN_INCLUDED_COMPONENT, at.apply("include"), index, name, scope.simpleName(),
                        Suggestions.didYouMean(name, components.keySet()));
                valid = false;
            } else {
                attributes.add(component.attribute());
            }
        }
        return valid ? new ProjectionModel(kind, attributes) : null;
    }
}
