package dev.keyway.it.designs.github;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.util.Set;

/** A repository; its item sorts after its issues, so a descending read starts with it. */
@Entity(table = "GitHub")
@PartitionKey("REPO#<owner>#<name>")
@SortKey("REPO#<owner>#<name>")
public record Repo(String owner, String name, String description, Set<String> topics, long starCount)
        implements RepoItem {}
