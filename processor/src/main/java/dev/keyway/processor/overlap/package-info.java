/**
 * The key-overlap analysis, pure on the model: whether two entities of a table can produce the
 * same key, or an access pattern read another entity's items, decided exactly with word
 * equations ({@code Equations}, solved by {@code Solver}) over the key encodings as automata
 * (one {@code Shape} per encoding).
 */
package dev.keyway.processor.overlap;
