/** Keyway against hand-written marshalling, timed in the same JVMs in alternating blocks. */
package dev.keyway.benchmarks.interleaved;
