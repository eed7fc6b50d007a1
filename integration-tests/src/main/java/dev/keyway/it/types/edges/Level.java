package dev.keyway.it.types.edges;

/** A reading's severity; declaration order is sort order. */
public enum Level { DEBUG, INFO, WARN, ERROR }
