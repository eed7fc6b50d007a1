/**
 * Tools for tables Keyway did not create: {@link dev.keyway.tools.TableCheck} reads a live table's
 * description and items and reports where they differ from the design the generated classes
 * describe, from a test or from the command line ({@link dev.keyway.tools.KeywayTools}).
 */
package dev.keyway.tools;
