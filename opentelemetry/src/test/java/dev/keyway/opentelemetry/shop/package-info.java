/** The design the traces are tested on: one entity in a table with a stream. */
package dev.keyway.opentelemetry.shop;
