/**
 * Internal: key components encoded and checked (sizes, shards, template text), and the check that a
 * stored item is under its own key.
 */
package dev.keyway.runtime.internal.key;

