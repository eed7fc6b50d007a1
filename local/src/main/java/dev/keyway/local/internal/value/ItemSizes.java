package dev.keyway.local.internal.value;

import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Item sizes by DynamoDB's rules (Developer Guide, "Item sizes and formats"): the UTF-8 length of each
 * attribute name plus its value's size; strings by UTF-8 length, binaries by length, numbers about one
 * byte per two significant digits plus one, null and Boolean one byte, lists and maps three bytes plus
 * one per element plus their contents, sets the sum of their elements.
 */
public final class ItemSizes {

    private ItemSizes() {
    }

    /** The size in bytes of a whole item, as counted against the 400 KB limit and for capacity. */
    public static long of(Map<String, AttributeValue> item) {
        long size = 0;
        for (Map.Entry<String, AttributeValue> entry : item.entrySet()) {
            size += utf8Length(entry.getKey()) + of(entry.getValue());
        }
        return size;
    }

    /** The size in bytes of one value (without an attribute name). */
    public static long of(AttributeValue value) {
        if (value.s() != null) {
            return utf8Length(value.s());
        }
        if (value.n() != null) {
            return Numbers.size(value.n());
        }
        if (value.b() != null) {
            return value.b().asByteArrayUnsafe().length;
        }
        if (value.bool() != null || value.nul() != null) {
            return 1;
        }
        if (value.hasSs()) {
            long size = 0;
            for (String s : value.ss()) {
                size += utf8Length(s);
            }
            return size;
        }
        if (value.hasNs()) {
            long size = 0;
            for (String n : value.ns()) {
                size += Numbers.size(n);
            }
            return size;
        }
        if (value.hasBs()) {
            long size = 0;
            for (SdkBytes b : value.bs()) {
                size += b.asByteArrayUnsafe().length;
            }
            return size;
        }
        if (value.hasL()) {
            long size = 3;
            for (AttributeValue element : value.l()) {
                size += 1 + of(element);
            }
            return size;
        }
        if (value.hasM()) {
            long size = 3;
            for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                size += 1 + utf8Length(entry.getKey()) + of(entry.getValue());
            }
            return size;
        }
        return 0;
    }

    /** The UTF-8 length of a string, without encoding it. */
    public static long utf8Length(String s) {
        long length = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                length += 1;
            } else if (c < 0x800) {
                length += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                length += 4;
                i++;
            } else {
                length += 3;
            }
        }
        return length;
    }
}
