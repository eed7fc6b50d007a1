package dev.keyway.runtime.attribute;

import dev.keyway.runtime.InternalApi;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A number attribute: comparisons, and atomic {@code increment}/{@code decrement} in updates.
 *
 * @param <T> the component's number type
 */
public final class NumberAttribute<T extends Number> extends ComparableAttribute<T> {

    /** A reference; generated code creates them. */
    @InternalApi
    public NumberAttribute(String entityType, String component, String name,
                           Function<? super T, AttributeValue> converter, boolean keyComponent) {
        super(entityType, component, name, converter, keyComponent);
    }
}
