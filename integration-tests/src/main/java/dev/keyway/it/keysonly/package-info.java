/**
 * Tables whose streams record no image of some changes: {@code Sessions} records keys only, and
 * {@code Inbox} new images only (a removal has none), so their changes are told by their keys.
 */
package dev.keyway.it.keysonly;
