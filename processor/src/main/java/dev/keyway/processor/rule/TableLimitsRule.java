package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.VectorIndexModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB's limits on a table's indexes, which createTable (and CloudFormation) would otherwise
 * refuse: at most 5 local indexes (KW077); more than 20 global indexes needs a raised quota (KW078,
 * a warning); at most 20 projected non-key attributes per index (KW081; the API Reference's
 * {@code Projection.NonKeyAttributes} holds at most 20, for a vector index's projection too) and 100
 * over all global and local secondary indexes of the table, {@code @MultiAttributeGsi} ones included
 * (KW080; "Projected secondary index attributes" in the Developer Guide's quotas, and
 * {@code Projection.NonKeyAttributes}: "summed across all of the secondary indexes"), counting the type
 * attribute Keyway adds to every secondary index that does not hold whole items. A vector index is not
 * a secondary index: its {@code include} counts against its own 20, not the table's 100.
 */
public final class TableLimitsRule implements TableRule {

    static final int LOCAL_INDEXES = 5;
    static final int GLOBAL_INDEXES = 20;
    static final int PROJECTED_PER_INDEX = 20;
    static final int PROJECTED_PER_TABLE = 100;

    /**
     * An index as the entities declare it, with the non-key attributes it holds so far: a {@code @Gsi},
     * {@code @Lsi} or {@code @MultiAttributeGsi} ({@code secondary}), or a {@code @VectorIndex}.
     */
    private record Declared(EntityModel entity, String name, boolean local, boolean secondary, boolean complete,
                            Set<String> projected) {
    }

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        Map<String, Declared> indexes = new LinkedHashMap<>();
        Set<String> counted = new LinkedHashSet<>();
        String type = table.typeAttribute();
        int total = 0;
        boolean totalReported = false;
        for (EntityModel entity : table.entities()) {
            for (Projected index : projections(entity)) {
                Declared declared = indexes.computeIfAbsent(index.name(), name -> new Declared(entity, name, index.local(),
                        index.secondary(), index.complete(), new LinkedHashSet<>()));
                if (index.complete()) {
                    continue;
                }
                int before = counted.add(index.name()) ? 0 : projected(declared, type);
                declared.projected().addAll(index.included());
                int after = projected(declared, type);
                Location include = Location.index(entity, index.name(), "include");
                if (before <= PROJECTED_PER_INDEX && after > PROJECTED_PER_INDEX) {
                    findings.add(Finding.of(Message.TOO_MANY_INDEX_ATTRIBUTES, include, index.name(), table.name(), after,
                            describe(declared, type), declared.secondary()
                                    ? ", counting '" + type + "', the type attribute Keyway adds" : ""));
                }
                if (!index.secondary()) {
                    continue; // the 100 of a table are those of its global and local secondary indexes
                }
                total += after - before;
                if (!totalReported && total > PROJECTED_PER_TABLE) {
                    totalReported = true;
                    findings.add(Finding.of(Message.TOO_MANY_PROJECTED_ATTRIBUTES, include, table.name(), total,
                            counts(indexes, type), type));
                }
            }
        }
        List<Declared> templated = new ArrayList<>();
        for (EntityModel entity : table.entities()) { // the count of global indexes is MultiAttributeIndexRule's
            entity.indexes().forEach(index -> templated.add(indexes.get(index.name())));
        }
        List<Declared> locals = templated.stream().distinct().filter(Declared::local).toList();
        for (Declared extra : locals.subList(Math.min(LOCAL_INDEXES, locals.size()), locals.size())) {
            findings.add(Finding.of(Message.TOO_MANY_LOCAL_INDEXES, Location.index(extra.entity(), extra.name(), "index"),
                    table.name(), locals.size(), String.join(", ", locals.stream().map(Declared::name).toList())));
        }
        List<Declared> globals = templated.stream().distinct().filter(declared -> !declared.local()).toList();
        if (globals.size() > GLOBAL_INDEXES) {
            Declared first = globals.get(GLOBAL_INDEXES);
            findings.add(Finding.of(Message.MANY_GLOBAL_INDEXES, Location.index(first.entity(), first.name(), "index"),
                    table.name(), globals.size()));
        }
        return findings;
    }

    /**
     * One index declaration's projection: {@code included} are the attributes it names, and a secondary
     * index that does not hold whole items also holds the type attribute (Keyway adds it); a vector index
     * holds only those it names.
     */
    private record Projected(String name, boolean local, boolean secondary, boolean complete, List<String> included) {
    }

    /** The projections the entity declares: its @Gsi and @Lsi, its @MultiAttributeGsi, then its @VectorIndex. */
    private static List<Projected> projections(EntityModel entity) {
        List<Projected> all = new ArrayList<>();
        for (IndexModel index : entity.indexes()) {
            all.add(new Projected(index.name(), index.local(), true, index.projection().complete(),
                    index.projection().attributes()));
        }
        for (MultiAttributeIndexModel index : entity.multiAttributeIndexes()) {
            all.add(new Projected(index.name(), false, true, index.projection().complete(), index.projection().attributes()));
        }
        for (VectorIndexModel index : entity.vectorIndexes()) {
            all.add(new Projected(index.name(), false, false, "ALL".equals(index.projection()), index.include()));
        }
        return all;
    }

    /** The non-key attributes an index that does not hold whole items projects: those included, and the type. */
    private static int projected(Declared declared, String typeAttribute) {
        return names(declared, typeAttribute).size();
    }

    private static List<String> names(Declared declared, String typeAttribute) {
        List<String> names = new ArrayList<>(declared.projected());
        if (declared.secondary() && !names.contains(typeAttribute)) {
            names.add(typeAttribute);
        }
        return names;
    }

    private static String describe(Declared declared, String typeAttribute) {
        return String.join(", ", names(declared, typeAttribute));
    }

    private static String counts(Map<String, Declared> indexes, String typeAttribute) {
        List<String> counts = new ArrayList<>();
        for (Declared declared : indexes.values()) {
            if (declared.secondary() && !declared.complete()) {
                counts.add(declared.name() + ": " + projected(declared, typeAttribute));
            }
        }
        return String.join(", ", counts);
    }
}
