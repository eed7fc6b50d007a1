package dev.keyway.it.catalog;

import dev.keyway.annotations.Entity;
import dev.keyway.annotations.Gsi;
import dev.keyway.annotations.PartitionKey;
import dev.keyway.annotations.SortKey;

/** A course; in the inverted index it heads the partition of its enrollments ("COURSE" sorts before "STUDENT#"). */
@Entity(table = "Catalog")
@PartitionKey("COURSE#<courseId>")
@SortKey("COURSE")
@Gsi(index = "Inverted", partitionKey = "COURSE#<courseId>", sortKey = "COURSE")
public record Course(String courseId, String title) implements CourseRoster {}
