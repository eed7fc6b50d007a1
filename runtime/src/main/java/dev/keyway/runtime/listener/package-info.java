/**
 * What every request Keyway sends reports: a {@link dev.keyway.runtime.listener.RequestEvent}
 * (operation, table, capacity, duration, outcome) handed to a {@link
 * dev.keyway.runtime.listener.RequestListener}, per repository or process-wide by default; a listener
 * that acts around a request (a trace span) also hears it start ({@link
 * dev.keyway.runtime.listener.RequestStart}) and follows it as an {@link
 * dev.keyway.runtime.listener.InFlightRequest}.
 */
package dev.keyway.runtime.listener;

