/**
 * The asynchronous face of the generated repositories: a generated {@code XAsyncRepository} on a
 * {@code DynamoDbAsyncClient} has the typed methods of {@code XRepository} returning
 * {@link java.util.concurrent.CompletableFuture}s, and its queries' pages and items as Reactive
 * Streams {@link org.reactivestreams.Publisher}s with back-pressure. It prepares every request with
 * the synchronous repository's code and never blocks a thread: an error completes the future with
 * the exception the synchronous call would throw.
 */
package dev.keyway.runtime.async;
