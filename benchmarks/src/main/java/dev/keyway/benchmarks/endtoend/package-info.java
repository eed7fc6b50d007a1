/** End to end against Keyway Local: Keyway and hand-written requests interleaved in one JVM. */
package dev.keyway.benchmarks.endtoend;
