package dev.keyway.it.designs.enrollment;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A student, in the partition of the student's enrollments. */
@Entity(table = "School")
@PartitionKey("STUDENT#<studentId>")
@SortKey("PROFILE")
public record Student(String studentId, String name) implements StudentItem {}
