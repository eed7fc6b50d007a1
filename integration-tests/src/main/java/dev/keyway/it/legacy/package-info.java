/**
 * A design adopted over a table that hand-written code filled in its own key format
 * ({@code ACCOUNT#a-1} / {@code INVOICE#42}, {@code STATUS#paid}), with indexes the old code
 * never wrote: what the live-table check reports before and after a backfill.
 */
package dev.keyway.it.legacy;
