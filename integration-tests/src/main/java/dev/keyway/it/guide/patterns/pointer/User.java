package dev.keyway.it.guide.patterns.pointer;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A user, found by id (the table's key) or by e-mail (an index, read eventually consistently). */
@Entity(table = "UserDirectory")
@PartitionKey("USER#<userId>")
@SortKey("PROFILE")
@Gsi(index = "ByEmail", partitionKey = "EMAIL#<email>", sortKey = "USER")
@AccessPattern(name = "byEmail", index = "ByEmail")
public record User(String userId, String email, String name) {}
