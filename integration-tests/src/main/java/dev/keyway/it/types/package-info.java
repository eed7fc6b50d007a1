/** An entity holding every supported type, in a table of its own, for round trips through Keyway Local. */
package dev.keyway.it.types;
