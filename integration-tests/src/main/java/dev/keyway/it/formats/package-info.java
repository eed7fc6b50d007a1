/**
 * One entity per key format on one table, each under keys split at its own delimiter: raw and
 * cased strings, plain and zero-padded numbers, enums by name, a key converter, and Keyway's own
 * strings in keys split at another delimiter.
 */
package dev.keyway.it.formats;
