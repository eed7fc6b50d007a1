package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the record component that holds the item's expiry time, stored as epoch seconds (a
 * DynamoDB number) so that DynamoDB's time to live deletes the item after it. Its type is
 * {@code Instant} (whole seconds are kept), {@code long} or {@code Long} (epoch seconds); at most
 * one per entity, and one attribute name per table.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("INVITE#<code>")
 * @SortKey("INVITE")
 * public record Invitation(String code, String email, @Ttl Instant expiresAt) {}
 * }</pre>
 *
 * <p>{@code createTable()} turns time to live on for the attribute. DynamoDB deletes expired
 * items only eventually, so reads ({@code get} and queries) leave out items whose time has passed.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.RECORD_COMPONENT)
public @interface Ttl {
}
