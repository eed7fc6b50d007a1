/** DynamoDB's expressions: condition, filter, key condition, update and projection parsing and evaluation. */
package dev.keyway.local.internal.expression;
