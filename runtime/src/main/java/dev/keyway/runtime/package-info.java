/**
 * Keyway's runtime API: what generated repositories return and throw (pages, queries, typed
 * exceptions), table definitions, and the documented key encoding.
 */
package dev.keyway.runtime;
