package dev.keyway.processor.overlap;

import dev.keyway.processor.model.EntityModel;

/**
 * The primary keys of {@code entity} and {@code other} (earlier in canonical-name order) can
 * be the same key, e.g. {@code example}.
 */
public record Collision(EntityModel entity, EntityModel other, Key example) implements OverlapFinding {
}
