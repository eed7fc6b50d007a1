/** A design that changes under live data: the backfill and index-scan tests. */
package dev.keyway.it.evolve;
