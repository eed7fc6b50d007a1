package dev.keyway.it.designs.ecommerce;

/** Where an order stands. */
public enum OrderStatus { PLACED, PAID, SHIPPED, DELIVERED }
