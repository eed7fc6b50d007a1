/** The AWS Enhanced Client side of the comparison: its static immutable schemas, built by hand. */
package dev.keyway.benchmarks.enhanced;
