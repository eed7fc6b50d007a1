/**
 * A vector search design: recipes with an embedding of their text, searched for the nearest recipes
 * of one cuisine (the vector index's partition) and filtered by course, beside a plain index by author.
 */
package dev.keyway.it.designs.recipes;
