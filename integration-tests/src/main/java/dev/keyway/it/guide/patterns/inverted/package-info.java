/**
 * The inverted index of the guide's single-table patterns chapter: a global index on the table's own
 * sort key and partition key, swapped, so that every relationship reads from its other end.
 */
package dev.keyway.it.guide.patterns.inverted;
