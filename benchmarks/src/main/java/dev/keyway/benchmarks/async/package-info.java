/** The asynchronous API's throughput at a fixed concurrency, beside the synchronous API and hand-written async code. */
package dev.keyway.benchmarks.async;
