/**
 * The reactive example: a WebFlux controller on the asynchronous repositories the starter registers. Outside
 * {@code dev.keyway.spring}, so that the component scans of the other tests do not pick the controller up.
 */
package dev.keyway.webflux;
