package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the record component that holds the item's version, for optimistic locking. Its type is
 * {@code long}, {@code int}, {@code Long} or {@code Integer}; at most one per entity.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<id>")
 * @SortKey("PROFILE")
 * public record Customer(String id, String name, @Version long version) {}
 *
 * Customer saved = customers.put(new Customer("c1", "Ada", 0));   // version 0: new; stored as 1
 * customers.put(new Customer("c1", "Ada L.", saved.version()));    // stored as 2
 * customers.put(new Customer("c1", "Stale", 1));                   // VersionConflictException
 * }</pre>
 *
 * <p>{@code put} stores the record with the next version, on condition that the stored version
 * is the record's (version 0: that there is no item) and returns the record as stored; every
 * {@code update} increments the version, and {@code update(...).expectVersion(n)} makes it
 * conditional; {@code delete(record)} deletes only that version.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Version {
}
