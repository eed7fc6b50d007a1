/**
 * Keeps a Keyway Local database in a directory between runs: a snapshot of its whole state, written whole
 * and renamed into place a moment after each change, and on close.
 */
package dev.keyway.local.internal.persistence;
