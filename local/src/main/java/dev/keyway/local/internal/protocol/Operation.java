package dev.keyway.local.internal.protocol;

import java.util.function.Function;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;

/**
 * One operation of the DynamoDB or DynamoDB Streams protocol: its name, a fresh builder of its SDK request
 * class, and who answers it ({@code null} for an operation DynamoDB has and Keyway Local does not emulate).
 *
 * @param name the operation name, such as {@code PutItem}
 * @param requestBuilder a new builder of the request class on each call
 * @param handler the operation, from request object to response object; {@code null} when not emulated
 */
public record Operation(String name, Supplier<SdkPojo> requestBuilder, Function<Object, Object> handler) {

    /** @return whether Keyway Local answers this operation */
    public boolean isSupported() {
        return handler != null;
    }

    /** @return this operation answered by another handler (for tests and wrappers) */
    public Operation withHandler(Function<Object, Object> newHandler) {
        return new Operation(name, requestBuilder, newHandler);
    }
}
