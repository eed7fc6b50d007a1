package dev.keyway.runtime.exception;

import dev.keyway.runtime.Update;
import java.util.List;

/**
 * An update sets a component that a secondary-index key is built from, but not the other
 * components that key needs, so the key cannot be rewritten; thrown before any request, since
 * writing the update would leave a stale index key. Set the named components too.
 */
public class IncompleteKeyUpdateException extends KeywayException {

    private final String entityType;
    private final String keyAttribute;
    private final List<String> missing;

    /** For the entity, the index-key attribute and the components the update lacks. */
    public IncompleteKeyUpdateException(String entityType, String keyAttribute, String template, List<String> missing) {
        this(entityType, keyAttribute, template, missing, List.of());
    }

    /**
     * For the entity, the index-key attribute, the components the update lacks, and those of them it
     * changes without a value of its own (a counter, {@code setIfAbsent}, a set or list change), whose
     * result only DynamoDB knows.
     */
    public IncompleteKeyUpdateException(String entityType, String keyAttribute, String template, List<String> missing,
                                        List<String> computed) {
        super("Update of " + entityType + " changes index key " + keyAttribute + " (" + template + ") but does not set "
                + String.join(", ", missing) + ", which that key is built from"
                + (computed.isEmpty() ? "" : " (it changes " + String.join(", ", computed)
                        + " by a counter, setIfAbsent or a collection change, whose result only DynamoDB knows)")
                + ": set " + (missing.size() == 1 ? "it" : "them") + " to a value in the same update", null);
        this.entityType = entityType;
        this.keyAttribute = keyAttribute;
        this.missing = List.copyOf(missing);
    }

    /** The entity type updated. */
    public String entityType() {
        return entityType;
    }

    /** The index-key attribute that could not be rewritten. */
    public String keyAttribute() {
        return keyAttribute;
    }

    /** The components the update must also set. */
    public List<String> missing() {
        return missing;
    }
}
