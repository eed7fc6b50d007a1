/**
 * The README's order design as "What is generated" describes it, with a nested record, an enum in a
 * partition and a sort key, a global and a local index: every generated member the README names.
 */
package dev.keyway.it.codegen.orders;
