/**
 * A global index with multi-attribute keys ({@code @MultiAttributeGsi}, issue #26 §1): esports matches
 * found by tournament and region, ordered by round (a number) and bracket.
 */
package dev.keyway.it.multikeys;
