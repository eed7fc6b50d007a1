package dev.keyway.processor.overlap;

import dev.keyway.processor.model.EntityModel;

/** A problem of one entity, found against another: a {@link Collision} or a {@link QueryOverlap}. */
public sealed interface OverlapFinding permits Collision, QueryOverlap {

    /** The entity whose annotation is at fault (it is reported and gets no code). */
    EntityModel entity();

    /** The other entity. */
    EntityModel other();

    /** A key proving the problem. */
    Key example();
}
