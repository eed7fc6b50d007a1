package dev.keyway.it.designs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.designs.deals.Deal;
import dev.keyway.it.designs.deals.DealRepository;
import dev.keyway.it.designs.deals.DealSchema;
import dev.keyway.runtime.Page;
import dev.keyway.testing.KeywayLocalExtension;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The Big Time Deals design from the README only: a day's deals newest first through
 * an index sharded at random, a category's deals through an INCLUDE index, a brand's deals by price
 * through a KEYS_ONLY local index read consistently.
 */
class DealsDesignTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    private static final LocalDate DAY = LocalDate.parse("2024-05-01");
    private static final Instant T0 = Instant.parse("2024-05-01T08:00:00Z");

    private DealRepository deals;
    private List<Deal> all;

    @BeforeEach
    void seed(DynamoDbClient client) {
        deals = new DealRepository(client);
        deals.createTable();
        all = new ArrayList<>();
        String[] brands = {"acme", "globex", "initech"};
        String[] categories = {"tech", "home"};
        for (int i = 0; i < 30; i++) {
            all.add(new Deal(brands[i % 3], "d" + i, "Deal " + i, categories[i % 2], new BigDecimal(100 - i * 3),
                    DAY, T0.plusSeconds(60L * i), "https://example.com/" + i));
        }
        deals.putAll(all).orThrow();
    }

    @Test
    void aDaysDealsNewestFirstAcrossShards() {
        List<String> expected = all.stream().sorted(Comparator.comparing(Deal::createdAt).reversed()).map(Deal::dealId).toList();
        assertEquals(expected, ids(deals.dealsOn(DAY).stream().toList()));
        List<String> paged = new ArrayList<>();
        Optional<String> cursor = Optional.empty();
        do {
            Page<Deal> page = deals.dealsOn(DAY).limit(8).page(cursor);
            paged.addAll(ids(page.items()));
            cursor = page.cursor();
        } while (cursor.isPresent());
        assertEquals(expected, paged);
        assertEquals(List.of("d29", "d28"), ids(deals.dealsOn(DAY).createdAt().gt(T0.plusSeconds(60L * 27)).stream().toList()));
        assertEquals(List.of("d27", "d24", "d21"), ids(deals.dealsOn(DAY).filter(DealSchema.BRAND.eq("acme")).limit(3).page().items()));
        assertEquals(30, deals.scanByDay().count());
    }

    @Test
    void aCategorysDealsFromTheIncludeIndexComeBackWhole() {
        List<Deal> tech = deals.dealsIn("tech").limit(3).page().items();
        assertEquals(List.of("d28", "d26", "d24"), ids(tech));
        assertEquals("https://example.com/28", tech.get(0).link());          // not in the index: fetched from the table
        assertEquals(List.of("d28"), ids(deals.dealsIn("tech").filter(DealSchema.PRICE.lt(new BigDecimal("20"))).stream().toList()));
        assertThrows(IllegalArgumentException.class, () -> deals.dealsIn("tech").filter(DealSchema.LINK.exists()));
    }

    @Test
    void aBrandsDealsByPriceFromTheLocalIndex() {
        assertEquals(List.of("d27", "d24", "d21"), ids(deals.brandDealsByPrice("acme").limit(3).page().items()));
        assertEquals(List.of("d27"), ids(deals.brandDealsByPrice("acme").price().lt(new BigDecimal("20")).stream().toList()));
        // the local index holds only keys: DynamoDB refuses a filter on anything else, so Keyway refuses it when set
        assertThrows(IllegalArgumentException.class, () -> deals.brandDealsByPrice("acme").filter(DealSchema.LINK.exists()));
        Deal cheaper = deals.update("acme", "d0").set(DealSchema.PRICE, BigDecimal.ONE).execute();
        assertEquals(BigDecimal.ONE, cheaper.price());
        assertEquals("d0", deals.brandDealsByPrice("acme").limit(1).page().items().get(0).dealId());
    }

    @Test
    void movingADealToAnotherDayAndDeletingIt() {
        deals.update("acme", "d3").set(DealSchema.CATEGORY, "tech").set(DealSchema.DAY, DAY.plusDays(1)).set(DealSchema.CREATED_AT, T0.plusSeconds(86_400)).execute();
        assertEquals(List.of("d3"), ids(deals.dealsOn(DAY.plusDays(1)).stream().toList()));
        assertEquals(29, deals.dealsOn(DAY).stream().count());
        deals.delete("acme", "d3");
        assertTrue(deals.dealsOn(DAY.plusDays(1)).stream().findAny().isEmpty());
        assertEquals(9, deals.dealsOfBrand("acme").stream().count());
    }

    private static List<String> ids(List<Deal> list) {
        return list.stream().map(Deal::dealId).toList();
    }
}
