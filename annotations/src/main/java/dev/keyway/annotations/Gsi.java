package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The entity's keys in a global secondary index. Repeatable; many entity types may share
 * (overload) one index with different templates.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<customerId>")
 * @SortKey("ORDER#<placedAt>#<orderId>")
 * @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
 * @AccessPattern(name = "byStatus", index = "GSI1", descending = true)
 * public record Order(String customerId, String orderId, Instant placedAt, Status status) {}
 * }</pre>
 *
 * <p>The keys are stored in {@code <index>PK} and {@code <index>SK} unless named otherwise. An
 * item whose index-key components are null (or empty optionals) gets no index keys and so stays
 * out of the index (a sparse index). Every entity of a table that declares the same index must
 * agree on its key attributes and on whether it has a sort key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Gsi.List.class)
public @interface Gsi {

    /** The index name, e.g. {@code "GSI1"}. */
    String index();

    /** The index partition-key template. */
    String partitionKey();

    /** The index sort-key template; empty for an index without a sort key. */
    String sortKey() default "";

    /** The partition-key attribute; defaults to {@code <index>PK}. */
    String partitionKeyAttribute() default "";

    /** The sort-key attribute; defaults to {@code <index>SK}. */
    String sortKeyAttribute() default "";

    /**
     * The character that follows each placeholder of both templates, {@code '#'} unless the keys already stored use
     * another ({@code '/'}, {@code '|'}, {@code ':'}): a placeholder must be followed by it or end
     * the template, and no component may write it. Any printable ASCII character other than a
     * letter, digit, space, {@code '<'}, {@code '>'} or {@code '$'}.
     */
    char delimiter() default '#';

    /**
     * Write sharding of the index partition: spread over this many partitions, suffixed
     * {@code #0} to {@code #N-1}; the index's access patterns fan out over them and merge in
     * sort-key order. 1 (the default) does not shard.
     *
     * <pre>{@code
     * @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>", shards = 8)
     * }</pre>
     */
    int shards() default 1;

    /** The component whose value picks an item's shard (a stable hash); empty: a shard at random per write. */
    String shardBy() default "";

    /** Which attributes the index holds; every entity declaring the index must agree. */
    Projection projection() default Projection.ALL;

    /** The components the index holds with {@link Projection#INCLUDE}. */
    String[] include() default {};

    /** Holds repeated {@link Gsi} annotations; written by the compiler. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        /** The repeated annotations. */
        Gsi[] value();
    }
}
