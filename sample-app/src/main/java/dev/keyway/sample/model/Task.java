package dev.keyway.sample.model;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Lsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.Instant;

/**
 * A task of a project: the project's partition sorted by creation time (read newest first), and
 * in LSI1 by status, then creation time. Changing the status rewrites the LSI1 key.
 */
@Entity(table = "Saas")
@PartitionKey("TASKS#<projectId>")
@SortKey("TASK#<createdAt>#<taskId>")
@Lsi(index = "LSI1", sortKey = "STATUS#<status>#<createdAt>#<taskId>")
@AccessPattern(name = "tasksOf", descending = true)
@AccessPattern(name = "tasksByStatus", index = "LSI1", descending = true)
public record Task(String projectId, String taskId, Instant createdAt, TaskStatus status, String title,
                   String orgId) {}
