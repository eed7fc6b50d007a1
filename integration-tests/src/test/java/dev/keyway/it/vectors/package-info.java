/** Vector indexes and their searches (SearchVectors) through generated repositories, on Keyway Local. */
package dev.keyway.it.vectors;
