/**
 * Internal: batch writes and gets split into chunks, run in parallel, unprocessed items retried.
 */
package dev.keyway.runtime.internal.batch;

