package dev.keyway.sample;

/** Where an order is in its life. */
public enum OrderStatus { PLACED, PAID, SHIPPED, DELIVERED }
