/**
 * The annotations that describe a DynamoDB single-table design on Java records; the Keyway
 * processor reads them at compile time and generates key builders, schemas and repositories.
 */
package dev.keyway.annotations;
