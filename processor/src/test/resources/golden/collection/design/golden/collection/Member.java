package golden.collection;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A member of a project, in the project's partition by user. */
@Entity(table = "Work")
@PartitionKey("PROJECT#<projectId>")
@SortKey("MEMBER#<userId>")
public record Member(String projectId, String userId, Role role) implements ProjectItem {}
