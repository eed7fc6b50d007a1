package dev.keyway.it.shop;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A device's event, sorted by severity (an enum, by declaration order) then sequence (a long
 * that may be negative); GSI2 groups a day's events by reading (BigDecimal, may be negative).
 */
@Entity(table = "Shop", type = "Event")
@PartitionKey("DEVICE#<deviceId>")
@SortKey("EVENT#<severity>#<sequence>")
@Gsi(index = "GSI2", partitionKey = "DAY#<day>", sortKey = "READING#<reading>#<deviceId>")
@AccessPattern(name = "eventsOf")
@AccessPattern(name = "readingsOn", index = "GSI2")
public record DeviceEvent(String deviceId, Severity severity, long sequence, LocalDate day, BigDecimal reading,
                          String message) {}
