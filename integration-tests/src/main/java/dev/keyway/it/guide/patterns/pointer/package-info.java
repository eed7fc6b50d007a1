/**
 * The pointer pattern of the guide's single-table patterns chapter: a user found by e-mail through an
 * index, or through an item keyed by the e-mail that holds the user's key.
 */
package dev.keyway.it.guide.patterns.pointer;
