package dev.keyway.it.designs.hr;

/** Where an order stands. */
public enum OrderStatus { OPEN, SHIPPED, CANCELLED }
