package golden.collection;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A task of a project, in the project's partition by number. */
@Entity(table = "Work")
@PartitionKey("PROJECT#<projectId>")
@SortKey("TASK#<number>")
@AccessPattern(name = "tasksOf")
public record Task(String projectId, int number, String title, boolean done) implements ProjectItem {}
