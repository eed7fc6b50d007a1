/**
 * The many-to-many adjacency list with an inverted index of DynamoDB's relationship best practices,
 * as the README's {@code Enrollment} example writes it: students and courses read both ways.
 */
package dev.keyway.it.designs.enrollment;
