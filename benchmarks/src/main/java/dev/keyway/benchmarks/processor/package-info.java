/** Processor cost: compiling a 200-entity project with and without the Keyway processor. */
package dev.keyway.benchmarks.processor;
