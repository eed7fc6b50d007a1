package dev.keyway.runtime.schema;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * One attribute of a global index's multi-attribute key (Developer Guide, "Multi-attribute keys
 * pattern", November 2025): an attribute the items store anyway (a record component), its role
 * ({@code HASH} for the partition key, {@code RANGE} for the sort key) and its type (S, N or B), as the
 * table's {@code AttributeDefinitions} declare it.
 *
 * @param name the stored attribute
 * @param role {@link KeyType#HASH} or {@link KeyType#RANGE}
 * @param type {@link ScalarAttributeType#S}, {@link ScalarAttributeType#N} or {@link ScalarAttributeType#B}
 */
public record IndexKeyAttribute(String name, KeyType role, ScalarAttributeType type) {

    /** Checks the parts. */
    public IndexKeyAttribute {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(type, "type");
        if (role == KeyType.UNKNOWN_TO_SDK_VERSION || type == ScalarAttributeType.UNKNOWN_TO_SDK_VERSION) {
            throw new IllegalArgumentException("Index key attribute " + name + ": role " + role + ", type " + type);
        }
    }

    /** A partition-key attribute of that type. */
    public static IndexKeyAttribute partition(String name, ScalarAttributeType type) {
        return new IndexKeyAttribute(name, KeyType.HASH, type);
    }

    /** A sort-key attribute of that type. */
    public static IndexKeyAttribute sort(String name, ScalarAttributeType type) {
        return new IndexKeyAttribute(name, KeyType.RANGE, type);
    }

    /** Whether it is part of the index's partition key. */
    public boolean partitionKey() {
        return role == KeyType.HASH;
    }
}
