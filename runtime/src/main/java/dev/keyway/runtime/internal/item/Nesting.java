package dev.keyway.runtime.internal.item;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * DynamoDB's nesting limit: it refuses a value deeper than 32 levels, the top-level attribute
 * being level 1, and a list or map on level 32 even when empty; so at most
 * {@value #MAX_CONTAINERS} lists and maps on any path of a value. The processor refuses
 * components whose type always nests deeper (KW093); this checks the values it cannot bound (a
 * recursive record, a converter's value, an update's or condition's value) before the request.
 */
public final class Nesting {

    /** The most lists and maps on one path of a value, its own included. */
    public static final int MAX_CONTAINERS = 31;

    private Nesting() {
    }

    /**
     * Refuses a value that holds more than {@value #MAX_CONTAINERS} lists and maps on one path.
     *
     * @throws AttributeValueException with the path inside the value where the limit is passed
     */
    public static AttributeValue check(AttributeValue value) {
        if (value != null && (AttributeValues.isMap(value) || AttributeValues.isList(value))) {
            walk(value, 1);
        }
        return value;
    }

    private static void walk(AttributeValue value, int containers) {
        if (containers > MAX_CONTAINERS) {
            throw AttributeValueException.of("the value nests more than " + MAX_CONTAINERS + " lists and maps (records "
                    + "are maps), deeper than DynamoDB stores (32 levels with the value inside); store it flatter");
        }
        if (AttributeValues.isMap(value)) {
            for (Map.Entry<String, AttributeValue> entry : value.m().entrySet()) {
                if (AttributeValues.isMap(entry.getValue()) || AttributeValues.isList(entry.getValue())) {
                    try {
                        walk(entry.getValue(), containers + 1);
                    } catch (AttributeValueException e) {
                        throw AttributeValueException.at(entry.getKey(), e);
                    }
                }
            }
        } else {
            List<AttributeValue> elements = value.l();
            for (int i = 0; i < elements.size(); i++) {
                AttributeValue element = elements.get(i);
                if (AttributeValues.isMap(element) || AttributeValues.isList(element)) {
                    try {
                        walk(element, containers + 1);
                    } catch (AttributeValueException e) {
                        throw AttributeValueException.at("[" + i + "]", e);
                    }
                }
            }
        }
    }
}
