package dev.keyway.it.catalog;

import dev.keyway.annotations.ItemCollection;

/** A course with its students, read in one query of the inverted index. */
@ItemCollection(index = "Inverted")
public sealed interface CourseRoster permits Course, Enrollment {
}
