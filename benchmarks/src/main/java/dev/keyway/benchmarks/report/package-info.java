/** Reads one run's results and writes the summary tables of the benchmarks README. */
package dev.keyway.benchmarks.report;
