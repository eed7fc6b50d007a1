/**
 * Validation rules over the model: plain classes that take a table's entities
 * ({@link dev.keyway.processor.rule.TableRule}) or an item collection's members
 * ({@link dev.keyway.processor.rule.CollectionRule}) and return findings located on the roles at
 * fault; registered in {@link dev.keyway.processor.rule.Rules}. No compiler types: each rule is
 * tested on hand-built models.
 */
package dev.keyway.processor.rule;
