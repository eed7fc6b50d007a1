/**
 * The version-control design of DynamoDB's sort-key best practices: item {@code v0} holds the
 * latest version of a document and {@code v1..vn} its history, written together in a transaction.
 */
package dev.keyway.it.designs.versions;
