/** What the processor reports for invalid designs: each catalogue message, its position and its suggestion, and that nothing is generated for the entity it concerns. */
package dev.keyway.processor.diagnostics;
