package dev.keyway.runtime.exception;

/**
 * A {@code Key} given to a repository, batch or transaction is not a key of its entity: of another
 * entity type (an unchecked cast got it past the compiler) or without exactly the table's
 * primary-key attributes. Thrown before any request is sent.
 */
public class KeyMismatchException extends KeywayException {

    private final String entityType;
    private final String key;

    /**
     * For the entity expected, the key as given and why it is not one of that entity's.
     *
     * @param entityType the entity type of the repository the key was given to
     * @param key        the key, described ({@code Order PK=CUSTOMER#c1, SK=ORDER#o-1})
     * @param reason     what does not fit
     */
    public KeyMismatchException(String entityType, String key, String reason) {
        super("Not a key of " + entityType + ": " + key + " (" + reason + "); build it with "
                + entityType + "Keys.primaryKey(...)");
        this.entityType = entityType;
        this.key = key;
    }

    /** The entity type of the repository the key was given to. */
    public String entityType() {
        return entityType;
    }

    /** The key as given, described. */
    public String key() {
        return key;
    }
}
