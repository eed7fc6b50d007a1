package dev.keyway.it.acceptance.ecommerce;

/** Where an order stands. */
public enum OrderStatus { PLACED, PAID, SHIPPED, DELIVERED }
