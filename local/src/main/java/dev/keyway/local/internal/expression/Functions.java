package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.value.AttributeValues;
import dev.keyway.local.internal.value.Numbers;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** How conditions compare values and evaluate {@code begins_with}, {@code contains} and {@code size}. */
final class Functions {

    private Functions() {
    }

    /** Whether a type may be ordered with {@code < <= > >=} and {@code BETWEEN}: S, N and B. */
    static boolean isOrderable(String type) {
        return "S".equals(type) || "N".equals(type) || "B".equals(type);
    }

    /**
     * Compares two values for {@code < <= > >=} and {@code BETWEEN}, or returns {@code null} when they
     * cannot be ordered (one missing, different types, or a type other than S, N and B): the comparison
     * is then false, not an error.
     */
    static Integer order(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return null;
        }
        String type = AttributeValues.typeName(a);
        if (!isOrderable(type) || !type.equals(AttributeValues.typeName(b))) {
            return null;
        }
        return AttributeValues.keyOrder().compare(a, b);
    }

    /** {@code begins_with}: a string prefix of a string, or a byte prefix of a binary. */
    static boolean beginsWith(AttributeValue value, AttributeValue prefix) {
        if (value == null || prefix == null) {
            return false;
        }
        if (value.s() != null && prefix.s() != null) {
            return value.s().startsWith(prefix.s());
        }
        if (value.b() != null && prefix.b() != null) {
            return startsWith(value.b(), prefix.b());
        }
        return false;
    }

    private static boolean startsWith(SdkBytes value, SdkBytes prefix) {
        byte[] v = value.asByteArrayUnsafe();
        byte[] p = prefix.asByteArrayUnsafe();
        if (p.length > v.length) {
            return false;
        }
        for (int i = 0; i < p.length; i++) {
            if (v[i] != p[i]) {
                return false;
            }
        }
        return true;
    }

    private static int indexOf(SdkBytes value, SdkBytes part) {
        byte[] v = value.asByteArrayUnsafe();
        byte[] p = part.asByteArrayUnsafe();
        outer:
        for (int i = 0; i + p.length <= v.length; i++) {
            for (int j = 0; j < p.length; j++) {
                if (v[i + j] != p[j]) {
                    continue outer;
                }
            }
            return i;
        }
        return -1;
    }

    /**
     * {@code contains}: a substring of a string (and, as the legacy CONTAINS operator does, a byte
     * sequence of a binary), a member of a set of the operand's type, or an element of a list.
     */
    static boolean contains(AttributeValue value, AttributeValue operand) {
        if (value == null || operand == null) {
            return false;
        }
        if (value.s() != null) {
            return operand.s() != null && value.s().contains(operand.s());
        }
        if (value.b() != null) {
            return operand.b() != null && indexOf(value.b(), operand.b()) >= 0;
        }
        if (value.hasSs()) {
            return operand.s() != null && value.ss().contains(operand.s());
        }
        if (value.hasNs()) {
            if (operand.n() == null) {
                return false;
            }
            for (String member : value.ns()) {
                if (Numbers.compare(member, operand.n()) == 0) {
                    return true;
                }
            }
            return false;
        }
        if (value.hasBs()) {
            return operand.b() != null && value.bs().contains(operand.b());
        }
        if (value.hasL()) {
            for (AttributeValue element : value.l()) {
                if (AttributeValues.sameValue(element, operand)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * {@code size}: a string's length (in UTF-8 bytes, as DynamoDB measures strings everywhere; the
     * Developer Guide says only "the length of the string"), a binary's bytes, the members of a set and
     * the elements of a list or map; {@code null} for a number, Boolean or null, whose size makes the
     * comparison false.
     */
    static Long size(AttributeValue value) {
        if (value.s() != null) {
            // "the length of the string" (Developer Guide, size function): UTF-16 code units, as measured
            // against DynamoDB (size("é𝄞") is 3), not the UTF-8 bytes that count toward an item's size
            return (long) value.s().length();
        }
        if (value.b() != null) {
            return (long) value.b().asByteArrayUnsafe().length;
        }
        if (value.hasSs()) {
            return (long) value.ss().size();
        }
        if (value.hasNs()) {
            return (long) value.ns().size();
        }
        if (value.hasBs()) {
            return (long) value.bs().size();
        }
        if (value.hasL()) {
            return (long) value.l().size();
        }
        if (value.hasM()) {
            return (long) value.m().size();
        }
        return null;
    }
}
