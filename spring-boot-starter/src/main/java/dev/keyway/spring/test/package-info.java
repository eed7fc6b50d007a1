/**
 * {@link dev.keyway.spring.test.KeywayTest}: a test slice with DynamoDB Local and the repositories only.
 */
package dev.keyway.spring.test;
