/**
 * The designs that the guide's single-table patterns chapter (docs/modelling/single-table-patterns.md)
 * shows, one package per pattern; each file is shown in the page as it is.
 */
package dev.keyway.it.guide.patterns;
