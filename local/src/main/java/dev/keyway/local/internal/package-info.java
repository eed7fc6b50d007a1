/**
 * Keyway Local's implementation, which no user calls: the error every layer throws, and beneath it the
 * engine, expressions, values, streams, wire protocol, faults and persistence, a package each.
 */
package dev.keyway.local.internal;
