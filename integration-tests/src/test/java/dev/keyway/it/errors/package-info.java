/** The README's table of run-time errors, each provoked against Keyway Local. */
package dev.keyway.it.errors;
