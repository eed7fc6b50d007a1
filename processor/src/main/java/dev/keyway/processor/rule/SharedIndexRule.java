package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An index that several entities of a table declare is one index: one kind (KW049), one
 * projection (KW045), a sort key for all or none (KW036) and the same key attributes (KW037), as
 * the first entity to declare it has them. One finding per declaration, the first that applies.
 */
public final class SharedIndexRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        Map<String, IndexModel> indexes = new HashMap<>();
        Map<String, EntityModel> owners = new HashMap<>();
        for (EntityModel entity : table.entities()) {
            for (IndexModel index : entity.indexes()) {
                IndexModel known = indexes.putIfAbsent(index.name(), index);
                if (known == null) {
                    owners.put(index.name(), entity);
                } else {
                    check(table, entity, index, owners.get(index.name()), known, findings);
                }
            }
        }
        return findings;
    }

    private static void check(TableEntities table, EntityModel entity, IndexModel index, EntityModel owner,
                              IndexModel known, List<Finding> findings) {
        String name = index.name();
        if (known.local() != index.local()) {
            findings.add(Finding.of(Message.INDEX_KIND_CONFLICT, Location.index(entity, name, "index"), name, table.name(),
                    kind(known), simple(owner), kind(index), simple(entity)));
        } else if (known.projection().kind() != index.projection().kind()) {
            findings.add(Finding.of(Message.INDEX_PROJECTION_CONFLICT, Location.index(entity, name, "projection"), name,
                    table.name(), known.projection().kind(), simple(owner), index.projection().kind(), simple(entity)));
        } else if (known.sortKey().isPresent() != index.sortKey().isPresent()) {
            EntityModel with = index.sortKey().isPresent() ? entity : owner;
            EntityModel without = index.sortKey().isPresent() ? owner : entity;
            findings.add(Finding.of(Message.INDEX_SHAPE_CONFLICT, Location.index(entity, name, "sortKey"), name,
                    table.name(), simple(with), simple(without)));
        } else {
            String partition = index.partitionKey().attribute();
            if (!partition.equals(known.partitionKey().attribute())) {
                findings.add(KeyAttributeRule.conflict(table, entity, owner, "index " + name + " partition key",
                        Location.index(entity, name, "partitionKeyAttribute"), partition, known.partitionKey().attribute()));
            }
            if (index.sortKey().isPresent()) {
                String sort = index.sortKey().get().attribute();
                String expected = known.sortKey().get().attribute();
                if (!sort.equals(expected)) {
                    findings.add(KeyAttributeRule.conflict(table, entity, owner, "index " + name + " sort key",
                            Location.index(entity, name, "sortKeyAttribute"), sort, expected));
                }
            }
        }
    }

    private static String kind(IndexModel index) {
        return index.local() ? "local" : "global";
    }
}
