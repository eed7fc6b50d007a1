/** Queries: by the primary and secondary indexes, item collections, shards, pages and cursors, filters, projections, scans. */
package dev.keyway.it.queries;
