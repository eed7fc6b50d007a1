/**
 * A table whose inverted index holds the {@code @Unique} guard items too (they have both of its
 * key attributes), for the tests that every read leaves them out.
 */
package dev.keyway.it.guards;
