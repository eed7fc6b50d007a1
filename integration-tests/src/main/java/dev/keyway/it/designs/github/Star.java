package dev.keyway.it.designs.github;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** A user's star on a repository: the repository's stargazers, and (GSI1) the user's starred repositories. */
@Entity(table = "GitHub")
@PartitionKey("REPO#<owner>#<name>")
@SortKey("STAR#<user>")
@Gsi(index = "GSI1", partitionKey = "ACCOUNT#<user>", sortKey = "STAR#<starredAt>")
@AccessPattern(name = "stargazers")
@AccessPattern(name = "starredBy", index = "GSI1", descending = true)
public record Star(String owner, String name, String user, Instant starredAt) {}
