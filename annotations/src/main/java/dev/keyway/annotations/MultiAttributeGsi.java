package dev.keyway.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index whose keys are the entity's own components, with multi-attribute keys
 * (DynamoDB, November 2025; Developer Guide, "Multi-attribute keys pattern"): a partition key of one
 * to four components and a sort key of up to four, each stored as itself (a string, a number or a
 * binary) in its usual attribute. Nothing is concatenated and no extra attribute is written, so a
 * component that changes needs no key rewrite and an index added later needs no backfill.
 * Repeatable.
 * <pre>{@code
 * @Entity(table = "Esports")
 * @PartitionKey("MATCH#<matchId>")
 * @MultiAttributeGsi(index = "ByTournamentRegion", partitionKey = {"tournamentId", "region"},
 *         sortKey = {"round", "bracket", "matchId"})
 * @AccessPattern(name = "byTournamentRegion", index = "ByTournamentRegion")
 * public record Match(String matchId, String tournamentId, String region, int round, String bracket) {}
 *
 * matches.byTournamentRegion("WINTER2024", "NA-EAST").round().eq(3).bracket().beginsWith("UP").page();
 * }</pre>
 * <p>The generated query method takes the partition components in order; its query offers the
 * sort components left to right, as DynamoDB allows: {@code eq} on a leading run of them, then at
 * most one range condition ({@code between}, {@code lt}, {@code le}, {@code gt}, {@code ge}, and
 * {@code beginsWith} on a string) on the next. Numbers compare as numbers, strings by their UTF-8
 * bytes (Keyway stores {@code Instant}, {@code LocalDate} and {@code LocalDateTime} as fixed-width
 * text that sorts by value); an enum or a {@code UUID} offers only {@code eq}. An item lacking any
 * key component (an empty {@code Optional}) is not in the index (a sparse index). Queries filter on
 * the entity type, since every item storing the key attributes is in the index.
 * <p>Only global indexes have multi-attribute keys: not the table's primary key, nor a local index.
 * Every entity of the table that declares the index must declare it alike (same attributes, same
 * types, same projection), and no entity of the table may store one of its key attributes with
 * another type: DynamoDB would refuse that entity's writes.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
@Repeatable(MultiAttributeGsi.List.class)
public @interface MultiAttributeGsi {

    /** The index name, e.g. {@code "ByTournamentRegion"}. */
    String index();

    /** The components whose attributes form the partition key, in order: one to four. */
    String[] partitionKey();

    /** The components whose attributes form the sort key, in order: none to four. */
    String[] sortKey() default {};

    /** Which attributes the index holds; every entity declaring the index must agree. */
    Projection projection() default Projection.ALL;

    /** The components the index holds with {@link Projection#INCLUDE}. */
    String[] include() default {};

    /** Holds repeated {@link MultiAttributeGsi} annotations; written by the compiler. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target(ElementType.TYPE)
    @interface List {
        /** The repeated annotations. */
        MultiAttributeGsi[] value();
    }
}
