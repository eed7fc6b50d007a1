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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    private static final Pattern PLACEHOLDER = Pattern.compile("<([^<>]*)>");

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
        return read(mirror, key, at, Set.of());
    }

    /**
     * As {@link #read(AnnotationMirror, Declared, Function)}, for a key of the primary key whose other
     * template holds {@code inOtherPrimaryKey} as placeholders: a component either holds keeps records
     * that differ in it apart, so a lookalike of it (KW088) does not make them replace each other (KW094).
     */
    KeyModel read(AnnotationMirror mirror, Declared key, Function<String, Location> at, Set<String> inOtherPrimaryKey) {
        String source = scope.annotations().string(mirror, key.templateMember());
        char delimiter = scope.annotations().has(mirror, "delimiter") ? scope.annotations().character(mirror, "delimiter")
                : KeyTemplate.DEFAULT_DELIMITER;
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
        List<LookalikePlaceholders.Lookalike> lookalikes = LookalikePlaceholders.in(template, components.byName().keySet());
        Set<String> placed = new HashSet<>(inOtherPrimaryKey);
        template.components().forEach(component -> placed.add(component.name()));
        for (LookalikePlaceholders.Lookalike lookalike : lookalikes) {
            // In the primary key, without the component anywhere else in it, it would write records that
            // differ only in that component under one key, each replacing the other: data lost, so an error.
            if (key.primaryKey() && !placed.contains(lookalike.component())) {
                scope.report(Message.PRIMARY_KEY_LOOKALIKE, at.apply(key.templateMember()), source, lookalike.fragment(),
                        lookalike.component(), LookalikePlaceholders.corrected(source, lookalikes));
            } else {
                scope.report(Message.TEMPLATE_LOOKALIKE, at.apply(key.templateMember()), source, lookalike.fragment(),
                        LookalikePlaceholders.corrected(source, lookalikes));
            }
        }
        Optional<KeyModel.Sharding> sharding = key.sortKey() ? Optional.empty()
                : sharding(mirror, key.primaryKey(), at);
        return sharding == null ? null : new KeyModel(attribute, template, key.sortKey(), sharding);
    }

    /** The names between {@code <} and {@code >} in the key's template as written; none without the annotation. */
    Set<String> placeholders(AnnotationMirror mirror, Declared key) {
        Set<String> names = new HashSet<>();
        if (mirror != null) {
            Matcher placeholder = PLACEHOLDER.matcher(scope.annotations().string(mirror, key.templateMember()));
            while (placeholder.find()) {
                names.add(placeholder.group(1).trim());
            }
        }
        return names;
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
