package dev.keyway.runtime.internal.item;

import dev.keyway.runtime.exception.ItemTooLargeException;
import dev.keyway.runtime.schema.ItemSchema;
import java.math.BigDecimal;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * An item's size as DynamoDB counts it against its 400 KB item limit, so that an oversize item
 * fails with {@link ItemTooLargeException} before any request rather than with DynamoDB's
 * {@code ValidationException} after it (or, in a batch, after part of the batch was written).
 *
 * <p>The size is the sum, over the attributes, of the name's UTF-8 length and the value's size:
 * <ul>
 *   <li>{@code S}: its UTF-8 length; {@code B}: its length;</li>
 *   <li>{@code N}: one byte per pair of significant digits, pairs aligned on the decimal point
 *       (DynamoDB stores numbers in base 100), plus one byte, plus one for a negative number,
 *       at most 21 bytes; zero is 1 byte;</li>
 *   <li>{@code BOOL}, {@code NULL}: 1 byte;</li>
 *   <li>{@code L}, {@code M}: 3 bytes plus, per element, 1 byte and the element's size (and, in a
 *       map, the key's UTF-8 length);</li>
 *   <li>{@code SS}, {@code NS}, {@code BS}: the sum of the elements' sizes.</li>
 * </ul>
 * DynamoDB documents the number rule only approximately ("one byte per two significant digits,
 * plus one"); the rule above is never below the documented one and at most a byte or two above
 * the real size of a number, so the check errs by a few bytes on the safe side.
 */
public final class ItemSize {

    /** DynamoDB's item size limit: 400 KB, attribute names included. */
    public static final long LIMIT = 400 * 1024;

    private static final int LIST_OR_MAP_OVERHEAD = 3;
    private static final int ELEMENT_OVERHEAD = 1;
    private static final int MAX_NUMBER_SIZE = 21;

    private ItemSize() {
    }

    /**
     * Checks an item against the limit before it is sent.
     *
     * @param schema the entity's schema, to name the entity and describe the item's key
     * @param item   the item about to be written
     * @throws ItemTooLargeException if the item is larger than {@link #LIMIT}
     */
    public static void check(ItemSchema<?> schema, Map<String, AttributeValue> item) {
        long size = of(item);
        if (size > LIMIT) {
            throw new ItemTooLargeException(schema.entityType(), schema.table().describeKey(item), size, LIMIT);
        }
    }

    /** The item's size in bytes: attribute names and values, as described above. */
    public static long of(Map<String, AttributeValue> item) {
        long size = 0;
        for (Map.Entry<String, AttributeValue> attribute : item.entrySet()) {
            size += utf8Length(attribute.getKey()) + of(attribute.getValue());
        }
        return size;
    }

    /** One value's size in bytes (without the name of the attribute holding it). */
    public static long of(AttributeValue value) {
        return switch (value.type()) {
            case S -> utf8Length(value.s());
            case N -> numberSize(value.n());
            case B -> value.b().asByteBuffer().remaining();
            case BOOL, NUL -> 1;
            case L -> {
                long size = LIST_OR_MAP_OVERHEAD;
                for (AttributeValue element : value.l()) {
                    size += ELEMENT_OVERHEAD + of(element);
                }
                yield size;
            }
            case M -> {
                long size = LIST_OR_MAP_OVERHEAD;
                for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                    size += ELEMENT_OVERHEAD + utf8Length(entry.getKey()) + of(entry.getValue());
                }
                yield size;
            }
            case SS -> {
                long size = 0;
                for (String element : value.ss()) {
                    size += utf8Length(element);
                }
                yield size;
            }
            case NS -> {
                long size = 0;
                for (String element : value.ns()) {
                    size += numberSize(element);
                }
                yield size;
            }
            case BS -> {
                long size = 0;
                for (SdkBytes element : value.bs()) {
                    size += element.asByteBuffer().remaining();
                }
                yield size;
            }
            // A value this SDK cannot read is sent as it came; it cannot be measured, so it counts nothing.
            case UNKNOWN_TO_SDK_VERSION -> 0;
        };
    }

    /** A number's stored size: base-100 digit pairs aligned on the decimal point, plus the exponent byte. */
    static int numberSize(String number) {
        BigDecimal value;
        try {
            value = new BigDecimal(number.trim());
        } catch (NumberFormatException e) {
            // DynamoDB will reject it anyway; count it generously so the size check cannot pass a huge item
            return number.length() / 2 + 2;
        }
        if (value.signum() == 0) {
            return 1;
        }
        BigDecimal magnitude = value.abs().stripTrailingZeros();
        // the digits span the powers of ten from lowest to highest; each base-100 pair covers [2p, 2p + 1]
        long lowest = -(long) magnitude.scale();
        long highest = lowest + magnitude.precision() - 1;
        long pairs = Math.floorDiv(highest, 2) - Math.floorDiv(lowest, 2) + 1;
        long size = pairs + 1 + (value.signum() < 0 ? 1 : 0);
        return (int) Math.min(size, MAX_NUMBER_SIZE);
    }

    /** The UTF-8 length without encoding the text (items can hold strings of hundreds of kilobytes). */
    public static long utf8Length(CharSequence text) {
        long length = 0;
        int count = text.length();
        for (int i = 0; i < count; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                length += 1;
            } else if (c < 0x800) {
                length += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < count && Character.isLowSurrogate(text.charAt(i + 1))) {
                length += 4;
                i++;
            } else {
                length += 3; // the rest of the BMP (a lone surrogate counts as 3 as well)
            }
        }
        return length;
    }
}
