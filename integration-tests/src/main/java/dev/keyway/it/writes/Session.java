package dev.keyway.it.writes;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;

/** A login session that DynamoDB's time to live removes after {@code expiresAt}; listed per user through GSI1. */
@Entity(table = "Writes")
@PartitionKey("SESSION#<id>")
@SortKey("SESSION")
@Gsi(index = "GSI1", partitionKey = "USER#<user>", sortKey = "SESSION#<id>")
@AccessPattern(name = "sessionsOf", index = "GSI1")
public record Session(String id, String user, @Ttl Instant expiresAt) {}
