/** Queries across shards: exact order over a sharded partition, pages and cursors, filters, projections. */
package dev.keyway.it.queries;
