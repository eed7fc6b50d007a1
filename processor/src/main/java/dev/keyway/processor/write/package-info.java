/**
 * The writing phase: turns the validated model into Java source with JavaPoet — key builders,
 * schemas, repositories and table definitions — straight-line code a user could have written.
 */
package dev.keyway.processor.write;
