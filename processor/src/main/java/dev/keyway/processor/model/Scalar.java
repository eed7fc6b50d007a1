package dev.keyway.processor.model;

/** The single-valued Java types Keyway stores, and whether each can be part of a key. */
public enum Scalar {
    STRING(true), BOOLEAN(true), BYTE(true), SHORT(true), INT(true), LONG(true), FLOAT(false), DOUBLE(false),
    BIG_DECIMAL(true), BIG_INTEGER(true), INSTANT(true), LOCAL_DATE(true), LOCAL_DATE_TIME(true), UUID(true),
    /** {@code byte[]}. */
    BYTES(false),
    /** The SDK's {@code SdkBytes}. */
    SDK_BYTES(false),
    /** {@code java.nio.ByteBuffer}. */
    BYTE_BUFFER(false),
    /** An {@code Instant} stored as epoch seconds (a number), as a {@code @Ttl} component is. */
    EPOCH_SECONDS(false);

    private final boolean keyable;

    Scalar(boolean keyable) {
        this.keyable = keyable;
    }

    /** Whether a key template may hold a component of this type. */
    public boolean keyable() {
        return keyable;
    }

    /** Whether values of this type are stored as DynamoDB numbers. */
    public boolean numeric() {
        return switch (this) {
            case BYTE, SHORT, INT, LONG, FLOAT, DOUBLE, BIG_DECIMAL, BIG_INTEGER -> true;
            default -> false;
        };
    }

    /** Whether values of this type are stored as DynamoDB binary. */
    public boolean binary() {
        return this == BYTES || this == SDK_BYTES || this == BYTE_BUFFER;
    }
}
