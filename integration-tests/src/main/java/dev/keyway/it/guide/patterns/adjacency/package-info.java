/**
 * The many-to-many adjacency list of the guide's single-table patterns chapter: one item per edge, read
 * both ways through an index that swaps its keys.
 */
package dev.keyway.it.guide.patterns.adjacency;
