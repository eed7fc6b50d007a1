/** Fault injection: which requests meet which planned fault, decided by seeded random numbers. */
package dev.keyway.local.internal.fault;
