/** A shop on one table: customers and their orders, the model of the integration tests. */
package dev.keyway.it.shop;
