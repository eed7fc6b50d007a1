package dev.keyway.local.internal.value;

import java.util.Comparator;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks, normalises and orders attribute values as DynamoDB does: exactly one type per value, numbers
 * of at most 38 significant digits between 1E-130 and 9.9999999999999999999999999999999999999E+125
 * stored in canonical form ({@code 1.50} is {@code 1.5}), sets non-empty and without duplicates,
 * strings and binaries compared by unsigned bytes (UTF-8 for strings).
 */
public final class AttributeValues {

    private AttributeValues() {
    }

    /**
     * Checks every value of an item (or key) a request brings and returns it with numbers, number sets
     * and nested values in canonical form.
     *
     * @param parameter the request parameter, for messages ({@code Item}, {@code Key})
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} with DynamoDB's message
     */
    public static Map<String, AttributeValue> checkItem(Map<String, AttributeValue> item, String parameter) {
        throw new UnsupportedOperationException("not yet");
    }

    /** Checks and canonicalises one value (see {@link #checkItem}). */
    public static AttributeValue checkValue(AttributeValue value, String parameter) {
        throw new UnsupportedOperationException("not yet");
    }

    /**
     * The order of key values of one type (S, N or B) in a sort key or partition: strings by UTF-8 bytes,
     * numbers by value, binaries by unsigned bytes.
     */
    public static Comparator<AttributeValue> keyOrder() {
        throw new UnsupportedOperationException("not yet");
    }

    /** Whether two values are equal as DynamoDB compares them (numbers by value, sets ignoring order). */
    public static boolean sameValue(AttributeValue a, AttributeValue b) {
        throw new UnsupportedOperationException("not yet");
    }

    /** The type's name as DynamoDB's messages and the condition functions write it: S, N, B, SS, NS, BS, M, L, NULL, BOOL. */
    public static String typeName(AttributeValue value) {
        throw new UnsupportedOperationException("not yet");
    }
}
