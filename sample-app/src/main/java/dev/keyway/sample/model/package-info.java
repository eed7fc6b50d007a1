/**
 * The SaaS backend's single-table design: one annotated record per entity of table {@code Saas},
 * from which Keyway generates the keys, schemas, repositories, the table class and its design sheet.
 */
package dev.keyway.sample.model;
