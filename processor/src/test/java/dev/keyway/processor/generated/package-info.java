/** What the generated code does and how it is shaped: repositories, keys, schemas, queries, tables, design artifacts, run against compiled designs. */
package dev.keyway.processor.generated;
