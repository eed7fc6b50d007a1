/**
 * Internal: queries as requests (access pattern and query specs, sort-key conditions, cursors) and
 * their pages, of one partition, of sharded partitions, or of an item collection.
 */
package dev.keyway.runtime.internal.query;

