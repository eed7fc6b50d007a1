/** A warehouse's shipments whose carrier index changes its sort key from {@code <shippedAt>} to {@code <status>#<shippedAt>}, re-keyed by a resumed backfill. */
package dev.keyway.it.evolve.shipments;
