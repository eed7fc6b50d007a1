/** An item collection whose members share the start of their sort keys: typed conditions on it. */
package dev.keyway.it.timeline;
