/**
 * The benchmarked entity shapes as Keyway records: {@link dev.keyway.benchmarks.model.SmallItem} (5
 * components), {@link dev.keyway.benchmarks.model.TypicalItem} (15, with a nested record, a list, a set
 * and a map) and {@link dev.keyway.benchmarks.model.LargeItem} (23, with collections of 20 to 100
 * elements: about 10 KB stored), all in table {@code Bench}; and, for the sharded-page benchmark, the
 * same events in a partition sharded eight ways ({@link dev.keyway.benchmarks.model.FeedEvent}) and in
 * one partition ({@link dev.keyway.benchmarks.model.LogEvent}).
 */
package dev.keyway.benchmarks.model;
