package dev.keyway.benchmarks.model;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/** The large shape: 23 components, with a 2,000-character text and collections of 20 to 100 elements. */
@Entity(table = "Bench")
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("DOC#<documentId>")
public record LargeItem(String accountId, String documentId, Instant createdAt, Instant updatedAt,
                        Status status, String title, String description, String owner, String region,
                        int revision, long sizeBytes, double score, BigDecimal amount, boolean archived,
                        LocalDate dueDate, UUID correlationId, Address billingAddress,
                        Address shippingAddress, List<LineItem> lines, Set<String> tags,
                        Map<String, Integer> counters, List<String> history, Map<String, String> labels) {}
