/**
 * Versioning in the guide's single-table patterns chapter: optimistic locking with a version number, and
 * a version history kept beside the current item (revision 0) in one transaction.
 */
package dev.keyway.it.guide.patterns.versioning;
