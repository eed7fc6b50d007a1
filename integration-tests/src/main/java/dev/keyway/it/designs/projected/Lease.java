package dev.keyway.it.designs.projected;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.Projection;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;

/** A lease with a time to live, listed by resource through keys-only global and local indexes. */
@Entity(table = "ProjectedLeases")
@PartitionKey("OWNER#<owner>")
@SortKey("LEASE#<leaseId>")
@Gsi(index = "ByRes", partitionKey = "RES#<resource>", sortKey = "<leaseId>", projection = Projection.KEYS_ONLY)
@Lsi(index = "ByRes2", sortKey = "R#<resource>#<leaseId>", projection = Projection.KEYS_ONLY)
@AccessPattern(name = "byRes", index = "ByRes")
@AccessPattern(name = "byRes2", index = "ByRes2")
public record Lease(String owner, String leaseId, String resource, String note, @Ttl Instant expiresAt) {}
