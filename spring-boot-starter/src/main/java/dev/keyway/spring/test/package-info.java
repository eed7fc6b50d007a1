/**
 * {@link dev.keyway.spring.test.KeywayTest}: a test slice with Keyway Local and the repositories only.
 */
package dev.keyway.spring.test;
