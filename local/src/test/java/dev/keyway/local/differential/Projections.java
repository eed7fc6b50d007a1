package dev.keyway.local.differential;

import dev.keyway.local.differential.Expr.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reads back the projection expressions the generator writes (names, #placeholders, .keys and [indexes]). */
final class Projections {

    private Projections() {
    }

    static List<Path> parse(String expression, Map<String, String> names) {
        List<Path> paths = new ArrayList<>();
        for (String text : expression.split(",")) {
            List<Object> elements = new ArrayList<>();
            for (String part : text.trim().split("\\.")) {
                int bracket = part.indexOf('[');
                String name = bracket < 0 ? part : part.substring(0, bracket);
                elements.add(name.startsWith("#") ? names.get(name) : name);
                while (bracket >= 0) {
                    int close = part.indexOf(']', bracket);
                    elements.add(Integer.parseInt(part.substring(bracket + 1, close)));
                    bracket = part.indexOf('[', close);
                }
            }
            paths.add(new Path(elements));
        }
        return paths;
    }
}
