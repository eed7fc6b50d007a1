/**
 * Helpers that only generated code calls (converters, item readers and writers, query
 * execution); not a stable API for applications.
 */
package dev.keyway.runtime.internal;
