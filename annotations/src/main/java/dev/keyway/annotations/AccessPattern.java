package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One query method on the generated repository. Repeatable.
 *
 * <p>The method's parameters are the components of the index's partition-key template, in
 * order. It returns a query object whose methods put typed conditions on the sort-key
 * components, in template order: equality on leading components, then one of {@code between},
 * {@code lessThan}, {@code lessThanOrEqual}, {@code greaterThan}, {@code greaterThanOrEqual} or
 * (on a string component) {@code beginsWith} on the next.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<customerId>")
 * @SortKey("ORDER#<placedAt>#<orderId>")
 * @Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
 * @AccessPattern(name = "ordersOf")                                   // primary index
 * @AccessPattern(name = "byStatus", index = "GSI1", descending = true)
 * public record Order(String customerId, String orderId, Instant placedAt, Status status) {}
 *
 * Page<Order> recent = orders.ordersOf("c1").placedAt().gt(lastWeek).limit(20).page();
 * Page<Order> next = orders.ordersOf("c1").placedAt().gt(lastWeek).limit(20)
 *         .page(recent.cursor().orElseThrow());
 * orders.byStatus(Status.SHIPPED).stream().forEach(System.out::println);
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(AccessPattern.List.class)
public @interface AccessPattern {

    /** The repository method's name; a Java identifier unique within the entity. */
    String name();

    /**
     * The index to query: empty for the table's primary key, else a {@link Gsi} or {@link Lsi} index of this entity,
     * or a {@link VectorIndex}, whose method searches for the items nearest to a vector ({@code SearchVectors}).
     */
    String index() default "";

    /** Whether results come in descending sort-key order by default. */
    boolean descending() default false;

    /**
     * Whether to read with strong consistency by default; only on the table's primary key or a
     * local secondary index (global indexes are eventually consistent: a compile error).
     */
    boolean consistentRead() default false;

    /**
     * Whether the query also filters on the entity's type attribute ({@code _type = "Order"}), so
     * that it can read a sort-key range that other entities' items share: the hierarchical keys
     * of an existing table, {@code ORDER#00001} beside {@code ORDER#00001#ITEM#sku}. Without it
     * such a pattern is a compile error (KW043), since its key condition alone would return the
     * other entity's items.
     *
     * <p>What it costs: DynamoDB applies a filter after it reads, so the other entity's items in
     * the range are read and paid for (read capacity counts every item read, 4 KB units of their
     * size), a {@code limit(n)} counts the items read before the filter, and a page can hold
     * fewer than {@code n} items, or none, while a cursor says that more follow. Where the data
     * can be rewritten, sort keys with different literal prefixes cost nothing of this.
     */
    boolean filterOnType() default false;

    /** Holds repeated {@link AccessPattern} annotations; written by the compiler. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        /** The repeated annotations. */
        AccessPattern[] value();
    }
}
