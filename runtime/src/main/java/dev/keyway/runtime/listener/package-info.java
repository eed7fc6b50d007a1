/**
 * What every request Keyway sends reports: a {@link dev.keyway.runtime.listener.RequestEvent}
 * (operation, table, capacity, duration, outcome) handed to a {@link
 * dev.keyway.runtime.listener.RequestListener}, per repository or process-wide by default.
 */
package dev.keyway.runtime.listener;

