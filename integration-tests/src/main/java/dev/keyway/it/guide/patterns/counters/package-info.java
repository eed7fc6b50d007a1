/**
 * The atomic counter of the guide's single-table patterns chapter: an UpdateItem that adds to a number,
 * creating the counter when it is missing.
 */
package dev.keyway.it.guide.patterns.counters;
