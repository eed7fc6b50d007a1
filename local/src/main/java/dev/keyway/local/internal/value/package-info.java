/** DynamoDB's attribute values: checking, canonical numbers, ordering, equality and item sizes. */
package dev.keyway.local.internal.value;
