/**
 * A bank on its own table, "Bank": versioned accounts, the transfers between them and holds that
 * expire; the model of the transaction tests, next to the shop's "Shop" table.
 */
package dev.keyway.it.bank;
