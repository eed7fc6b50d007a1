package dev.keyway.it.designs.enrollment;

import dev.keyway.annotations.ItemCollection;

/** A student and the student's enrollments, in one query of the table. */
@ItemCollection
public sealed interface StudentItem permits Student, Enrollment {}
