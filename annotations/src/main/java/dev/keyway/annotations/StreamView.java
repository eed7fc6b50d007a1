package dev.keyway.annotations;

/**
 * What a table's DynamoDB stream records of each changed item, as {@link Entity#stream()} asks for
 * it: DynamoDB's {@code StreamViewType}, or {@link #NONE} for an entity that does not ask.
 *
 * <pre>{@code
 * @Entity(table = "Shop", stream = StreamView.NEW_AND_OLD_IMAGES)
 * @PartitionKey("CUSTOMER#<customerId>")
 * @SortKey("ORDER#<orderId>")
 * public record Order(String customerId, String orderId, Status status) {}
 * }</pre>
 */
public enum StreamView {
    /** This entity does not ask for a stream (another entity of its table may). */
    NONE,
    /** Only the changed item's key attributes: changes cannot be told apart by entity type. */
    KEYS_ONLY,
    /** The item after the change: inserts and modifications carry it, removals only the keys. */
    NEW_IMAGE,
    /** The item before the change: modifications and removals carry it, inserts only the keys. */
    OLD_IMAGE,
    /** The item before and after the change, where each exists: what typed changes read best. */
    NEW_AND_OLD_IMAGES
}
