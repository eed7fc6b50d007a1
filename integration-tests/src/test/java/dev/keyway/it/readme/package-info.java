/** The README's own examples, run as written: backfills, batches, key formats, metrics and streams. */
package dev.keyway.it.readme;
