package dev.keyway.processor.write;

import java.util.List;
import java.util.Map;

/**
 * JSON text of maps, lists, strings and booleans, written by hand (the processor carries no JSON
 * library): pretty-printed with two spaces, keys in the maps' order, every non-ASCII character
 * escaped, so the same value gives the same bytes on every build and platform.
 */
final class JsonText {

    private JsonText() {
    }

    /** The value as pretty-printed JSON, ending with a newline. */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        json(out, value, 0);
        return out.append('\n').toString();
    }

    /** An ordered map of the keys and values given in turn. */
    static Map<String, Object> object(Object... keysAndValues) {
        Map<String, Object> object = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            object.put((String) keysAndValues[i], keysAndValues[i + 1]);
        }
        return object;
    }

    private static void json(StringBuilder out, Object value, int depth) {
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                out.append("{}");
                return;
            }
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                indent(out, depth + 1);
                string(out, (String) entry.getKey());
                out.append(": ");
                json(out, entry.getValue(), depth + 1);
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            indent(out, depth);
            out.append('}');
        } else if (value instanceof List<?> list) {
            if (list.isEmpty()) {
                out.append("[]");
                return;
            }
            out.append("[\n");
            for (int i = 0; i < list.size(); i++) {
                indent(out, depth + 1);
                json(out, list.get(i), depth + 1);
                out.append(i + 1 < list.size() ? ",\n" : "\n");
            }
            indent(out, depth);
            out.append(']');
        } else if (value instanceof Boolean bool) {
            out.append(bool.booleanValue());
        } else if (value instanceof Integer number) { // a vector index's dimensions
            out.append(number.intValue());
        } else {
            string(out, (String) value);
        }
    }

    private static void indent(StringBuilder out, int depth) {
        out.append("  ".repeat(depth));
    }

    /** A JSON string literal; controls and everything beyond ASCII as {@code \}{@code uXXXX}. */
    static void string(StringBuilder out, String text) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20 || c > 0x7e) {
                        String hex = Integer.toHexString(c);
                        out.append("\\u").append("0".repeat(4 - hex.length())).append(hex);
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
