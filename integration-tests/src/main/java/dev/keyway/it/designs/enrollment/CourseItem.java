package dev.keyway.it.designs.enrollment;

import dev.keyway.annotations.ItemCollection;

/** A course and its enrollments, in one query of the inverted index. */
@ItemCollection(index = "Inverted")
public sealed interface CourseItem permits Course, Enrollment {}
