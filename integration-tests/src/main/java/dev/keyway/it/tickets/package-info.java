/** Support tickets whose design changes under live data: the backfill and index-scan tests. */
package dev.keyway.it.tickets;
