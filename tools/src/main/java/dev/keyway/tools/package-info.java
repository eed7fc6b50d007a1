/**
 * Tools for tables Keyway did not create: {@link dev.keyway.tools.TableCheck} reads a live table's
 * description and items and reports where they differ from the design the generated classes
 * describe, from a test or from the command line ({@link dev.keyway.tools.KeywayTools}). Its
 * requests go through the runtime's internal request path, as the repositories' do: it is built
 * and versioned with the runtime.
 */
package dev.keyway.tools;
