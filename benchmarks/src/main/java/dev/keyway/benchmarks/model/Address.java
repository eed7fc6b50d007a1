package dev.keyway.benchmarks.model;

/** A postal address, stored as a map inside its item. */
public record Address(String street, String city, String postalCode, String country, String instructions) {}
