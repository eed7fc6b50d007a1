/** Mutated variants of valid designs: no exception or internal error escapes the processor, every error is about the input, and every accepted design works against Keyway Local. */
package dev.keyway.processor.fuzz;
