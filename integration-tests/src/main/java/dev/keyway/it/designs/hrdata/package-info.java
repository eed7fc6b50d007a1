/**
 * The HR design of DynamoDB's relational-modeling example as the documentation draws it: GSI1's
 * partition key is the table's sort key attribute and its sort key one {@code Data} attribute that
 * every entity overloads with a value of its own.
 */
package dev.keyway.it.designs.hrdata;
