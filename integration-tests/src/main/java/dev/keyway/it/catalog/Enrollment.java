package dev.keyway.it.catalog;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/**
 * A student's enrollment in a course: many-to-many as an adjacency list. The table reads a
 * student's courses; the inverted index (partition and sort key swapped) reads a course's students.
 */
@Entity(table = "Catalog")
@PartitionKey("STUDENT#<studentId>")
@SortKey("COURSE#<courseId>")
@Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "STUDENT#<studentId>")
@AccessPattern(name = "coursesOf")
@AccessPattern(name = "studentsOf", index = "Inverted")
public record Enrollment(String studentId, String courseId, LocalDate since) implements CourseRoster {}
