/**
 * Internal: writes beyond a single request: updates built from specs, {@code @Unique} guard items
 * and their repair, and the items of write transactions.
 */
package dev.keyway.runtime.internal.write;

