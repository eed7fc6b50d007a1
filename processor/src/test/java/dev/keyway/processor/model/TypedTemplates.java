package dev.keyway.processor.model;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Key templates for tests that build models by hand: {@code "ORDER#<placedAt:Instant>#<id>"},
 * each placeholder naming its component and, after a colon, its type ({@code String} when not
 * named). Parsed without the processor's checks, so a test may also build templates the
 * processor would refuse.
 */
public final class TypedTemplates {

    private TypedTemplates() {
    }

    /**
     * The template, each placeholder's component made by {@code component} from its name and
     * type name.
     */
    public static KeyTemplate parse(String template, BiFunction<String, String, ComponentModel> component) {
        List<KeyTemplate.Part> parts = new ArrayList<>();
        StringBuilder source = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            int open = template.indexOf('<', i);
            if (open < 0) {
                parts.add(new KeyTemplate.Literal(template.substring(i)));
                source.append(template.substring(i));
                break;
            }
            if (open > i) {
                parts.add(new KeyTemplate.Literal(template.substring(i, open)));
                source.append(template, i, open);
            }
            int close = template.indexOf('>', open);
            String inside = template.substring(open + 1, close);
            int colon = inside.indexOf(':');
            String name = colon < 0 ? inside : inside.substring(0, colon);
            parts.add(new KeyTemplate.Placeholder(component.apply(name, colon < 0 ? "String" : inside.substring(colon + 1))));
            source.append('<').append(name).append('>');
            i = close + 1;
        }
        return new KeyTemplate(source.toString(), parts);
    }
}
