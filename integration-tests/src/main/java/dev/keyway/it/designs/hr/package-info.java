/**
 * The employee / HR design of DynamoDB's "modeling relational data" example: employees, warehouses
 * and orders in one table with an overloaded global index and an index on the table's own sort key.
 */
package dev.keyway.it.designs.hr;
