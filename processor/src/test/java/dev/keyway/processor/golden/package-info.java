/** Designs whose every generated file is checked in and compared as text. */
package dev.keyway.processor.golden;
