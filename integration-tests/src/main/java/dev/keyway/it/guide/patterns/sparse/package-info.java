/**
 * The sparse index of the guide's single-table patterns chapter: an index that holds only the items
 * whose optional key component is present.
 */
package dev.keyway.it.guide.patterns.sparse;
