package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;

/**
 * Literal text and the placeholder ending it, if any: the text between two of the key's
 * delimiters ({@code '#'} unless declared). A placeholder is always followed by the delimiter or
 * ends the template and no encoding contains it, so a key's delimiter-separated pieces are
 * exactly its template's segments.
 */
record Segment(String literal, ComponentModel placeholder) {

    /** The template's segments, or {@code null} if a placeholder is not followed by the delimiter or the end. */
    static List<Segment> of(KeyTemplate template) {
        List<Segment> segments = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        ComponentModel placeholder = null;
        for (KeyTemplate.Part part : template.parts()) {
            if (part instanceof KeyTemplate.Placeholder p) {
                if (placeholder != null) {
                    return null;
                }
                placeholder = p.component();
                continue;
            }
            for (char c : ((KeyTemplate.Literal) part).text().toCharArray()) {
                if (c == template.delimiter()) {
                    segments.add(new Segment(literal.toString(), placeholder));
                    literal.setLength(0);
                    placeholder = null;
                } else if (placeholder != null) {
                    return null;
                } else {
                    literal.append(c);
                }
            }
        }
        segments.add(new Segment(literal.toString(), placeholder));
        return segments;
    }
}
