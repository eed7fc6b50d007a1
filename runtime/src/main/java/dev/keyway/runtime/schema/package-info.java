/**
 * What a design is at run time: an entity's {@link dev.keyway.runtime.schema.ItemSchema} (item
 * to record and back, keys, indexes), the {@link dev.keyway.runtime.schema.TableDefinition} and its
 * indexes a table is created or evolved from ({@link dev.keyway.runtime.schema.IndexUpdate}), and the
 * {@link dev.keyway.runtime.schema.AttributeConverter} of a stored type Keyway does not know.
 */
package dev.keyway.runtime.schema;

