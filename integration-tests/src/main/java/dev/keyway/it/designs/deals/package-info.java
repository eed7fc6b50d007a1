/**
 * The "Big Time Deals" design of AWS's published single-table examples: deals read newest first per
 * day through a randomly sharded index (a hot partition spread), and per brand and category.
 */
package dev.keyway.it.designs.deals;
