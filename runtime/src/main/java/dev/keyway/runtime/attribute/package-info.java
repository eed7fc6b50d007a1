/**
 * The vocabulary of conditions: one typed attribute reference per component, generated on each
 * entity's schema ({@code OrderSchema.STATUS}), and the {@link dev.keyway.runtime.attribute.Condition}s
 * they build for conditional writes, filters and update guards; every name and value becomes an
 * expression placeholder.
 */
package dev.keyway.runtime.attribute;

