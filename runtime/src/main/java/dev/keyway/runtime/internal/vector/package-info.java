/**
 * Internal: vector searches as {@code SearchVectors} requests, and the checks of vectors (their length,
 * finite elements) made before a request, since DynamoDB refuses a vector of another length.
 */
package dev.keyway.runtime.internal.vector;
