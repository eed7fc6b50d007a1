package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.label;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.overlap.Collision;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.overlap.KeyOverlap;
import dev.keyway.processor.overlap.MixedDelimiters;
import dev.keyway.processor.overlap.OverlapFinding;
import dev.keyway.processor.overlap.QueryOverlap;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * KW042 and KW043: entities whose primary keys can be the same key, and access patterns whose
 * key condition can match another entity's items, as {@link KeyOverlap} decides them; KW143 when
 * keys split at different delimiters leave that undecided.
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
            } else if (found instanceof MixedDelimiters mixed) {
                findings.add(Finding.of(Message.MIXED_DELIMITERS, where(entity, mixed.key()), table.name(),
                        label(entity, other), mixed.key().attribute(), mixed.key().template().source(),
                        mixed.key().template().delimiter(), label(other, entity), mixed.otherKey().template().source(),
                        mixed.otherKey().template().delimiter(), mixed.example().partitionKey(), mixed.key().attribute()));
            } else if (found instanceof QueryOverlap query) {
                findings.add(Finding.of(Message.QUERY_OVERLAP, Location.accessPattern(entity, query.pattern().name(), "name"),
                        table.name(), query.pattern().name(), label(entity, other), query.partitionKey().template().source(),
                        query.prefix(), label(other, entity), query.otherPartitionKey().template().source()
                                + " / " + query.otherSortKey().template().source(), query.pattern().name()));
            }
        }
        return findings;
    }

    /** The template of the entity's key {@code key}: the table's or an index's. */
    static Location where(EntityModel entity, KeyModel key) {
        if (key == entity.partitionKey() || entity.sortKey().filter(sort -> sort == key).isPresent()) {
            return Location.keyTemplate(entity, Optional.empty(), key.sortKey());
        }
        for (IndexModel index : entity.indexes()) {
            if (index.partitionKey() == key || index.sortKey().filter(sort -> sort == key).isPresent()) {
                return Location.keyTemplate(entity, Optional.of(index.name()), key.sortKey());
            }
        }
        return Location.partitionKey(entity, "value");
    }

    static String sortKeySource(EntityModel entity) {
        return entity.sortKey().map(key -> key.template().source()).orElse("no sort key");
    }
}
