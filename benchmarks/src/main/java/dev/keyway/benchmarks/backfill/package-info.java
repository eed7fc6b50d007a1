/**
 * The backfill's throughput: items per second of one Keyway backfill worker against hand-written
 * scan-and-update code on the same items, and how the rate grows with segments, sliced workers and leased workers,
 * against Keyway Local on loopback.
 */
package dev.keyway.benchmarks.backfill;
