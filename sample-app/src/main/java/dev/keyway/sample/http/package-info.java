/**
 * The HTTP JSON API on the JDK's {@code com.sun.net.httpserver}: routing, request parsing,
 * JSON replies and the mapping of refusals and Keyway's typed exceptions to 4xx statuses.
 */
package dev.keyway.sample.http;
