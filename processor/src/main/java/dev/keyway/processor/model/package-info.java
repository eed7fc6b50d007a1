/**
 * The immutable model of a single-table design that the reading phase builds and the writing
 * phase turns into code: plain records, with no compiler types inside; a round's whole
 * {@code Design}, and every generated class name ({@code ClassNames}).
 */
package dev.keyway.processor.model;
