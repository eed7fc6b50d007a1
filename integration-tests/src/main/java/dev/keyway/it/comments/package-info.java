/**
 * Products and their comments on one table with an inverted index whose keys are the table's
 * own attributes swapped: its partition key is the table's sort key attribute and its sort key
 * the table's partition key attribute, each written with the same template as the table's.
 */
package dev.keyway.it.comments;
