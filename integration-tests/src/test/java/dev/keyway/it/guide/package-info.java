/**
 * Tests of the guide in {@code docs/} that read its pages: the annotations reference against the
 * annotation classes, the single-table patterns chapter against its designs and tests.
 */
package dev.keyway.it.guide;
