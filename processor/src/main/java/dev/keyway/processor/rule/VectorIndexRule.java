package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.VectorIndexModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The vector indexes of a table together: an index name is unique in the table (API Reference,
 * {@code CreateVectorIndexAction}: "Must be unique within the table"); the vector indexes on one
 * attribute agree on their dimensions ("If multiple vector indexes reference the same attribute, they
 * must all use the same number of dimensions"), and no entity stores other data under a vector attribute,
 * since DynamoDB refuses a write whose vector does not fit (Developer Guide, "Troubleshooting vector
 * indexes"); each search-schema attribute has one type in {@code AttributeDefinitions}. DynamoDB's quota
 * page ("Quotas in Amazon DynamoDB", Vector indexes) allows at most 18 inline filters per index, counting the
 * type attribute Keyway adds to each (KW216), and 5 vector indexes per table by default (KW215, a warning:
 * the quota can be raised).
 */
public final class VectorIndexRule implements TableRule {

    /** A vector index and the entity declaring it. */
    private record Declared(EntityModel entity, VectorIndexModel index) {
    }

    /** A search-schema attribute's type and where it was declared first. */
    private record Typed(String type, Declared by) {
    }

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        Map<String, Declared> byName = new LinkedHashMap<>();
        Map<String, Declared> byAttribute = new LinkedHashMap<>();
        Map<String, Typed> searchTypes = new LinkedHashMap<>();
        for (EntityModel entity : table.entities()) {
            for (VectorIndexModel index : entity.vectorIndexes()) {
                Declared declared = new Declared(entity, index);
                Location at = Location.index(entity, index.name(), "index");
                Declared same = byName.putIfAbsent(index.name(), declared);
                EntityModel gsiOwner = table.entities().stream()
                        .filter(other -> other.indexes().stream().map(IndexModel::name).anyMatch(index.name()::equals))
                        .findFirst().orElse(null);
                if (same != null || gsiOwner != null) {
                    findings.add(Finding.of(Message.VECTOR_INDEX_NAME_TAKEN, at, table.name(), index.name(), simple(entity),
                            same != null ? simple(same.entity()) : simple(gsiOwner) + " as a secondary index"));
                    continue;
                }
                int inline = index.filters().size() + 1;
                if (inline > VectorIndexModel.MAX_INLINE_FILTERS) {
                    findings.add(Finding.of(Message.TOO_MANY_VECTOR_FILTERS, Location.index(entity, index.name(), "filters"),
                            index.name(), index.filters().size(), table.typeAttribute(), inline,
                            VectorIndexModel.MAX_INLINE_FILTERS - 1));
                }
                Declared first = byAttribute.putIfAbsent(index.attribute(), declared);
                if (first != null && first.index().dimensions() != index.dimensions()) {
                    findings.add(Finding.of(Message.VECTOR_DIMENSIONS_DISAGREE, Location.index(entity, index.name(),
                                    "dimensions"), table.name(), index.attribute(), first.index().name(),
                            simple(first.entity()), first.index().dimensions(), "index \"" + index.name() + "\" of "
                                    + simple(entity) + " has " + index.dimensions(), index.attribute()));
                }
                for (ComponentModel component : searchComponents(index)) {
                    String type = VectorIndexModel.searchType(component).orElseThrow();
                    Typed known = searchTypes.putIfAbsent(component.attribute(), new Typed(type, declared));
                    if (known != null && !known.type().equals(type)) {
                        findings.add(Finding.of(Message.VECTOR_SEARCH_TYPE_CONFLICT,
                                Location.index(entity, index.name(), index.partitionKey().filter(component::equals)
                                        .isPresent() ? "partitionKey" : "filters"), table.name(), component.attribute(),
                                known.by().index().name(), simple(known.by().entity()), known.type(), "index \""
                                        + index.name() + "\" of " + simple(entity) + " declares it", type));
                    }
                }
            }
        }
        if (byName.size() > VectorIndexModel.DEFAULT_QUOTA_PER_TABLE) {
            Declared sixth = new ArrayList<>(byName.values()).get(VectorIndexModel.DEFAULT_QUOTA_PER_TABLE);
            findings.add(Finding.of(Message.MANY_VECTOR_INDEXES, Location.index(sixth.entity(), sixth.index().name(), "index"),
                    table.name(), byName.size(), String.join(", ", byName.keySet())));
        }
        // Another entity storing the vector attribute without an index on it: DynamoDB would check its writes too.
        for (Map.Entry<String, Declared> vector : byAttribute.entrySet()) {
            for (EntityModel entity : table.entities()) {
                for (ComponentModel component : entity.components()) {
                    boolean indexed = entity.vectorIndexes().stream().anyMatch(own -> own.component().equals(component));
                    if (component.attribute().equals(vector.getKey()) && !indexed) {
                        Declared by = vector.getValue();
                        findings.add(Finding.of(Message.VECTOR_DIMENSIONS_DISAGREE, Location.storedName(entity,
                                        component.name()), table.name(), vector.getKey(), by.index().name(),
                                simple(by.entity()), by.index().dimensions(), simple(entity) + " stores component '"
                                        + component.name() + "' there without a @VectorIndex on it", vector.getKey()));
                    }
                }
            }
        }
        return findings;
    }

    private static List<ComponentModel> searchComponents(VectorIndexModel index) {
        List<ComponentModel> all = new ArrayList<>();
        index.partitionKey().ifPresent(all::add);
        all.addAll(index.filters());
        return all;
    }
}
