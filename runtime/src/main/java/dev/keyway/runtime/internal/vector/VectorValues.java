package dev.keyway.runtime.internal.vector;

import dev.keyway.runtime.InternalApi;
import dev.keyway.runtime.exception.InvalidAttributeValueException;
import dev.keyway.runtime.internal.item.AttributeValueException;
import dev.keyway.runtime.internal.item.AttributeValues;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The checks of vectors that Keyway makes before a request: DynamoDB refuses a write whose vector
 * attribute has another number of elements than its vector index's dimensions (Developer Guide,
 * "Troubleshooting vector indexes": the write is rejected), and a search vector of another length.
 */
@InternalApi
public final class VectorValues {

    private VectorValues() {
    }

    /**
     * Checks an embedding about to be written: none (null) is fine, as the item then stays out of the
     * index; one with another number of elements is refused.
     *
     * @throws InvalidAttributeValueException if the vector has another length, or a null element
     */
    public static void checkWritten(String entityType, String attribute, List<? extends Number> vector, int dimensions,
                                    String index) {
        if (vector == null) {
            return;
        }
        if (vector.size() != dimensions) {
            throw new InvalidAttributeValueException(entityType, attribute, "vector index " + index + " holds vectors of "
                    + dimensions + " dimensions, but this one has " + vector.size()
                    + " elements (DynamoDB would refuse the write)", null);
        }
        for (int i = 0; i < vector.size(); i++) {
            if (vector.get(i) == null) {
                throw new InvalidAttributeValueException(entityType, attribute + "[" + i + "]",
                        "a vector's elements are numbers, not null", null);
            }
        }
    }

    /**
     * The search vector as {@code SearchVectors} takes it: one number per element.
     *
     * @throws InvalidAttributeValueException if it has another length than the index's dimensions, or an
     *                                        element that is not finite
     */
    public static List<AttributeValue> searchVector(String entityType, String index, float[] vector, int dimensions) {
        if (vector == null) {
            throw new IllegalArgumentException("Search of vector index " + index + ": the vector is null");
        }
        if (vector.length != dimensions) {
            throw new InvalidAttributeValueException(entityType, index, "vector index " + index + " holds vectors of "
                    + dimensions + " dimensions, but the search vector has " + vector.length + " elements", null);
        }
        List<AttributeValue> values = new ArrayList<>(vector.length);
        for (int i = 0; i < vector.length; i++) {
            try {
                values.add(AttributeValues.fromFloat(vector[i]));
            } catch (AttributeValueException e) {
                throw new InvalidAttributeValueException(entityType, index + "[" + i + "]", e.getMessage(), e);
            }
        }
        return values;
    }
}
