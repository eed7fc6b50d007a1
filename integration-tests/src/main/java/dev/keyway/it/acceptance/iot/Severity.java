package dev.keyway.it.acceptance.iot;

/** How bad an event is. */
public enum Severity { INFO, WARNING, ERROR }
