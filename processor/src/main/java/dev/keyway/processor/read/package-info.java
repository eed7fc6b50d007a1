/**
 * The reading phase: reads annotated records through the compiler's element API, validates
 * them, reports every misuse on its exact element and annotation value, and builds the model.
 */
package dev.keyway.processor.read;
