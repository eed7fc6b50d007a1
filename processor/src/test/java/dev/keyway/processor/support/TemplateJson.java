package dev.keyway.processor.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Just enough JSON for the generated templates and data models: objects (in order), arrays,
 * strings, booleans, and numbers (as {@code BigDecimal}) for the published models they are compared with.
 */
public final class TemplateJson {

    private final String text;
    private int at;

    public TemplateJson(String text) {
        this.text = text;
    }

    public Object parse() {
        Object value = value();
        space();
        if (at != text.length()) {
            throw error("trailing text");
        }
        return value;
    }

    private Object value() {
        space();
        if (at >= text.length()) {
            throw error("value expected");
        }
        char c = text.charAt(at);
        if (c == '{') {
            at++;
            Map<String, Object> object = new LinkedHashMap<>();
            space();
            if (peek('}')) {
                return object;
            }
            do {
                space();
                String key = string();
                space();
                expect(':');
                if (object.put(key, value()) != null) {
                    throw error("duplicate key " + key);
                }
                space();
            } while (peek(','));
            expect('}');
            return object;
        }
        if (c == '[') {
            at++;
            List<Object> array = new ArrayList<>();
            space();
            if (peek(']')) {
                return array;
            }
            do {
                array.add(value());
                space();
            } while (peek(','));
            expect(']');
            return array;
        }
        if (c == '"') {
            return string();
        }
        for (String literal : List.of("true", "false")) {
            if (text.startsWith(literal, at)) {
                at += literal.length();
                return Boolean.valueOf(literal);
            }
        }
        int start = at;
        while (at < text.length() && "+-.eE0123456789".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
        if (at > start) {
            return new java.math.BigDecimal(text.substring(start, at));
        }
        throw error("unexpected '" + c + "'");
    }

    private String string() {
        expect('"');
        StringBuilder out = new StringBuilder();
        while (true) {
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw error("control character in a string");
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escape = text.charAt(at++);
            switch (escape) {
                case '"', '\\', '/' -> out.append(escape);
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'u' -> {
                    out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> throw error("bad escape \\" + escape);
            }
        }
    }

    private void space() {
        while (at < text.length() && " \n\r\t".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }

    private boolean peek(char c) {
        if (at < text.length() && text.charAt(at) == c) {
            at++;
            return true;
        }
        return false;
    }

    private void expect(char c) {
        if (!peek(c)) {
            throw error("'" + c + "' expected");
        }
    }

    private IllegalArgumentException error(String message) {
        return new IllegalArgumentException(message + " at " + at + " of\n" + text);
    }
}
