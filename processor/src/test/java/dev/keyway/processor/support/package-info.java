/** Test support every group reaches: compiling sources with the Keyway processor, loading and calling what it generates, locating diagnostics, reading JSON. */
package dev.keyway.processor.support;
