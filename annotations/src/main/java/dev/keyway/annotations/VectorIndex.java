package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A DynamoDB vector index on a component holding an embedding, searched for the items nearest to a
 * vector with {@code SearchVectors}. Repeatable. An {@link AccessPattern} naming the index generates
 * the typed search method.
 *
 * <pre>{@code
 * @Entity(table = "Shop")
 * @PartitionKey("PRODUCT#<id>")
 * @SortKey("PRODUCT")
 * @VectorIndex(index = "ProductEmbeddings", component = "embedding", dimensions = 3,
 *              distance = VectorDistance.COSINE, partitionKey = "category", filters = "brand")
 * @AccessPattern(name = "similar", index = "ProductEmbeddings")
 * public record Product(String id, String category, String brand, String name, List<Float> embedding) {}
 *
 * List<Neighbour<Product>> nearest = products.similar("shoes", new float[] {0.1f, 0.7f, 0.2f})
 *         .where(ProductSchema.BRAND, "acme").top(5);
 * }</pre>
 *
 * <p>The embedding is a {@code List<Float>} or {@code List<Double>} (or an {@code Optional} of one),
 * stored as a list of numbers, with exactly {@link #dimensions()} elements: DynamoDB refuses a write
 * whose vector has another length, and Keyway refuses it before the request. An item without the
 * embedding, or without the search partition key, is stored but not indexed.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(VectorIndex.List.class)
public @interface VectorIndex {

    /** The index name: 3 to 255 characters of {@code [a-zA-Z0-9_.-]}, unique in the table. */
    String index();

    /** The record component holding the embedding. */
    String component();

    /** The number of elements of every vector, 1 to 4096; indexes on the same attribute agree on it. */
    int dimensions();

    /** How nearness is measured. */
    VectorDistance distance() default VectorDistance.COSINE;

    /**
     * The component that partitions the index (the search schema's {@code HASH} element), empty for
     * none; every search then names one value of it. A string, number, binary or enum component.
     */
    String partitionKey() default "";

    /**
     * Components a search may filter on by equality (the search schema's {@code INLINE_FILTER}
     * elements). String, number, binary or enum components.
     */
    String[] filters() default {};

    /** Which attributes a search returns; a search answers whole records only with {@link Projection#ALL}. */
    Projection projection() default Projection.ALL;

    /** The components the index holds with {@link Projection#INCLUDE}. */
    String[] include() default {};

    /** Holds repeated {@link VectorIndex} annotations; written by the compiler. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        /** The annotations. */
        VectorIndex[] value();
    }
}
