package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.AnnotationMirror;

/**
 * Reads one key of an entity from the annotation declaring it ({@code @PartitionKey},
 * {@code @SortKey}, {@code @Gsi}, {@code @Lsi}): its template, delimiter, attribute and sharding;
 * reports every problem of them.
 */
final class KeyReader {

    /** Which key of an annotation: its members, default attribute, and whether it is a sort or primary key. */
    record Declared(String templateMember, String attributeMember, String defaultAttribute, boolean sortKey,
                    boolean primaryKey) {
    }

    private final EntityScope scope;
    private final TemplateParser.Components components;
    /** The annotations whose delimiter was reported, once for both keys of a {@code @Gsi}. */
    private final Set<AnnotationMirror> badDelimiters = new HashSet<>();

    KeyReader(EntityScope scope, TemplateParser.Components components) {
        this.scope = scope;
        this.components = components;
    }

    /**
     * The key declared by {@code mirror}, whose members {@code at} locates; {@code null} when it
     * has errors (reported) or names a component whose type was already reported.
     */
    KeyModel read(AnnotationMirror mirror, Declared key, Function<String, Location> at) {
        String source = scope.annotations().string(mirror, key.templateMember());
        char delimiter = TemplateParser.delimiter(scope.annotations(), mirror);
        if (!KeyTemplate.validDelimiter(delimiter)) {
            if (badDelimiters.add(mirror)) {
                scope.report(Message.INVALID_DELIMITER, at.apply("delimiter"), "@" + annotationName(mirror),
                        printable(delimiter));
            }
            return null;
        }
        TemplateParser.Result parsed = TemplateParser.parse(source, components, scope.simpleName(), key.primaryKey(),
                key.sortKey(), delimiter);
        for (TemplateParser.Problem problem : parsed.problems()) {
            scope.report(problem.message(), at.apply(key.templateMember()), problem.args());
        }
        String attribute = scope.annotations().string(mirror, key.attributeMember());
        if (attribute.isEmpty()) {
            attribute = key.defaultAttribute();
        }
        boolean storable = storable("Key template", source, at.apply(key.templateMember()))
                & storable("Key attribute", attribute, at.apply(key.attributeMember()));
        KeyTemplate template = parsed.template();
        if (template == null || !storable) {
            return null;
        }
        if (!key.primaryKey()) {
            // the primary key's once both of its keys are read: checkPrimaryKeyLookalikes
            reportLookalikes(template, at.apply(key.templateMember()), Set.of(), false);
        }
        Optional<KeyModel.Sharding> sharding = key.sortKey() ? Optional.empty()
                : sharding(mirror, key.primaryKey(), at);
        return sharding == null ? null : new KeyModel(attribute, template, key.sortKey(), sharding);
    }

    /**
     * Reports the text of the primary key's templates that looks like a placeholder of another syntax
     * (KW088), once both keys are read: a component neither template holds as a placeholder would
     * write records that differ only in it under one key, each replacing the other (KW094).
     *
     * @param partitionAt where the partition key's template is written
     * @param sortKey     the sort key, {@code null} when the entity has none
     * @param sortAt      where the sort key's template is written
     */
    void checkPrimaryKeyLookalikes(KeyModel partitionKey, Location partitionAt, KeyModel sortKey, Location sortAt) {
        Set<String> placed = new HashSet<>();
        partitionKey.template().components().forEach(component -> placed.add(component.name()));
        if (sortKey != null) {
            sortKey.template().components().forEach(component -> placed.add(component.name()));
            reportLookalikes(sortKey.template(), sortAt, placed, true);
        }
        reportLookalikes(partitionKey.template(), partitionAt, placed, true);
    }

    private void reportLookalikes(KeyTemplate template, Location at, Set<String> placedInPrimaryKey, boolean primaryKey) {
        String source = template.source();
        List<LookalikePlaceholders.Lookalike> lookalikes = LookalikePlaceholders.in(template, components.byName().keySet());
        for (LookalikePlaceholders.Lookalike lookalike : lookalikes) {
            if (primaryKey && !placedInPrimaryKey.contains(lookalike.component())) {
                scope.report(Message.PRIMARY_KEY_LOOKALIKE, at, source, lookalike.fragment(), lookalike.component(),
                        LookalikePlaceholders.corrected(source, lookalikes));
            } else {
                scope.report(Message.TEMPLATE_LOOKALIKE, at, source, lookalike.fragment(),
                        LookalikePlaceholders.corrected(source, lookalikes));
            }
        }
    }

    private static String annotationName(AnnotationMirror mirror) {
        return AnnotationNames.simple(dev.keyway.processor.diagnostic.Mirrors.typeOf(mirror));
    }

    /** A character as a message shows it: itself, or its code point when it does not print. */
    private static String printable(char c) {
        return c > ' ' && c < 0x7F ? String.valueOf(c) : String.format(java.util.Locale.ROOT, "\\u%04X", (int) c);
    }

    /**
     * KW089: whether DynamoDB can store the text, which holds no unpaired surrogate (it has no
     * UTF-8 form); reported when it cannot.
     */
    private boolean storable(String what, String text, Location at) {
        int surrogate = Utf8.unpairedSurrogate(text);
        if (surrogate >= 0) {
            scope.report(Message.UNPAIRED_SURROGATE, at, what, text, (int) text.charAt(surrogate), surrogate);
        }
        return surrogate < 0;
    }

    /** A partition key's sharding, empty when not sharded, {@code null} on errors (reported). */
    private Optional<KeyModel.Sharding> sharding(AnnotationMirror mirror, boolean primaryKey, Function<String, Location> at) {
        int shards = scope.annotations().integer(mirror, "shards");
        String by = scope.annotations().string(mirror, "shardBy");
        String annotation = primaryKey ? "@PartitionKey" : "@Gsi";
        if (shards < 1 || shards > 1000) {
            scope.report(Message.SHARD_COUNT, at.apply("shards"), annotation, shards);
            return null;
        }
        if (shards == 1) {
            if (!by.isEmpty()) {
                scope.report(Message.SHARD_BY_WITHOUT_SHARDS, at.apply("shardBy"), annotation, by);
                return null;
            }
            return Optional.empty();
        }
        if (by.isEmpty()) {
            if (primaryKey) {
                scope.report(Message.SHARD_COMPONENT_REQUIRED, at.apply("shards"), shards, scope.simpleName(),
                        "its partition or sort key");
                return null;
            }
            return Optional.of(new KeyModel.Sharding(shards, Optional.empty())); // a shard at random per write
        }
        Map<String, ComponentModel> byName = components.byName();
        ComponentModel component = byName.get(by);
        if (component == null || !component.keyable()) {
            scope.report(Message.UNKNOWN_SHARD_COMPONENT, at.apply("shardBy"), annotation, by, scope.simpleName(),
                    component == null ? Suggestions.didYouMean(by, byName.keySet()) : "");
            return null;
        }
        return Optional.of(new KeyModel.Sharding(shards, Optional.of(component)));
    }
}
