package dev.keyway.it.designs.iot;

/** How bad an event is. */
public enum Severity { INFO, WARNING, ERROR }
