/**
 * A catalog on one table: products read through a local index and projected global indexes,
 * and enrollments, a many-to-many relationship read both ways through an inverted index.
 */
package dev.keyway.it.catalog;
