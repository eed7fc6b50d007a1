package dev.keyway.processor.read;

/** What UTF-8, and so DynamoDB, can hold of a Java string written in an annotation. */
final class Utf8 {

    private Utf8() {
    }

    /** The index of the first surrogate that is not half of a pair, which has no UTF-8 form; or -1. */
    static int unpairedSurrogate(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
                i++;
            } else if (Character.isSurrogate(c)) {
                return i;
            }
        }
        return -1;
    }
}
