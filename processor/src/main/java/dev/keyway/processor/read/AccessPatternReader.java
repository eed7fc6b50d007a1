package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.AnnotationMirror;

/**
 * Reads an entity's {@code @AccessPattern} declarations: a method name that is a free Java name,
 * declared once, on an index the entity declares, reading consistently only where DynamoDB can,
 * and in descending order only where a component of the sort key sorts by value.
 */
final class AccessPatternReader {

    /** Methods every generated repository has, which access patterns must not shadow (also scanGsi1() per index). */
    private static final Set<String> REPOSITORY_METHODS = Set.of("put", "create", "get", "delete", "update", "createTable",
            "tableName", "putAll", "deleteAll", "getAll", "entityTable", "scan", "backfill", "exactlyOnce", "putRetrying",
            "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize");

    private final EntityScope scope;
    /** The entity's vector indexes, whose access patterns the {@link VectorIndexReader} reads. */
    private final Set<String> vectorIndexes;

    AccessPatternReader(EntityScope scope) {
        this(scope, Set.of());
    }

    AccessPatternReader(EntityScope scope, Set<String> vectorIndexes) {
        this.scope = scope;
        this.vectorIndexes = vectorIndexes;
    }

    /**
     * The access patterns without errors, given the entity's indexes, whether it has a sort key,
     * and its sort key ({@code null}: none, or errors).
     */
    List<AccessPatternModel> read(IndexReader.Indexes indexes, boolean hasSortKey, KeyModel sortKey) {
        AnnotationReader annotations = scope.annotations();
        List<AccessPatternModel> patterns = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (AnnotationMirror pattern : annotations.findAll(scope.record(), AnnotationNames.ACCESS_PATTERN,
                AnnotationNames.ACCESS_PATTERN_LIST)) {
            String name = annotations.string(pattern, "name");
            int occurrence = scope.source().accessPattern(name, pattern);
            Function<String, Location> at = member -> new Location.AccessPattern(scope.owner(), name, occurrence, member);
            // An ignorable character (U+200B, U+FEFF, ...) is a legal identifier part that javac drops:
            // the method would be named otherwise, and two such patterns would clash in generated code.
            if (!SourceVersion.isName(name) || name.contains(".")
                    || name.chars().anyMatch(Character::isIdentifierIgnorable)) {
                scope.report(Message.INVALID_ACCESS_PATTERN_NAME, at.apply("name"), name);
                continue;
            }
            if (REPOSITORY_METHODS.contains(name)
                    || indexes.named().stream().map(IndexModel::scanMethod).anyMatch(name::equals)) {
                scope.report(Message.RESERVED_ACCESS_PATTERN_NAME, at.apply("name"), name, name);
                continue;
            }
            if (!names.add(name)) {
                scope.report(Message.DUPLICATE_ACCESS_PATTERN, at.apply("name"), name, scope.simpleName());
                continue;
            }
            String index = annotations.string(pattern, "index");
            if (vectorIndexes.contains(index)) {
                continue; // a search, not a query
            }
            if (!index.isEmpty() && !indexes.named().contains(index)) {
                scope.report(Message.UNKNOWN_INDEX, at.apply("index"), name, index, scope.simpleName(),
                        Suggestions.didYouMean(index, indexes.declared()), index);
                continue;
            }
            boolean consistentRead = annotations.bool(pattern, "consistentRead");
            if (consistentRead && !index.isEmpty() && !indexes.local().get(index)) {
                scope.report(Message.CONSISTENT_READ_ON_GSI, at.apply("consistentRead"), name, index);
                continue;
            }
            MultiAttributeIndexModel multiAttribute = indexes.multiAttribute().get(index);
            if (multiAttribute != null) {
                patterns.add(multiAttributePattern(pattern, name, multiAttribute, consistentRead, at));
                continue;
            }
            boolean descending = annotations.bool(pattern, "descending");
            boolean sorted = index.isEmpty() ? hasSortKey : indexes.all().stream()
                    .filter(model -> model.name().equals(index)).allMatch(model -> model.sortKey().isPresent());
            if (descending && !sorted) {
                scope.report(Message.DESCENDING_WITHOUT_SORT_KEY, at.apply("descending"), name,
                        index.isEmpty() ? "the table" : "index \"" + index + "\"");
            }
            KeyModel ordering = index.isEmpty() ? sortKey : indexes.all().stream()
                    .filter(model -> model.name().equals(index)).findFirst()
                    .flatMap(IndexModel::sortKey).orElse(null);
            if (descending && ordering != null && !ordering.template().components().isEmpty()
                    && ordering.template().components().stream().noneMatch(c -> KeyEncoding.of(c, ordering).ordered())) {
                ComponentModel first = ordering.template().components().get(0);
                scope.report(Message.UNORDERED_DESCENDING, at.apply("descending"), name, ordering.template().source(),
                        first.name(), KeyEncoding.of(first, ordering).describe());
                continue;
            }
            boolean filterOnType = annotations.bool(pattern, "filterOnType");
            if (filterOnType && KeyModel.filtersOnType(Optional.ofNullable(ordering))) {
                // Such a query filters on the type already: the option would change nothing.
                scope.report(Message.TYPE_FILTER_WITHOUT_EFFECT, at.apply("filterOnType"), name,
                        ordering == null ? (index.isEmpty() ? "the table" : "index \"" + index + "\"") + " has no sort key"
                                : "its sort key \"" + ordering.template().source() + "\" starts with a placeholder");
                filterOnType = false;
            }
            patterns.add(new AccessPatternModel(name, index.isEmpty() ? Optional.empty() : Optional.of(index),
                    descending, consistentRead, filterOnType));
        }
        return patterns;
    }

    /**
     * A pattern on an index with a multi-attribute key: its queries always filter on the type
     * (KW188 if asked to), and its order is its sort attributes' (KW086 without any).
     */
    private AccessPatternModel multiAttributePattern(AnnotationMirror pattern, String name, MultiAttributeIndexModel index,
                                                     boolean consistentRead, Function<String, Location> at) {
        boolean descending = scope.annotations().bool(pattern, "descending");
        if (descending && index.sort().isEmpty()) {
            scope.report(Message.DESCENDING_WITHOUT_SORT_KEY, at.apply("descending"), name,
                    "index \"" + index.name() + "\"");
        }
        if (scope.annotations().bool(pattern, "filterOnType")) {
            scope.report(Message.MULTI_KEY_TYPE_FILTER, at.apply("filterOnType"), name, index.name());
        }
        return new AccessPatternModel(name, Optional.of(index.name()), descending, consistentRead, true);
    }
}
