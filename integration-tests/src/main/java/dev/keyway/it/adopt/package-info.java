/**
 * A table that other code filled, adopted without rewriting its data: its items name their type
 * in {@code entityType} ({@code org}, {@code member}), as the old code wrote it, or carry no type
 * at all until a backfill adopts them by their keys.
 */
package dev.keyway.it.adopt;
