package dev.keyway.it.bank;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Ttl;
import java.time.Instant;

/** An amount held on an account until {@code expiresAt}, when DynamoDB's time to live removes it. */
@Entity(table = "Bank")
@PartitionKey("ACCOUNT#<accountId>")
@SortKey("HOLD#<holdId>")
public record Hold(String accountId, String holdId, long amount, @Ttl Instant expiresAt) {}
