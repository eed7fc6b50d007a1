/**
 * Entities of the write-path integration tests, all in table "Writes": a versioned profile with
 * two secondary indexes, an id counter, a latest-value pointer and sessions that expire.
 */
package dev.keyway.it.writes;
