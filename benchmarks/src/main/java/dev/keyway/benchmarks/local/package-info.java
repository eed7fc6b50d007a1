/** Keyway Local's own speed (issue #23, section 6): fresh JVMs to the first GetItem, and 1,000 sequential PutItems in-process and over loopback. */
package dev.keyway.benchmarks.local;
