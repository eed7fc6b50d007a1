package dev.keyway.processor.read;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A strict JSON reader (RFC 8259) for documents a design names, such as a table's resource-based
 * policy: objects as ordered maps, arrays as lists, numbers as {@code BigDecimal}, strings,
 * booleans and {@code null}. The processor has no JSON library of its own to lean on, and needs
 * the parsed document for the CloudFormation fragment.
 */
final class JsonDocument {

    /** A document that is not JSON: what is wrong, and the line and column where. */
    static final class NotJson extends Exception {
        NotJson(String problem, String text, int at) {
            super(problem + " at line " + line(text, at) + ", column " + column(text, at));
        }

        private static int line(String text, int at) {
            int line = 1;
            for (int i = 0; i < at && i < text.length(); i++) {
                line += text.charAt(i) == '\n' ? 1 : 0;
            }
            return line;
        }

        private static int column(String text, int at) {
            int start = text.lastIndexOf('\n', Math.max(0, Math.min(at, text.length()) - 1)) + 1;
            return Math.min(at, text.length()) - start + 1;
        }
    }

    private final String text;
    private int at;

    private JsonDocument(String text) {
        this.text = text;
    }

    /** The parsed document. @throws NotJson if the text is not one JSON value */
    static Object parse(String text) throws NotJson {
        JsonDocument reader = new JsonDocument(text);
        Object value = reader.value();
        reader.space();
        if (reader.at < text.length()) {
            throw new NotJson("text after the document", text, reader.at);
        }
        return value;
    }

    private Object value() throws NotJson {
        space();
        if (at >= text.length()) {
            throw new NotJson("the document ends where a value should be", text, at);
        }
        char c = text.charAt(at);
        return switch (c) {
            case '{' -> object();
            case '[' -> array();
            case '"' -> string();
            case 't' -> word("true", Boolean.TRUE);
            case 'f' -> word("false", Boolean.FALSE);
            case 'n' -> word("null", null);
            default -> {
                if (c == '-' || (c >= '0' && c <= '9')) {
                    yield number();
                }
                throw new NotJson("unexpected '" + c + "'", text, at);
            }
        };
    }

    private Map<String, Object> object() throws NotJson {
        Map<String, Object> object = new LinkedHashMap<>();
        at++;
        space();
        if (peek() == '}') {
            at++;
            return object;
        }
        while (true) {
            space();
            if (peek() != '"') {
                throw new NotJson("a member name (a string) expected", text, at);
            }
            int nameAt = at;
            String name = string();
            space();
            expect(':');
            if (object.put(name, value()) != null) {
                throw new NotJson("member \"" + name + "\" appears twice", text, nameAt);
            }
            space();
            if (peek() == ',') {
                at++;
            } else {
                expect('}');
                return object;
            }
        }
    }

    private List<Object> array() throws NotJson {
        List<Object> array = new ArrayList<>();
        at++;
        space();
        if (peek() == ']') {
            at++;
            return array;
        }
        while (true) {
            array.add(value());
            space();
            if (peek() == ',') {
                at++;
            } else {
                expect(']');
                return array;
            }
        }
    }

    private String string() throws NotJson {
        StringBuilder out = new StringBuilder();
        at++;
        while (at < text.length()) {
            char c = text.charAt(at++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw new NotJson("a control character inside a string", text, at - 1);
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char escape = at < text.length() ? text.charAt(at++) : 0;
            switch (escape) {
                case '"', '\\', '/' -> out.append(escape);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (at + 4 > text.length() || !text.substring(at, at + 4).matches("[0-9a-fA-F]{4}")) {
                        throw new NotJson("a \\u escape without four hex digits", text, at - 2);
                    }
                    out.append((char) Integer.parseInt(text.substring(at, at + 4), 16));
                    at += 4;
                }
                default -> throw new NotJson("an unknown escape '\\" + escape + "'", text, at - 2);
            }
        }
        throw new NotJson("a string that is not closed", text, at);
    }

    private BigDecimal number() throws NotJson {
        int start = at;
        java.util.regex.Matcher number = java.util.regex.Pattern
                .compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?").matcher(text).region(at, text.length());
        if (!number.lookingAt()) {
            throw new NotJson("a malformed number", text, start);
        }
        at = number.end();
        return new BigDecimal(text.substring(start, at));
    }

    private Object word(String word, Object value) throws NotJson {
        if (!text.startsWith(word, at)) {
            throw new NotJson("unexpected '" + text.charAt(at) + "'", text, at);
        }
        at += word.length();
        return value;
    }

    private void expect(char c) throws NotJson {
        if (peek() != c) {
            throw new NotJson(at < text.length() ? "'" + c + "' expected" : "the document ends where '" + c
                    + "' should be", text, at);
        }
        at++;
    }

    private char peek() {
        return at < text.length() ? text.charAt(at) : 0;
    }

    private void space() {
        while (at < text.length() && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
            at++;
        }
    }
}
