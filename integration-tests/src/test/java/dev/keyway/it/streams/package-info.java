/** Stream changes of a table: typed projections and TableStreams in tests. */
package dev.keyway.it.streams;
