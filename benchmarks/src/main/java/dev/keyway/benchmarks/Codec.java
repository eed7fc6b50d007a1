package dev.keyway.benchmarks;

import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One way of turning a value into a DynamoDB item and back: Keyway's generated schema, an
 * Enhanced Client schema, or hand-written code.
 *
 * @param <T> the value type (a record, or a bean for the Enhanced Client's bean schema)
 */
public interface Codec<T> {

    Map<String, AttributeValue> toItem(T value);

    T fromItem(Map<String, AttributeValue> item);
}
