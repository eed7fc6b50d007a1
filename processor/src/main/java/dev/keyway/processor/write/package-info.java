/**
 * The writing phase: {@link dev.keyway.processor.write.WriterPass} turns a validated design into
 * files — key builders, schemas, repositories, table definitions, design documents — with the
 * writers it registers, each a function of the model; {@link dev.keyway.processor.write.Output},
 * the only owner of the {@code Filer}, writes them.
 */
package dev.keyway.processor.write;
