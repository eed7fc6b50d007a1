package dev.keyway.it.leases;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;

/**
 * A lease: DynamoDB deletes it once {@code expiresAt} (epoch seconds) has passed, and the
 * {@code Expiring} index lists leases by expiry time. The primary key cannot hold the expiry time
 * (extending it would move the item); an index key can, as {@code long} epoch seconds.
 */
@Entity(table = "Leases")
@PartitionKey("LEASE#<leaseId>")
@SortKey("LEASE")
@Gsi(index = "Expiring", partitionKey = "EXPIRING", sortKey = "<expiresAt>#<leaseId>")
@AccessPattern(name = "expiring", index = "Expiring")
public record Lease(String leaseId, String holder, @Ttl long expiresAt) {}
