package dev.keyway.benchmarks;

import dev.keyway.benchmarks.model.Address;
import dev.keyway.benchmarks.model.LargeItem;
import dev.keyway.benchmarks.model.LineItem;
import dev.keyway.benchmarks.model.SmallItem;
import dev.keyway.benchmarks.model.Status;
import dev.keyway.benchmarks.model.TypicalItem;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The fixed data every benchmark marshals: one record per shape, the same for every implementation.
 * Decimals carry no trailing zeros, which DynamoDB would drop, so that records read back are equal.
 */
public final class Fixtures {

    private Fixtures() {
    }

    public static SmallItem small() {
        return new SmallItem("user-4711", "Ada Lovelace", 42, true, Instant.ofEpochSecond(1_714_558_530L, 123_456_789L));
    }

    public static TypicalItem typical() {
        // Instants by epoch values, not Instant.parse: the cold-start harness must not load the JDK's
        // date-time formatters before the code it measures does (2024-05-01T10:15:30.123456789Z)
        return typical("customer-0042", "order-2024-000981", Instant.ofEpochSecond(1_714_558_530L, 123_456_789L));
    }

    /** A typical item with another key, for the end-to-end benchmarks' many items. */
    public static TypicalItem typical(String customerId, String orderId, Instant placedAt) {
        Address address = new Address("221B Baker Street", "London", "NW1 6XE", "GB", "Leave with the landlady");
        List<LineItem> lines = List.of(
                new LineItem("SKU-100-RED", 2, new BigDecimal("19.9")),
                new LineItem("SKU-200-BLUE", 1, new BigDecimal("49")),
                new LineItem("SKU-300-GREEN", 4, new BigDecimal("7.25")));
        Set<String> tags = new LinkedHashSet<>(List.of("gift-wrap", "priority", "newsletter"));
        Map<String, String> metadata = new LinkedHashMap<>();
        metadata.put("channel", "web");
        metadata.put("campaign", "spring-sale");
        metadata.put("device", "mobile");
        return new TypicalItem(customerId, orderId, placedAt, Status.PAID, new BigDecimal("117.8"), "EUR",
                7, false, "ada@example.com", "Please ring twice", Instant.ofEpochSecond(1_714_558_800L), address,
                lines, tags, metadata);
    }

    public static LargeItem large() {
        StringBuilder description = new StringBuilder(2000);
        while (description.length() < 2000) {
            description.append("Lorem ipsum dolor sit amet, consectetur adipiscing elit. ");
        }
        List<LineItem> lines = new ArrayList<>(100);
        for (int i = 0; i < 100; i++) {
            lines.add(new LineItem("SKU-" + (1000 + i), 1 + i % 5, new BigDecimal(i + ".99")));
        }
        Set<String> tags = new LinkedHashSet<>();
        for (int i = 0; i < 50; i++) {
            tags.add("tag-" + i);
        }
        Map<String, Integer> counters = new LinkedHashMap<>();
        for (int i = 0; i < 50; i++) {
            counters.put("counter-" + i, i * 37);
        }
        List<String> history = new ArrayList<>(50);
        for (int i = 0; i < 50; i++) {
            history.add("2024-04-" + (10 + i % 20) + " revision " + i + " by someone@example.com");
        }
        Map<String, String> labels = new LinkedHashMap<>();
        for (int i = 0; i < 20; i++) {
            labels.put("label-" + i, "value-" + i);
        }
        Address billing = new Address("1 Main Street", "Springfield", "12345", "US", null);
        Address shipping = new Address("742 Evergreen Terrace", "Springfield", "12346", "US", "Back door");
        return new LargeItem("account-77", "document-000123", Instant.parse("2024-01-15T08:00:00Z"),
                Instant.parse("2024-05-01T10:15:30.5Z"), Status.SHIPPED, "Quarterly report",
                description.substring(0, 2000), "owner@example.com", "eu-west-1", 17, 123_456_789L, 0.8734,
                new BigDecimal("98765.43"), false, LocalDate.of(2024, 6, 30),
                UUID.fromString("3f2b6c1e-8a4d-4b7e-9c2a-5d6e7f8a9b0c"), billing, shipping, lines, tags, counters,
                history, labels);
    }
}
