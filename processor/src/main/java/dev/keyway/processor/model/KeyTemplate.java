package dev.keyway.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A parsed key template: literal text and placeholders, e.g. {@code ORDER#<placedAt>#<orderId>}
 * is {@code ["ORDER#", <placedAt>, "#", <orderId>]}.
 *
 * @param source    the template as written
 * @param parts     literals and placeholders in order; no two literals are adjacent
 * @param delimiter the character that follows each placeholder ({@code '#'} unless declared)
 */
public record KeyTemplate(String source, List<Part> parts, char delimiter) {

    /** The default delimiter. */
    public static final char DEFAULT_DELIMITER = '#';

    /** A piece of a template. */
    public sealed interface Part {
    }

    /** Literal text. */
    public record Literal(String text) implements Part {
    }

    /** A placeholder for a record component. */
    public record Placeholder(ComponentModel component) implements Part {
    }

    public KeyTemplate {
        parts = List.copyOf(parts);
    }

    /** A template delimited by {@code '#'}. */
    public KeyTemplate(String source, List<Part> parts) {
        this(source, parts, DEFAULT_DELIMITER);
    }

    /**
     * Whether a character can delimit keys: printable ASCII that is no letter, digit, space,
     * {@code '<'} or {@code '>'} (template syntax) or {@code '$'} (the escape character).
     */
    public static boolean validDelimiter(char c) {
        return c > ' ' && c < 0x7F && !Character.isLetterOrDigit(c) && c != '<' && c != '>' && c != '$';
    }

    /** The components of the placeholders, in order. */
    public List<ComponentModel> components() {
        List<ComponentModel> components = new ArrayList<>();
        for (Part part : parts) {
            if (part instanceof Placeholder placeholder) {
                components.add(placeholder.component());
            }
        }
        return components;
    }

    /** The literal text before the first placeholder (the whole text of a constant). */
    public String literalPrefix() {
        return literalAt(0);
    }

    /** The literal text right after the placeholder with the given index, or {@code ""}. */
    public String literalAfter(int placeholderIndex) {
        int seen = -1;
        for (int i = 0; i < parts.size(); i++) {
            if (parts.get(i) instanceof Placeholder && ++seen == placeholderIndex) {
                return literalAt(i + 1);
            }
        }
        throw new IndexOutOfBoundsException(placeholderIndex);
    }

    private String literalAt(int index) {
        return index < parts.size() && parts.get(index) instanceof Literal literal ? literal.text() : "";
    }

    /** Whether the template has no placeholder. */
    public boolean isConstant() {
        return parts.stream().noneMatch(part -> part instanceof Placeholder);
    }
}
