/**
 * The reading phase: {@link dev.keyway.processor.read.DesignReader} reads a round through the
 * compiler's element API into one {@link dev.keyway.processor.model.Design} (entities through
 * readers for components, keys, indexes and access patterns; then the table, generated-name and
 * item-collection rules), recording where each part came from and reporting every misuse as a
 * finding, before anything is written.
 */
package dev.keyway.processor.read;
