package dev.keyway.it.acceptance3.edges;

/** A reading's severity; declaration order is sort order. */
public enum Level { DEBUG, INFO, WARN, ERROR }
