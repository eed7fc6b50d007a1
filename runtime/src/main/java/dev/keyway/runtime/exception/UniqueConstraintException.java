package dev.keyway.runtime.exception;

/**
 * A write would give a {@code @Unique} component a value another item of the entity already holds.
 * A failed condition (the value's guard item exists): a {@code catch (ConditionFailedException e)}
 * catches it too, so catch this one first where a taken value means something else. Its
 * {@link #key()} names the value, {@code component=value}, since the condition that failed is the
 * value's, not the written item's.
 */
public class UniqueConstraintException extends ConditionFailedException {

    private final String component;
    private final String value;

    /** For the entity, the component and the value already taken, as the caller gave it. */
    public UniqueConstraintException(String entityType, String component, String value, Throwable cause) {
        super(entityType, component + "=" + value,
                entityType + "." + component + " '" + value + "' is already taken by another " + entityType, cause);
        this.component = component;
        this.value = value;
    }

    /** The {@code @Unique} component. */
    public String component() {
        return component;
    }

    /**
     * The value already taken, as the write gave it ({@code String.valueOf} of the component's
     * value: the text of a string, so that a sign-up form can show it), not as keys encode it.
     */
    public String value() {
        return value;
    }
}
