/** A small design for the starter's tests: two tables, an item collection. */
package dev.keyway.spring.shop;
