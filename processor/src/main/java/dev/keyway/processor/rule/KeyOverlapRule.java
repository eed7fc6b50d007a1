package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.label;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.overlap.Collision;
import dev.keyway.processor.overlap.KeyOverlap;
import dev.keyway.processor.overlap.OverlapFinding;
import dev.keyway.processor.overlap.QueryOverlap;
import java.util.ArrayList;
import java.util.List;

/**
 * KW042 and KW043: entities whose primary keys can be the same key, and access patterns whose
 * key condition can match another entity's items, as {@link KeyOverlap} decides them.
 */
public final class KeyOverlapRule implements TableRule {

    private final KeyOverlap overlap = new KeyOverlap();

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        for (OverlapFinding found : overlap.check(table.entities())) {
            EntityModel entity = found.entity();
            EntityModel other = found.other();
            if (found instanceof Collision) {
                findings.add(Finding.of(Message.KEY_COLLISION, Location.partitionKey(entity, "value"), table.name(),
                        label(entity, other), entity.partitionKey().template().source(), sortKeySource(entity),
                        label(other, entity), other.partitionKey().template().source(), sortKeySource(other)));
            } else if (found instanceof QueryOverlap query) {
                findings.add(Finding.of(Message.QUERY_OVERLAP, Location.accessPattern(entity, query.pattern().name(), "name"),
                        table.name(), query.pattern().name(), label(entity, other), query.partitionKey().template().source(),
                        query.prefix(), label(other, entity), query.otherPartitionKey().template().source()
                                + " / " + query.otherSortKey().template().source()));
            }
        }
        return findings;
    }

    private static String sortKeySource(EntityModel entity) {
        return entity.sortKey().map(key -> key.template().source()).orElse("no sort key");
    }
}
