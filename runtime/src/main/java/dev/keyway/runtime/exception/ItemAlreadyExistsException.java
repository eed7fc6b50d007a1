package dev.keyway.runtime.exception;

/**
 * A {@code create} found an item with the same primary key already stored. A failed condition
 * (the create's {@code attribute_not_exists}): a {@code catch (ConditionFailedException e)} catches
 * it too, so catch this one first where a taken key means something else than another failed
 * condition.
 */
public class ItemAlreadyExistsException extends ConditionFailedException {

    /** For the entity type and the described primary key. */
    public ItemAlreadyExistsException(String entityType, String key, Throwable cause) {
        super(entityType, key, entityType + " " + key + " already exists", cause);
    }
}
