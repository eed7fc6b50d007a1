package dev.keyway.it.shop;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.Instant;

/**
 * A refund of an order. It overloads GSI1 with orders: both put "STATUS#<status>" partitions
 * there, so each access pattern must return only its own type.
 */
@Entity(table = "Shop")
@PartitionKey("CUSTOMER#<customerId>")
@SortKey("REFUND#<refundId>")
@Gsi(index = "GSI1", partitionKey = "STATUS#<status>", sortKey = "<requestedAt>")
@AccessPattern(name = "refundsOf")
@AccessPattern(name = "refundsByStatus", index = "GSI1")
public record Refund(String customerId, String refundId, Status status, Instant requestedAt, BigDecimal amount) {}
