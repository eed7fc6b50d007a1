package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;

/**
 * Literal text and the placeholder ending it, if any: the text between two of the key's
 * delimiters ({@code '#'} unless declared). A placeholder is always followed by the delimiter or
 * ends the template and no encoding contains it, so a key's delimiter-separated pieces are
 * exactly its template's segments.
 */
record Segment(String literal, ComponentModel placeholder) {

    /**
     * The unknown of a sharded partition key's suffix, its delimiter and {@code <shard>}: a name
     * no component has (components are Java identifiers), standing for the shard number written
     * in decimal.
     */
    static final ComponentModel SHARD = new ComponentModel("<shard>", "<shard>",
            new ValueType.ScalarType(Scalar.INT, true));

    /**
     * The key's segments: its template's, and for a sharded partition key one more, the shard
     * ({@code #0} to {@code #N-1} with {@code '#'}); {@code null} as for {@link #of(KeyTemplate)}.
     */
    static List<Segment> of(KeyModel key) {
        List<Segment> segments = of(key.template());
        if (segments != null && key.sharding().isPresent()) {
            segments.add(new Segment("", SHARD));
        }
        return segments;
    }

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
