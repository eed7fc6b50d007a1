package dev.keyway.it.codegen.orders;

/** An order's status, in a partition key (by name) and a sort key (by ordinal, so in this order). */
public enum Status { PLACED, PAID, SHIPPED }
