package dev.keyway.it.acceptance.hr;

/** Where an order stands. */
public enum OrderStatus { OPEN, SHIPPED, CANCELLED }
