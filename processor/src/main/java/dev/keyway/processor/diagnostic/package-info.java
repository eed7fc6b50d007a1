/**
 * What can be wrong and where: the one catalogue of messages ({@code Message}), findings with
 * symbolic locations ({@code Finding}, {@code Location}), the registry of where each part of the
 * design came from in source ({@code SourceRegistry}), and the {@code Reporter} that puts a
 * finding on its exact element, annotation and value.
 */
package dev.keyway.processor.diagnostic;
