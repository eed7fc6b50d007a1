package dev.keyway.it.designs.enrollment;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A course; in the inverted index it shares a partition with its students' enrollments. */
@Entity(table = "School")
@PartitionKey("COURSE#<courseId>")
@SortKey("COURSE")
@Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "COURSE")
public record Course(String courseId, String title, int capacity) implements CourseItem {}
