/** The check that the README's quick start builds and its tests pass. */
package dev.keyway.quickstart;
