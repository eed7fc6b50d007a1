package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.overlap.GuardFinding;
import dev.keyway.processor.overlap.GuardItem;
import dev.keyway.processor.overlap.GuardOverlap;
import java.util.ArrayList;
import java.util.List;

/**
 * KW090 and KW091: entities whose primary keys can be the key of a {@code @Unique} guard item, and
 * access patterns whose key condition can match guard items, as {@link GuardOverlap} decides
 * them; KW092 when keys split at another delimiter than the guards' leave that undecided.
 */
public final class GuardOverlapRule implements TableRule {

    private final GuardOverlap overlap = new GuardOverlap();

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        for (GuardFinding found : overlap.check(table.entities(), table.typeAttribute())) {
            EntityModel entity = found.entity();
            GuardItem guard = found.guard();
            String owner = simple(guard.owner());
            String component = guard.component().name();
            if (!found.proven()) {
                findings.add(Finding.of(Message.GUARD_MIXED_DELIMITERS, KeyOverlapRule.where(entity, found.key()),
                        table.name(), simple(entity), found.key().attribute(), found.key().template().source(),
                        found.key().template().delimiter(), owner, component, guard.partitionKeySource(),
                        found.example(), found.key().attribute()));
            } else if (found.pattern().isPresent()) {
                String pattern = found.pattern().get().name();
                findings.add(Finding.of(Message.GUARD_QUERY_OVERLAP, Location.accessPattern(entity, pattern, "name"),
                        table.name(), pattern, simple(entity), found.key().template().source(),
                        found.prefix(), owner, component, guard.describe(), found.example()));
            } else {
                findings.add(Finding.of(Message.GUARD_KEY_COLLISION, Location.partitionKey(entity, "value"), table.name(),
                        simple(entity), entity.partitionKey().template().source(), KeyOverlapRule.sortKeySource(entity),
                        owner, component, guard.describe(), found.example(), simple(entity)));
            }
        }
        return findings;
    }
}
