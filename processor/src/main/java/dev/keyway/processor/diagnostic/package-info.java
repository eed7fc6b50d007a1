/**
 * The one catalogue of the processor's messages, each with a stable tag, and the collector
 * that reports them on the exact element, annotation and value.
 */
package dev.keyway.processor.diagnostic;
