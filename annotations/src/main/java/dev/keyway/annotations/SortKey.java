package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The sort-key template of an {@link Entity}, written like a {@link PartitionKey} template.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<customerId>")
 * @SortKey("ORDER#<placedAt>#<orderId>")      // e.g. "ORDER#2024-05-01T10:00:00.000000000Z#o-17"
 * @AccessPattern(name = "ordersOf")
 * public record Order(String customerId, String orderId, Instant placedAt) {}
 *
 * orders.ordersOf("c1").placedAt().between(monday, friday).page();
 * }</pre>
 *
 * <p>Queries may fix leading sort-key components by equality and put a range condition on the
 * next one; the literal text before the first placeholder ({@code "ORDER#"}) keeps a query to
 * this entity's items when no component is given. A constant such as {@code "PROFILE"} is allowed.
 * Within one table either every entity has a sort key or none has.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface SortKey {

    /** The template, e.g. {@code "ORDER#<placedAt>#<orderId>"}. */
    String value();

    /** The table's sort-key attribute. */
    String attribute() default "SK";

    /**
     * The character that follows each placeholder, {@code '#'} unless the keys already stored use
     * another ({@code '/'}, {@code '|'}, {@code ':'}): a placeholder must be followed by it or end
     * the template, and no component may write it. Any printable ASCII character other than a
     * letter, digit, space, {@code '<'}, {@code '>'} or {@code '$'}.
     */
    char delimiter() default '#';
}
