/**
 * Internal: items to records and back, attribute by attribute (the readers and writers generated
 * schemas call, scalar and collection conversions, nesting and size limits, expiry).
 */
package dev.keyway.runtime.internal.item;

