package dev.keyway.it.shop;

/** An order's status. */
public enum Status { PLACED, PAID, SHIPPED, DELIVERED, CANCELLED }
