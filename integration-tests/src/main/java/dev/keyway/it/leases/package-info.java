/** Leases that expire: the expiry time is the time to live and the sort key of an index of what expires next. */
package dev.keyway.it.leases;
