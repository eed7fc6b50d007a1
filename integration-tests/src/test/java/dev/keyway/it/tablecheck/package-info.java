/** Checking a live table's description against the design. */
package dev.keyway.it.tablecheck;
