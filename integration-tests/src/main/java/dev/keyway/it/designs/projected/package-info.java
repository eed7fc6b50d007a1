/**
 * An entity with a time to live read through KEYS_ONLY global and local indexes, which do not hold
 * its {@code @Ttl} attribute (found while writing the acceptance designs).
 */
package dev.keyway.it.designs.projected;
