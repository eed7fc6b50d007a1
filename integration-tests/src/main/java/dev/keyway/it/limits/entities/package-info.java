/**
 * Designs at the limits DynamoDB publishes for names, indexes and projections, each just inside
 * what the README's "What is checked at compile time" lets through.
 */
package dev.keyway.it.limits.entities;
