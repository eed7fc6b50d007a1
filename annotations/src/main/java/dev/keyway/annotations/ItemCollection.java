package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a sealed interface whose permitted records are entities sharing a partition: an item
 * collection, read in one query and decoded by entity type into the right records.
 *
 * <pre>{@code
 * @ItemCollection
 * public sealed interface CustomerItem permits Customer, Order {}
 *
 * // generated: CustomerItemCollection, one query per partition
 * CustomerItemCollection items = new CustomerItemCollection(client);
 * for (CustomerItem item : items.query("c1").descending().limit(11).page().items()) {
 *     if (item instanceof Customer customer) { ... }        // SK "PROFILE" sorts after "ORDER#..."
 *     else if (item instanceof Order order) { ... }          // the ten latest orders
 * }
 * }</pre>
 *
 * <p>Every permitted record must be an {@code @Entity} of one table whose partition key (on the
 * named index) is built alike: the same literals and component types. Items of other types in
 * the partition are skipped, never mis-decoded.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ItemCollection {

    /** The index whose partitions hold the collection; empty for the table's primary key. */
    String index() default "";
}
