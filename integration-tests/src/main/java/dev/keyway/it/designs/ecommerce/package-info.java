/**
 * The e-commerce design of AWS's single-table modelling examples (customers with a unique e-mail,
 * their orders in the customer's partition, order items with an inverted index by product, products).
 */
package dev.keyway.it.designs.ecommerce;
