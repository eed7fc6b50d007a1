package dev.keyway.runtime.exception;

import dev.keyway.runtime.key.StoredKeys;

/**
 * A stored item's primary key is not the key Keyway writes for the components it holds: legacy
 * text such as {@code score#097#user-x} where the design writes {@code score#97#user-x}, a key in
 * another case or with a trailing delimiter, or a key whose components differ from the item's
 * attributes. Such an item is never read as a record, on any read path (get, queries, scans, item
 * collections, batch gets, read transactions, stream decoding), since a {@code get} or
 * {@code update} by that record's components would not find it, and an update would write a second
 * item beside it.
 *
 * <p>It is an {@link ItemDecodeException}: {@link #attribute()} names the key attribute
 * ({@code PK}, {@code SK}), {@link #key()} the whole stored key. To repair the item, write it under
 * the key its components give ({@link StoredKeys#canonicalKey}) and delete it under the stored one.
 */
public class NonCanonicalKeyException extends ItemDecodeException {

    private final String storedKey;

    /**
     * For the entity, the described stored key, the key attribute, its stored text and why that
     * text is not the key Keyway writes.
     */
    public NonCanonicalKeyException(String entityType, String key, String keyAttribute, String storedKey,
                                    String reason, Throwable cause) {
        super(entityType, key, keyAttribute, "the stored key '" + storedKey + "' is not the key this entity writes for"
                + " the components it holds (" + reason + "): a get or update by the record's components would not find"
                + " it; write the item under the key its components give and delete this one", cause);
        this.storedKey = storedKey;
    }

    /** The text of the key attribute as stored. */
    public String storedKey() {
        return storedKey;
    }
}
