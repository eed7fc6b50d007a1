/** Cold start: fresh JVMs timed from start to their first marshalled item. */
package dev.keyway.benchmarks.coldstart;
