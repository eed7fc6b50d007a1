/** The JMH benchmarks: marshalling, key building and the client-side cost of a request. */
package dev.keyway.benchmarks.jmh;
