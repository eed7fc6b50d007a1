package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The entity's sort key in a local secondary index: the same partition as the table's primary
 * key, sorted another way. Repeatable. Local indexes are created with the table (they cannot be
 * added later) and, unlike global ones, can be read with strong consistency.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("CUSTOMER#<customerId>")
 * @SortKey("ORDER#<orderId>")
 * @Lsi(index = "LSI1", sortKey = "TOTAL#<total>")
 * @AccessPattern(name = "ordersByTotal", index = "LSI1", consistentRead = true)
 * public record Order(String customerId, String orderId, BigDecimal total) {}
 * }</pre>
 *
 * <p>The sort key is stored in {@code <index>SK} unless named otherwise; an item whose sort-key
 * components are null stays out of the index. The table must have a sort key.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(Lsi.List.class)
public @interface Lsi {

    /** The index name, e.g. {@code "LSI1"}. */
    String index();

    /** The index sort-key template. */
    String sortKey();

    /** The sort-key attribute; defaults to {@code <index>SK}. */
    String sortKeyAttribute() default "";

    /**
     * The character that follows each placeholder, {@code '#'} unless the keys already stored use
     * another ({@code '/'}, {@code '|'}, {@code ':'}): a placeholder must be followed by it or end
     * the template, and no component may write it. Any printable ASCII character other than a
     * letter, digit, space, {@code '<'}, {@code '>'} or {@code '$'}.
     */
    char delimiter() default '#';

    /** Which attributes the index holds. */
    Projection projection() default Projection.ALL;

    /** The components the index holds with {@link Projection#INCLUDE}. */
    String[] include() default {};

    /** Holds repeated {@link Lsi} annotations; written by the compiler. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        /** The repeated annotations. */
        Lsi[] value();
    }
}
