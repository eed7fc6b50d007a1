package dev.keyway.runtime.key;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.InvalidKeyValueException;
import dev.keyway.runtime.exception.KeywayException;
import dev.keyway.runtime.internal.key.TemplateText;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One key of an entity as its annotations declare it: the index (empty for the table), the key
 * attribute, the template, its delimiter and a {@link KeyPart} per placeholder. Generated schemas
 * list theirs ({@link ItemSchema#keyTemplates()}), so that code can read the components back out
 * of stored keys, as a check of a live table against the design does:
 *
 * <pre>{@code
 * KeyTemplate sortKey = OrderSchema.INSTANCE.keyTemplates().get(1);     // SK = ORDER#<placedAt>#<orderId>
 * Map<String, Object> components = sortKey.parse("ORDER#2024-05-01T10:00:00.000000000Z#o-17");
 * }</pre>
 *
 * <p>Parsing relies on what the processor checked: each placeholder is followed by the delimiter
 * or ends the template, and no component's key text holds the delimiter, so a key splits one way.
 */
public final class KeyTemplate {

    private final String entityType;
    private final String index;
    private final String attribute;
    private final String template;
    private final char delimiter;
    private final int shards;
    /** The literal text around the placeholders: one more than there are parts. */
    private final List<String> literals;
    private final List<KeyPart<?>> parts;

    private KeyTemplate(String entityType, String index, String attribute, String template, char delimiter, int shards,
                        List<String> literals, List<KeyPart<?>> parts) {
        this.entityType = entityType;
        this.index = index;
        this.attribute = attribute;
        this.template = template;
        this.delimiter = delimiter;
        this.shards = shards;
        this.literals = literals;
        this.parts = parts;
    }

    /** A key delimited by {@code '#'}, as {@link #of(String, String, String, String, char, KeyPart[])} describes. */
    @InternalApi
    public static KeyTemplate of(String entityType, String index, String attribute, String template, KeyPart<?>... parts) {
        return of(entityType, index, attribute, template, KeyCodec.DELIMITER, parts);
    }

    /**
     * A key of {@code entityType}: {@code index} ({@code ""} for the table's own keys), its
     * attribute, its template and delimiter, and the part of each placeholder in template order.
     *
     * @throws IllegalArgumentException if the parts do not name the template's placeholders in order
     */
    @InternalApi
    public static KeyTemplate of(String entityType, String index, String attribute, String template, char delimiter,
                                 KeyPart<?>... parts) {
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(index, "index");
        Objects.requireNonNull(attribute, "attribute");
        List<String> literals = new ArrayList<>();
        List<String> names = new ArrayList<>();
        TemplateText.split(template, literals, names);
        List<KeyPart<?>> list = List.of(parts);
        if (list.size() != names.size()) {
            throw new IllegalArgumentException(template + " has " + names.size() + " placeholders, given " + list.size()
                    + " parts");
        }
        for (int i = 0; i < names.size(); i++) {
            if (!names.get(i).equals(list.get(i).component())) {
                throw new IllegalArgumentException("placeholder <" + names.get(i) + "> of " + template + " given the part of "
                        + list.get(i).component());
            }
        }
        return new KeyTemplate(entityType, index, attribute, template, delimiter, 1, List.copyOf(literals), list);
    }

    /** This key sharded into {@code count} partitions: its text ends in its delimiter and {@code <shard>}. */
    @InternalApi
    public KeyTemplate sharded(int count) {
        if (count < 2) {
            throw new IllegalArgumentException("a sharded key has at least 2 shards, got " + count);
        }
        return new KeyTemplate(entityType, index, attribute, template, delimiter, count, literals, parts);
    }

    /** The entity type whose key this is. */
    public String entityType() {
        return entityType;
    }

    /** The index the key belongs to, empty for the table's own partition and sort key. */
    public Optional<String> index() {
        return index.isEmpty() ? Optional.empty() : Optional.of(index);
    }

    /** The attribute the key is stored in, e.g. {@code GSI1PK}. */
    public String attribute() {
        return attribute;
    }

    /** The template as declared, e.g. {@code ORDER#<placedAt>#<orderId>}. */
    public String template() {
        return template;
    }

    /** The character that follows each placeholder. */
    public char delimiter() {
        return delimiter;
    }

    /** How many partitions a sharded key is spread over; 1 when not sharded. */
    public int shards() {
        return shards;
    }

    /** The components of the placeholders, in template order. */
    public List<String> components() {
        return parts.stream().map(KeyPart::component).toList();
    }

    /**
     * Whether the text is a key this template writes: {@link #parse} would succeed. Only the
     * canonical text of a tuple of components is one: {@code score#097} is not a key of
     * {@code score#<score>} with a plain integer, whose key for 97 is {@code score#97}.
     */
    public boolean matches(String text) {
        try {
            read(Objects.requireNonNull(text, "text"), null);
            return true;
        } catch (KeywayException e) {
            return false;
        }
    }

    /**
     * The components' values that a key's text holds, by component name in template order (a
     * sharded key's shard is left aside). Only the text this template writes for those values is
     * read: each component's text must be exactly what its format writes for the value it decodes
     * to (no extra zeros, no other case, no other escapes), so that the values give this key back.
     *
     * @throws InvalidKeyValueException if the text is not a key of this template: a literal that
     *                                  differs, or a component's text that its format never writes
     *                                  or writes otherwise
     */
    public Map<String, Object> parse(String text) {
        Map<String, Object> values = new LinkedHashMap<>();
        read(Objects.requireNonNull(text, "text"), values);
        return Collections.unmodifiableMap(values);
    }

    /**
     * Checks that the text is the key this template writes for the components it holds, as
     * {@link #parse} does without collecting them: what every read of a stored item checks of its
     * primary key.
     *
     * @throws InvalidKeyValueException if it is not, saying why
     */
    @InternalApi
    public void checkCanonical(String text) {
        read(Objects.requireNonNull(text, "text"), null);
    }

    /** Reads the text, putting each component's value into {@code values} when given; throws if it is no key of this template. */
    private void read(String text, Map<String, Object> values) {
        String rest = unsharded(text);
        int at = 0;
        for (int i = 0; i < parts.size(); i++) {
            String literal = literals.get(i);
            if (!rest.startsWith(literal, at)) {
                throw mismatch(text, "does not have '" + literal + "' at index " + at);
            }
            at += literal.length();
            boolean last = i == parts.size() - 1 && literals.get(i + 1).isEmpty();
            int end = last ? rest.length() : rest.indexOf(delimiter, at);
            if (end < 0) {
                throw mismatch(text, "ends before <" + parts.get(i).component() + "> and the '" + delimiter + "' after it");
            }
            String piece = rest.substring(at, end);
            Object value = canonicalValue(text, parts.get(i), piece);
            if (values != null) {
                values.put(parts.get(i).component(), value);
            }
            at = end;
        }
        String tail = literals.get(parts.size());
        if (!rest.startsWith(tail, at) || rest.length() != at + tail.length()) {
            throw mismatch(text, "does not end in '" + tail + "' at index " + at);
        }
    }

    /**
     * The value a component's text decodes to, if its format writes that value as exactly this
     * text: a decoder that read other text too (a lenient converter, a value of another case)
     * would otherwise let a key that the record's own key never equals be read as the record.
     */
    private <V> V canonicalValue(String text, KeyPart<V> part, String piece) {
        V value;
        try {
            value = part.decode(piece);
        } catch (InvalidKeyValueException e) {
            throw mismatch(text, "holds '" + piece + "' for <" + part.component() + ">, which its format never writes ("
                    + e.getMessage() + ")", e);
        }
        String again = part.encode(value);
        if (!again.equals(piece)) {
            throw mismatch(text, "holds '" + piece + "' for <" + part.component() + ">, which this key writes as '"
                    + again + "'");
        }
        return value;
    }

    /** The text without a sharded key's {@code #<shard>} suffix, checked. */
    private String unsharded(String text) {
        if (shards == 1) {
            return text;
        }
        int hash = text.lastIndexOf(delimiter);
        String shard = hash < 0 ? "" : text.substring(hash + 1);
        boolean valid = !shard.isEmpty() && shard.length() <= 4 && shard.chars().allMatch(Character::isDigit)
                && (shard.length() == 1 || shard.charAt(0) != '0') && Integer.parseInt(shard) < shards;
        if (!valid) {
            throw mismatch(text, "does not end in a shard '" + delimiter + "0' to '" + delimiter + (shards - 1) + "'");
        }
        return text.substring(0, hash);
    }

    private InvalidKeyValueException mismatch(String text, String reason) {
        return mismatch(text, reason, null);
    }

    private InvalidKeyValueException mismatch(String text, String reason, Throwable cause) {
        return new InvalidKeyValueException(entityType, attribute, "'" + text + "' is not a key of template " + template
                + ": it " + reason, cause);
    }

    @Override
    public String toString() {
        return entityType + " " + (index.isEmpty() ? "" : index + " ") + attribute + " = " + template
                + (shards > 1 ? " (sharded into " + shards + ")" : "");
    }
}
