package dev.keyway.it.shop;

/** Declared from least to most severe: sort keys keep this order. */
public enum Severity { DEBUG, INFO, WARNING, ERROR, CRITICAL }
