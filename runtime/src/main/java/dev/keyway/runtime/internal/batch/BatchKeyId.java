package dev.keyway.runtime.internal.batch;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** A primary key's values, to find a batch's duplicates and match unprocessed items to what was submitted. */
record BatchKeyId(AttributeValue partition, AttributeValue sort) {
}
