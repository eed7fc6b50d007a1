/** The guide's own examples, run as written (backfills, batches, key formats, metrics and streams), and its links and file blocks checked. */
package dev.keyway.it.readme;
