/** The benchmark matrix shared by every part: the shapes, their fixtures, the implementations and the fairness check. */
package dev.keyway.benchmarks;
