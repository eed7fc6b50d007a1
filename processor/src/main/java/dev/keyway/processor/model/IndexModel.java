package dev.keyway.processor.model;

import java.util.Optional;

/** The entity's keys in a global secondary index. */
public record IndexModel(String name, KeyModel partitionKey, Optional<KeyModel> sortKey) {
}
