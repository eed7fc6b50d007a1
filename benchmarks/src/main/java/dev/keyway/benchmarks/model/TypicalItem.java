package dev.keyway.benchmarks.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The typical shape: fifteen components, among them a nested record, a list, a set and a map. */
@Entity(table = "Bench")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("ORDER#<placedAt>#<orderId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<placedAt>")
@AccessPattern(name = "ordersOf")
@AccessPattern(name = "byStatus", index = "GSI1", descending = true)
public record TypicalItem(String customerId, String orderId, Instant placedAt, Status status,
                          BigDecimal total, String currency, int itemCount, boolean gift,
                          String email, String note, Instant updatedAt, Address shippingAddress,
                          List<LineItem> lines, Set<String> tags, Map<String, String> metadata) {}
