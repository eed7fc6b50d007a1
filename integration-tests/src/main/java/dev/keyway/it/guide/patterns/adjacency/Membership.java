package dev.keyway.it.guide.patterns.adjacency;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/** An edge of a many-to-many relationship: a user in a group, read from the group's side and the user's. */
@Entity(table = "Groups")
@PartitionKey("GROUP#<groupId>")
@SortKey("USER#<userId>")
@Gsi(index = "ByUser", partitionKey = "USER#<userId>", sortKey = "GROUP#<groupId>")
@AccessPattern(name = "membersOf")
@AccessPattern(name = "groupsOf", index = "ByUser")
public record Membership(String groupId, String userId, String role, LocalDate since) {}
