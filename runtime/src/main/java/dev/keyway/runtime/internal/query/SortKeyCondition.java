package dev.keyway.runtime.internal.query;

import dev.keyway.runtime.key.KeyCodec;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition on the sort key, computed from encoded key text so that it matches exactly the
 * items whose component satisfies it and no item of another entity or component prefix.
 *
 * <p>The factories take {@code prefix} (the key text up to the component: literals and the
 * encoded leading components), {@code encoded} (the component's encoded value) and
 * {@code following} (the template literal right after the component; it starts with the key's
 * delimiter, {@code '#'} unless declared otherwise, or is empty when the component ends the key).
 * Because the encodings that ranges are built on keep order, never contain the delimiter, and
 * (with {@code '#'}) use no character below {@code '$'} or (with another delimiter) have a fixed
 * width, ranges of whole components are ranges of key text: everything in
 * {@code [prefix, prefix + MAX]} belongs to the prefix, and DynamoDB's single sort-key condition
 * can be an inclusive {@code BETWEEN}. Encodings that do not sort by value get no ranges.
 *
 * @param operator the DynamoDB operator
 * @param first    the value (or the lower bound of {@code BETWEEN})
 * @param second   the upper bound of {@code BETWEEN}, else {@code null}
 */
public record SortKeyCondition(Operator operator, String first, String second) {

    /** The DynamoDB key-condition operators used. */
    public enum Operator {
        EQUAL, BEGINS_WITH, BETWEEN, GREATER_OR_EQUAL, LESS_OR_EQUAL, GREATER, LESS,
        /** Nothing can match (an empty range); no request is sent. */
        NOTHING
    }

    /** {@code SK = key}. */
    public static SortKeyCondition equalTo(String key) {
        return new SortKeyCondition(Operator.EQUAL, key, null);
    }

    /** {@code begins_with(SK, prefix)}; {@code null} (no condition) for an empty prefix. */
    public static SortKeyCondition beginsWith(String prefix) {
        return prefix.isEmpty() ? null : new SortKeyCondition(Operator.BEGINS_WITH, prefix, null);
    }

    // ---- conditions on the key text itself, for item collections whose members share no component

    /**
     * A condition on the sort-key text as given ({@code =}, {@code begins_with}, {@code <}, {@code <=},
     * {@code >}, {@code >=}), for a query whose items have sort keys of different shapes.
     *
     * @throws IllegalArgumentException for an empty text, which DynamoDB refuses as a key value
     */
    public static SortKeyCondition onText(Operator operator, String text) {
        if (operator == Operator.BETWEEN || operator == Operator.NOTHING) {
            throw new IllegalArgumentException(operator + " takes other arguments");
        }
        return new SortKeyCondition(operator, nonEmpty(text), null);
    }

    /** The sort-key text lies between the two, both included; nothing when {@code from > to}. */
    public static SortKeyCondition betweenTexts(String from, String to) {
        return KeyCodec.compareUtf8(nonEmpty(from), nonEmpty(to)) > 0 ? nothing()
                : new SortKeyCondition(Operator.BETWEEN, from, to);
    }

    private static String nonEmpty(String text) {
        if (text.isEmpty()) {
            throw new IllegalArgumentException("A sort-key condition needs a text: DynamoDB refuses an empty key value");
        }
        return text;
    }

    /** The component is at least the value. */
    public static SortKeyCondition greaterThanOrEqual(String prefix, String encoded, String following) {
        return range(prefix, lowerInclusive(prefix, encoded, following), null);
    }

    /** The component is greater than the value. */
    public static SortKeyCondition greaterThan(String prefix, String encoded, String following) {
        return range(prefix, lowerExclusive(prefix, encoded, following), null);
    }

    /** The component is at most the value. */
    public static SortKeyCondition lessThanOrEqual(String prefix, String encoded, String following) {
        return range(prefix, lowest(prefix, following), upperInclusive(prefix, encoded, following));
    }

    /** The component is less than the value. */
    public static SortKeyCondition lessThan(String prefix, String encoded, String following) {
        String upper = upperExclusive(prefix, encoded, following);
        return upper == null ? nothing() : range(prefix, lowest(prefix, following), upper);
    }

    /** The component lies between the two values, both included. */
    public static SortKeyCondition between(String prefix, String encodedLow, String encodedHigh, String following) {
        return range(prefix, lowerInclusive(prefix, encodedLow, following),
                upperInclusive(prefix, encodedHigh, following));
    }

    /**
     * A lower bound of every key the template can produce here: the component's encoding may be
     * empty (an empty string), so {@code prefix + following} when the delimiter that starts
     * {@code following} sorts below every character an encoding holds ({@code '#'}); a bare
     * {@code prefix}, which is another key, otherwise (a zero-padded number before {@code '|'}).
     */
    private static String lowest(String prefix, String following) {
        return following.isEmpty() || following.charAt(0) < KeyCodec.ESCAPE ? prefix + following : prefix;
    }

    /**
     * A string component starts with the value. Where more key text follows the component, the
     * keys are {@code prefix + encoded + ... + following...}, so the exact range is
     * {@code [prefix + encoded + following, prefix + encoded + MAX]}: a plain {@code begins_with}
     * would also match a bare {@code prefix + encoded}, which no item of this template has.
     */
    public static SortKeyCondition componentBeginsWith(String prefix, String encoded, String following) {
        if (following.isEmpty()) {
            return beginsWith(prefix + encoded);
        }
        return range(prefix, prefix + encoded + following, prefix + encoded + KeyCodec.MAX);
    }

    private static String lowerInclusive(String prefix, String encoded, String following) {
        return prefix + encoded + following;
    }

    private static String lowerExclusive(String prefix, String encoded, String following) {
        // A component that ends the key may be extended by a larger value ("ab" < "abc"), whose
        // next character is at least '$'; otherwise skip every key that starts with the value.
        return following.isEmpty() ? prefix + encoded + KeyCodec.ESCAPE : prefix + encoded + following + KeyCodec.MAX;
    }

    private static String upperInclusive(String prefix, String encoded, String following) {
        return following.isEmpty() ? prefix + encoded : prefix + encoded + following + KeyCodec.MAX;
    }

    private static String upperExclusive(String prefix, String encoded, String following) {
        // Followed by '#', the smallest character a key holds there: smaller components end below prefix + encoded.
        return following.isEmpty() ? predecessor(prefix + encoded) : prefix + encoded;
    }

    /** The greatest string below {@code key} that keys can reach, or {@code null} if there is none. */
    private static String predecessor(String key) {
        if (key.isEmpty()) {
            return null;
        }
        int last = key.codePointBefore(key.length());
        String head = key.substring(0, key.length() - Character.charCount(last));
        if (last == 0) {
            return head;
        }
        int lower = last - 1;
        if (lower >= Character.MIN_SURROGATE && lower <= Character.MAX_SURROGATE) {
            lower = Character.MIN_SURROGATE - 1;
        }
        return head + new String(Character.toChars(lower)) + KeyCodec.MAX;
    }

    private static SortKeyCondition range(String prefix, String lower, String upper) {
        String low = lower != null ? lower : prefix;
        String high = upper != null ? upper : (prefix.isEmpty() ? null : prefix + KeyCodec.MAX);
        if (high != null && high.isEmpty()) {
            return nothing(); // no key is at most "" (and DynamoDB refuses an empty key value)
        }
        if (low.isEmpty()) {
            return high == null ? null : new SortKeyCondition(Operator.LESS_OR_EQUAL, high, null);
        }
        if (high == null) {
            return new SortKeyCondition(Operator.GREATER_OR_EQUAL, low, null);
        }
        if (KeyCodec.compareUtf8(low, high) > 0) {
            return nothing();
        }
        return new SortKeyCondition(Operator.BETWEEN, low, high);
    }

    private static SortKeyCondition nothing() {
        return new SortKeyCondition(Operator.NOTHING, null, null);
    }

    /** The expression over {@code #sk}, adding its values as {@code :sk1}, {@code :sk2}. */
    public String expression(Map<String, AttributeValue> values) {
        if (first != null) {
            values.put(":sk1", AttributeValue.fromS(first));
        }
        if (second != null) {
            values.put(":sk2", AttributeValue.fromS(second));
        }
        return switch (operator) {
            case EQUAL -> "#sk = :sk1";
            case BEGINS_WITH -> "begins_with(#sk, :sk1)";
            case BETWEEN -> "#sk BETWEEN :sk1 AND :sk2";
            case GREATER_OR_EQUAL -> "#sk >= :sk1";
            case LESS_OR_EQUAL -> "#sk <= :sk1";
            case GREATER -> "#sk > :sk1";
            case LESS -> "#sk < :sk1";
            case NOTHING -> throw new IllegalStateException("an empty range is not sent");
        };
    }

    /** Describes the condition for cursors and messages. */
    public String describe() {
        return operator + "(" + first + (second == null ? "" : ", " + second) + ")";
    }
}
