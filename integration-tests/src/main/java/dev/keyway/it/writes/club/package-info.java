/**
 * A club's members and their visits in one partition, with a unique e-mail and a keys-only index: the
 * requests the README's "Metrics" section promises to report.
 */
package dev.keyway.it.writes.club;
