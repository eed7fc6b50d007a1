package dev.keyway.it.designs.sessions;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;

/** A login session, found by its token, listed per user, and gone when it expires. */
@Entity(table = "Accounts")
@PartitionKey("SESSION#<token>")
@SortKey("SESSION")
@Gsi(index = "ByUser", partitionKey = "USER#<userId>", sortKey = "SESSION#<createdAt>")
@Gsi(index = "Expiring", partitionKey = "EXPIRING", sortKey = "<expiresAt>#<token>")
@AccessPattern(name = "sessionsOf", index = "ByUser", descending = true)
@AccessPattern(name = "expiring", index = "Expiring")
public record Session(String token, String userId, Instant createdAt, String device, @Ttl long expiresAt) {}
