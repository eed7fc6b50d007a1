/**
 * An item collection read from a global index with a multi-attribute key: a team's fixtures and
 * standings of a season share the index partition {@code team + season}, sorted by {@code round};
 * a note stores the same key attributes, so it is in the partition, but not in the collection.
 */
package dev.keyway.it.multikeys.season;
