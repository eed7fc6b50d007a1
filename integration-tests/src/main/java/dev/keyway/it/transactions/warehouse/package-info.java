/**
 * A warehouse's products, stock per site and reservations in one partition per SKU, after
 * DynamoDB's transactions example (check stock, reserve, update in one TransactWriteItems).
 */
package dev.keyway.it.transactions.warehouse;
