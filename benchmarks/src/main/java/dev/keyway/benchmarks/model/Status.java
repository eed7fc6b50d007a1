package dev.keyway.benchmarks.model;

/** An order or document status. */
public enum Status { PLACED, PAID, SHIPPED, DELIVERED, CANCELLED }
