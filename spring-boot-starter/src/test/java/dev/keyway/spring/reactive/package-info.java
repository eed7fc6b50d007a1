/** The reactive example: a WebFlux controller on the asynchronous repositories the starter registers. */
package dev.keyway.spring.reactive;
