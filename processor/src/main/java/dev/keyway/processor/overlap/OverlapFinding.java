package dev.keyway.processor.overlap;

import dev.keyway.processor.model.EntityModel;

/**
 * A problem of one entity, found against another: a {@link Collision}, a {@link QueryOverlap},
 * or keys split at different delimiters that could not be told apart ({@link MixedDelimiters}).
 */
public sealed interface OverlapFinding permits Collision, QueryOverlap, MixedDelimiters {

    /** The entity whose annotation is at fault (it is reported and gets no code). */
    EntityModel entity();

    /** The other entity. */
    EntityModel other();

    /** A key proving the problem. */
    Key example();
}
