/**
 * Designs for the adoption tests of issue #24 §4: keys that legacy code wrote, read as they are:
 * hierarchical sort keys, instants as ISO-8601 text, numbers kept as zero-padded text in key and
 * attribute, and components kept only inside keys.
 */
package dev.keyway.it.adoptkeys;
