/**
 * One entity type, {@code Note}, as a design evolves: {@link dev.keyway.it.evolve.NoteV1} is what
 * the table held first, the later records add components of every kind and read the same items
 * (all on one table through the repositories' table-name override).
 */
package dev.keyway.it.evolve;
