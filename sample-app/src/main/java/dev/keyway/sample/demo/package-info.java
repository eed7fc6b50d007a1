/**
 * The {@code demo} walk-through, which runs every access pattern and prints its key condition and
 * result, and the demo data that both {@code demo} and {@code serve} start from.
 */
package dev.keyway.sample.demo;
