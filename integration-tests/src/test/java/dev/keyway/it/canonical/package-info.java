/**
 * Designs for the canonical-key tests (issue #24 §2, §7): an adopted leaderboard whose legacy items
 * are keyed in non-canonical forms, and a key converter that loses information.
 */
package dev.keyway.it.canonical;
