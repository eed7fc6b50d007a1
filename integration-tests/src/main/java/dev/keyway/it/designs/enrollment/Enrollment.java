package dev.keyway.it.designs.enrollment;

import dev.keyway.annotations.AccessPattern;
import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;
import java.time.LocalDate;

/** A student in a course: the README's example, with the table named. */
@Entity(table = "School")
@PartitionKey("STUDENT#<studentId>") @SortKey("COURSE#<courseId>")
@Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "STUDENT#<studentId>")
@AccessPattern(name = "coursesOf") @AccessPattern(name = "studentsOf", index = "Inverted")
public record Enrollment(String studentId, String courseId, LocalDate since) implements StudentItem, CourseItem {}
