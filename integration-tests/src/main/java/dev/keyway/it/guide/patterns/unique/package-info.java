/**
 * Unique values in the guide's single-table patterns chapter: each value held by a guard item written in
 * one transaction with the entity's item.
 */
package dev.keyway.it.guide.patterns.unique;
