package golden.collection;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A project: the first item of its partition. */
@Entity(table = "Work")
@PartitionKey("PROJECT#<projectId>")
@SortKey("PROJECT")
public record Project(String projectId, String name) implements ProjectItem {}
