package dev.keyway.runtime.stream;

import dev.keyway.runtime.InternalApi;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A change to one item of an entity, decoded into its records: what the stream recorded of the
 * item before and after, each present as the table's stream view type allows (see
 * {@link ChangeEvent}). An insert has no old record and a removal no new one.
 *
 * @param event      the stream record as it is
 * @param entityType the entity type, e.g. {@code "Order"}
 * @param oldImage   the record before the change, if the stream recorded it
 * @param newImage   the record after the change, if the stream recorded it
 * @param <T>        the entity record
 */
public record Change<T>(ChangeEvent event, String entityType, Optional<T> oldImage, Optional<T> newImage) {

    /** Checks the parts. */
    @InternalApi
    public Change {
        Objects.requireNonNull(event, "event");
        Objects.requireNonNull(entityType, "entityType");
        Objects.requireNonNull(oldImage, "oldImage");
        Objects.requireNonNull(newImage, "newImage");
    }

    /** Insert, modify or remove. */
    public ChangeKind kind() {
        return event.kind();
    }

    /** The item's primary key attributes. */
    public Map<String, AttributeValue> keys() {
        return event.keys();
    }

    /** Whether this is a removal by DynamoDB's time to live rather than by a request. */
    public boolean timeToLiveExpiry() {
        return event.timeToLiveExpiry();
    }

    /** The new record if there is one, else the old one: the item as it last was. */
    public Optional<T> latest() {
        return newImage.or(() -> oldImage);
    }
}
