/** A small design that the table check's tests check live tables against. */
package dev.keyway.tools.shelf;
