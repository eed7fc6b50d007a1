package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import dev.keyway.annotations.Unique;
import java.time.Instant;

/** A user: one e-mail per user ({@code @Unique}, stored lower case), found by e-mail through GSI1. */
@Entity(table = "Saas")
@PartitionKey("USER#<userId>")
@SortKey("PROFILE")
@Gsi(index = "GSI1", partitionKey = "EMAIL#<email>", sortKey = "USER")
@AccessPattern(name = "byEmail", index = "GSI1")
public record User(String userId, @Unique String email, String name, Instant createdAt) {}
