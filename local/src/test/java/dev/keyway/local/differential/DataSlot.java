package dev.keyway.local.differential;

/**
 * The non-key attributes items carry, each with the kind of value writers usually give it, so that
 * updates and conditions mostly meet values of the type they expect and sometimes do not.
 */
enum DataSlot {
    /** A small number, the target of arithmetic and ADD. */
    COUNTER("n", Kind.COUNTER),
    /** A string from a handful of values, so that equality conditions hold now and then. */
    TAG("s", Kind.SMALL_STRING),
    /** Any string, non-ASCII and supplementary characters included. */
    TEXT("t", Kind.STRING),
    BYTES("b", Kind.BINARY),
    FLAG("f", Kind.BOOLEAN),
    NOTHING("z", Kind.NULL),
    LIST("l", Kind.LIST),
    MAP("m", Kind.MAP),
    STRINGS("ss", Kind.STRING_SET),
    NUMBERS("ns", Kind.NUMBER_SET),
    BINARIES("bs", Kind.BINARY_SET),
    /** Any type at all. */
    ANYTHING("v", Kind.ANY),
    /** A name with a dot, reachable only through an expression attribute name. */
    DOTTED("a.b", Kind.SMALL_STRING),
    /** A name outside the basic multilingual plane, holding any number. */
    EMOJI("😀", Kind.NUMBER);

    /** What a slot usually holds. */
    enum Kind { COUNTER, SMALL_STRING, STRING, NUMBER, BINARY, BOOLEAN, NULL, LIST, MAP, STRING_SET, NUMBER_SET, BINARY_SET, ANY }

    private final String attributeName;
    private final Kind kind;

    DataSlot(String attributeName, Kind kind) {
        this.attributeName = attributeName;
        this.kind = kind;
    }

    String attributeName() {
        return attributeName;
    }

    Kind kind() {
        return kind;
    }

    /** Whether the name can stand in an expression without a placeholder (not a reserved word, no dot). */
    boolean plainName() {
        return attributeName.matches("[a-z]+");
    }
}
