package dev.keyway.local.internal.expression;

/** One token of an expression, with its place in the source for syntax error messages. */
record Token(Kind kind, String text, int start, int end) {

    /** What a token is. */
    enum Kind {
        /** A bare word: an attribute name, a keyword or a function name. */
        WORD,
        /** {@code #name}: an expression attribute name. */
        NAME_PLACEHOLDER,
        /** {@code :value}: an expression attribute value. */
        VALUE_PLACEHOLDER,
        /** A run of digits (a list index). */
        NUMBER,
        /** Punctuation or an operator: {@code ( ) [ ] , . = <> < <= > >= + -}. */
        SYMBOL,
        /** A character no expression may contain. */
        ILLEGAL,
        /** The end of the expression. */
        EOF
    }

    boolean is(String symbol) {
        return kind == Kind.SYMBOL && text.equals(symbol);
    }

    /** Whether this is the bare word {@code keyword}, ignoring case (keywords are case-insensitive). */
    boolean isKeyword(String keyword) {
        return kind == Kind.WORD && text.equalsIgnoreCase(keyword);
    }

    /** The token as DynamoDB quotes it in a syntax error. */
    String shown() {
        return kind == Kind.EOF ? "<EOF>" : text;
    }
}
