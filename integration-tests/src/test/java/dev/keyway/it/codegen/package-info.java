/** What the annotations are and what the processor writes for this module's designs: annotation members, generated members, generated source text. */
package dev.keyway.it.codegen;
