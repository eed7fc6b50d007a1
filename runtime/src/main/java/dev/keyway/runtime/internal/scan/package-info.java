/**
 * Internal: parallel scans, segment by segment, page by page.
 */
package dev.keyway.runtime.internal.scan;

