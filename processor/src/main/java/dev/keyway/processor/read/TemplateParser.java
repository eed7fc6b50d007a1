package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationMirror;

/**
 * Parses a key template into literals and placeholders, checking every rule: placeholders are
 * closed, non-empty, name a component of a key type (or one with a key converter; a
 * {@code @Ttl Instant}, stored in whole seconds, is none), appear once, are followed by the key's
 * delimiter ({@code '#'} unless declared) or the end of the template, and are written in a
 * format that cannot contain that delimiter.
 */
final class TemplateParser {

    /** A problem found in a template: a catalogue message and its arguments. */
    record Problem(Message message, Object[] args) {
    }

    /** The parsed template, or the problems (never both). */
    record Result(KeyTemplate template, List<Problem> problems) {
    }

    /**
     * The components a template may name; {@code unreadable} ones were already reported for their
     * type, so a placeholder naming one is skipped quietly.
     */
    record Components(Map<String, ComponentModel> byName, Set<String> unreadable) {
    }

    private TemplateParser() {
    }

    /** The delimiter a key annotation declares, {@code '#'} unless it declares one: read here only. */
    static char delimiter(AnnotationReader annotations, AnnotationMirror key) {
        return annotations.has(key, "delimiter") ? annotations.character(key, "delimiter") : KeyTemplate.DEFAULT_DELIMITER;
    }

    /** A placeholder as written, for {@link #placeholderNames}: no full parse, so no problems. */
    private static final Pattern PLACEHOLDER = Pattern.compile("<([^<>]*)>");

    /**
     * The names of the placeholders in a template as written, before it is parsed (a component's
     * key format needs the delimiters of the keys naming it before the templates can be parsed).
     */
    static List<String> placeholderNames(String source) {
        List<String> names = new ArrayList<>();
        Matcher placeholder = PLACEHOLDER.matcher(source);
        while (placeholder.find()) {
            names.add(placeholder.group(1));
        }
        return names;
    }

    static Result parse(String source, Components known, String recordName, boolean primaryKey) {
        return parse(source, known, recordName, primaryKey, false, KeyTemplate.DEFAULT_DELIMITER);
    }

    /** A template of a sort key ({@code sortKey}) or partition key delimited by {@code delimiter}. */
    static Result parse(String source, Components known, String recordName, boolean primaryKey, boolean sortKey,
                        char delimiter) {
        Map<String, ComponentModel> components = known.byName();
        List<Problem> problems = new ArrayList<>();
        if (source.isEmpty()) {
            problems.add(new Problem(Message.EMPTY_TEMPLATE, new Object[0]));
            return new Result(null, problems);
        }
        List<KeyTemplate.Part> parts = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        StringBuilder literal = new StringBuilder();
        boolean incomplete = false;
        int i = 0;
        while (i < source.length()) {
            char c = source.charAt(i);
            if (c == '>') {
                problems.add(problem(Message.STRAY_CLOSE, source, i));
                i++;
                continue;
            }
            if (c != '<') {
                literal.append(c);
                i++;
                continue;
            }
            int close = source.indexOf('>', i + 1);
            int nested = source.indexOf('<', i + 1);
            if (close < 0) {
                problems.add(problem(Message.UNCLOSED_PLACEHOLDER, source, i));
                break;
            }
            if (nested >= 0 && nested < close) {
                problems.add(problem(Message.NESTED_PLACEHOLDER, source, nested));
                i = close + 1;
                continue;
            }
            String name = source.substring(i + 1, close);
            if (known.unreadable().contains(name)) {
                incomplete = true;
            } else if (name.isEmpty()) {
                problems.add(problem(Message.EMPTY_PLACEHOLDER, source, i));
            } else if (!components.containsKey(name)) {
                problems.add(problem(Message.UNKNOWN_PLACEHOLDER, source, name, recordName,
                        Suggestions.didYouMean(name, components.keySet())));
            } else if (!seen.add(name)) {
                problems.add(problem(Message.DUPLICATE_PLACEHOLDER, source, name));
            } else {
                ComponentModel component = components.get(name);
                if (component.type() instanceof ValueType.ScalarType scalar && scalar.scalar() == Scalar.EPOCH_SECONDS) {
                    problems.add(problem(primaryKey ? Message.TTL_IN_PRIMARY_KEY : Message.TTL_INSTANT_IN_KEY,
                            "Key template \"" + source + "\"", name));
                } else if (!component.keyable()) {
                    problems.add(problem(Message.UNSUPPORTED_KEY_TYPE, source, name, TypeNames.describe(component.type())));
                } else {
                    if (primaryKey && component.type() instanceof ValueType.OptionalType) {
                        problems.add(problem(Message.OPTIONAL_IN_PRIMARY_KEY, source, name, name));
                    }
                    KeyEncoding encoding = KeyEncoding.of(component, sortKey, delimiter);
                    if (encoding.writes(delimiter)) {
                        problems.add(problem(Message.DELIMITER_IN_ENCODING, source, name,
                                TypeNames.describe(component.type().keyType()), encoding.describe(), delimiter, name));
                    }
                }
                if (close + 1 < source.length() && source.charAt(close + 1) != delimiter) {
                    char written = source.charAt(close + 1);
                    String declare = KeyTemplate.validDelimiter(written)
                            ? ", or declare the delimiter the keys use: delimiter = '" + written + "'" : "";
                    problems.add(problem(Message.NO_DELIMITER_AFTER_PLACEHOLDER, source, name, delimiter, name, delimiter,
                            declare));
                }
                if (literal.length() > 0) {
                    parts.add(new KeyTemplate.Literal(literal.toString()));
                    literal.setLength(0);
                }
                parts.add(new KeyTemplate.Placeholder(component));
            }
            i = close + 1;
        }
        if (literal.length() > 0) {
            parts.add(new KeyTemplate.Literal(literal.toString()));
        }
        if (problems.isEmpty() && !incomplete) {
            return new Result(new KeyTemplate(source, parts, delimiter), List.of());
        }
        return new Result(null, problems);
    }

    private static Problem problem(Message message, Object... args) {
        return new Problem(message, args);
    }
}
