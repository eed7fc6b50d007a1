package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import java.util.List;

/**
 * A check of what only a whole table shows. Pure: it reads the model and returns what it finds,
 * each finding located on the entity (and annotation, and member) at fault, which then
 * generates nothing while the rest of its table still does. Register a new rule in
 * {@link Rules#TABLE}.
 */
@FunctionalInterface
public interface TableRule {

    /** The problems among the table's entities, in the order they are reported. */
    List<Finding> check(TableEntities table);
}
