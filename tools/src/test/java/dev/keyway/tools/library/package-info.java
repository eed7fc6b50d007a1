/**
 * A design with every kind of index key the check and the backfill must agree on: a unique value
 * (guard items), a sparse index, an index sharded at random, an index only one entity declares, a
 * number in a sort key, and time to live.
 */
package dev.keyway.tools.library;
