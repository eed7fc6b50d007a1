/** The metrics a request listener sees for each kind of request. */
package dev.keyway.it.metrics;
