package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The partition-key template of an {@link Entity}: literal text plus {@code <component>}
 * placeholders that name record components.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<customerId>")        // stored in PK as e.g. "CUSTOMER#c1"
 * @SortKey("ORDER#<placedAt>#<orderId>")
 * public record Order(String customerId, String orderId, Instant placedAt) {}
 * }</pre>
 *
 * <p>Each placeholder must end the template or be followed by the key's {@link #delimiter()},
 * {@code '#'} by default. Component values are encoded so that keys sort the way the values do
 * and can never be forged (see the guide's "Key encoding"), unless a {@link KeyFormat} says
 * how keys already stored write them. A template without placeholders is a constant. The
 * components keep being stored as ordinary attributes too.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface PartitionKey {

    /** The template, e.g. {@code "CUSTOMER#<id>"}. */
    String value();

    /** The table's partition-key attribute. */
    String attribute() default "PK";

    /**
     * The character that follows each placeholder, {@code '#'} unless the keys already stored use
     * another ({@code '/'}, {@code '|'}, {@code ':'}): a placeholder must be followed by it or end
     * the template, and no component may write it. Any printable ASCII character other than a
     * letter, digit, space, {@code '<'}, {@code '>'} or {@code '$'}.
     */
    char delimiter() default '#';

    /**
     * Write sharding: spreads the partition over this many partitions, suffixed {@code #0} to
     * {@code #N-1}; queries fan out over them and merge in sort-key order. 1 (the default) does
     * not shard.
     */
    int shards() default 1;

    /**
     * The primary-key component whose value picks an item's shard (a stable hash), so that
     * {@code get}, {@code update} and {@code delete} find it. Required when sharding.
     */
    String shardBy() default "";
}
