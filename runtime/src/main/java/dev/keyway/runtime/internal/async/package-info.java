/**
 * What the asynchronous repositories of {@code dev.keyway.runtime.async} run on: the same prepared
 * requests as the synchronous repositories, sent through {@code AsyncRequests} and composed on
 * the client's futures, never waited for. Not an API for applications.
 */
package dev.keyway.runtime.internal.async;
