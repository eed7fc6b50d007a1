package dev.keyway.it.designs.github;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.KeyFormat;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/** An issue, numbered per repository; open or closed issues newest first through GSI1. */
@Entity(table = "GitHub")
@PartitionKey("REPO#<owner>#<name>")
@SortKey("ISSUE#<number>")
@Gsi(index = "GSI1", partitionKey = "REPO#<owner>#<name>", sortKey = "ISSUE#<status>#<number>")
@AccessPattern(name = "issuesOf", descending = true)
@AccessPattern(name = "issuesByStatus", index = "GSI1", descending = true)
public record Issue(String owner, String name, @KeyFormat(digits = 8) int number, IssueStatus status, String title,
                    String author, Instant openedAt) implements RepoItem {}
