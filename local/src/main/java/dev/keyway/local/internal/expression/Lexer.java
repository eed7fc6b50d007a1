package dev.keyway.local.internal.expression;

import java.util.ArrayList;
import java.util.List;

/** Splits an expression into tokens: words, {@code #names}, {@code :values}, digit runs and operators. */
final class Lexer {

    private Lexer() {
    }

    static boolean isIdentifierStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
    }

    static boolean isIdentifierPart(char c) {
        return isIdentifierStart(c) || (c >= '0' && c <= '9');
    }

    private static boolean isWhitespace(char c) {
        return c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    static List<Token> tokenize(String source) {
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        int length = source.length();
        while (i < length) {
            char c = source.charAt(i);
            if (isWhitespace(c)) {
                i++;
                continue;
            }
            int start = i;
            if (isIdentifierStart(c)) {
                while (i < length && isIdentifierPart(source.charAt(i))) {
                    i++;
                }
                tokens.add(new Token(Token.Kind.WORD, source.substring(start, i), start, i));
            } else if (c >= '0' && c <= '9') {
                while (i < length && source.charAt(i) >= '0' && source.charAt(i) <= '9') {
                    i++;
                }
                tokens.add(new Token(Token.Kind.NUMBER, source.substring(start, i), start, i));
            } else if ((c == '#' || c == ':') && i + 1 < length && isIdentifierPart(source.charAt(i + 1))) {
                i++;
                while (i < length && isIdentifierPart(source.charAt(i))) {
                    i++;
                }
                Token.Kind kind = c == '#' ? Token.Kind.NAME_PLACEHOLDER : Token.Kind.VALUE_PLACEHOLDER;
                tokens.add(new Token(kind, source.substring(start, i), start, i));
            } else if (c == '<' && i + 1 < length && (source.charAt(i + 1) == '=' || source.charAt(i + 1) == '>')) {
                i += 2;
                tokens.add(new Token(Token.Kind.SYMBOL, source.substring(start, i), start, i));
            } else if (c == '>' && i + 1 < length && source.charAt(i + 1) == '=') {
                i += 2;
                tokens.add(new Token(Token.Kind.SYMBOL, ">=", start, i));
            } else if ("()[],.=<>+-".indexOf(c) >= 0) {
                i++;
                tokens.add(new Token(Token.Kind.SYMBOL, String.valueOf(c), start, i));
            } else {
                i += Character.charCount(source.codePointAt(i));
                tokens.add(new Token(Token.Kind.ILLEGAL, source.substring(start, i), start, i));
            }
        }
        tokens.add(new Token(Token.Kind.EOF, "", length, length));
        return tokens;
    }
}
