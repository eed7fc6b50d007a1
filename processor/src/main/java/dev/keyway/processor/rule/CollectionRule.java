package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import java.util.List;

/**
 * A check of an item collection's members. Pure, like {@link TableRule}; its findings are
 * located on the {@code @ItemCollection}, which then generates nothing. Register a new rule in
 * {@link Rules#COLLECTION}.
 */
@FunctionalInterface
public interface CollectionRule {

    /** The problems of the collection, in the order they are reported. */
    List<Finding> check(CollectionMembers collection);
}
