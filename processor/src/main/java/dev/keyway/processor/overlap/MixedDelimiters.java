package dev.keyway.processor.overlap;

import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;

/**
 * Two keys of {@code entity} and {@code other} in one attribute split at different delimiters,
 * and the analysis could not decide whether the entities' keys can be the same: each pair of
 * keys alone can be the same text ({@code example}), but not with the components the rest of
 * the key fixed. Reported so that no design is accepted unproven.
 */
public record MixedDelimiters(EntityModel entity, EntityModel other, KeyModel key, KeyModel otherKey, Key example)
        implements OverlapFinding {
}
