package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.ProjectionModel;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * DynamoDB's limits on a table's indexes, which createTable (and CloudFormation) would otherwise
 * refuse: at most 5 local indexes (KW077); more than 20 global indexes needs a raised quota (KW078,
 * a warning); at most 20 projected non-key attributes per index (KW081) and 100 over all indexes
 * of the table (KW080), counting the type attribute Keyway adds to every index that does not hold
 * whole items.
 */
public final class TableLimitsRule implements TableRule {

    static final int LOCAL_INDEXES = 5;
    static final int GLOBAL_INDEXES = 20;
    static final int PROJECTED_PER_INDEX = 20;
    static final int PROJECTED_PER_TABLE = 100;

    /** An index as the entities declare it, with the non-key attributes it holds so far. */
    private record Declared(EntityModel entity, IndexModel index, Set<String> projected) {
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
            for (IndexModel index : entity.indexes()) {
                Declared declared = indexes.computeIfAbsent(index.name(),
                        name -> new Declared(entity, index, new LinkedHashSet<>()));
                if (index.projection().complete()) {
                    continue;
                }
                int before = counted.add(index.name()) ? 0 : projected(declared.projected(), type);
                declared.projected().addAll(index.projection().attributes());
                int after = projected(declared.projected(), type);
                total += after - before;
                Location include = Location.index(entity, index.name(), "include");
                if (before <= PROJECTED_PER_INDEX && after > PROJECTED_PER_INDEX) {
                    findings.add(Finding.of(Message.TOO_MANY_INDEX_ATTRIBUTES, include, index.name(), table.name(), after,
                            describe(declared.projected(), type), type));
                }
                if (!totalReported && total > PROJECTED_PER_TABLE) {
                    totalReported = true;
                    findings.add(Finding.of(Message.TOO_MANY_PROJECTED_ATTRIBUTES, include, table.name(), total,
                            counts(indexes, type), type));
                }
            }
        }
        List<Declared> locals = indexes.values().stream().filter(declared -> declared.index().local()).toList();
        for (Declared extra : locals.subList(Math.min(LOCAL_INDEXES, locals.size()), locals.size())) {
            findings.add(Finding.of(Message.TOO_MANY_LOCAL_INDEXES, Location.index(extra.entity(), extra.index().name(), "index"),
                    table.name(), locals.size(), String.join(", ", locals.stream().map(local -> local.index().name()).toList())));
        }
        List<Declared> globals = indexes.values().stream().filter(declared -> !declared.index().local()).toList();
        if (globals.size() > GLOBAL_INDEXES) {
            Declared first = globals.get(GLOBAL_INDEXES);
            findings.add(Finding.of(Message.MANY_GLOBAL_INDEXES, Location.index(first.entity(), first.index().name(), "index"),
                    table.name(), globals.size()));
        }
        return findings;
    }

    /** The non-key attributes an index that does not hold whole items projects: those included, and the type. */
    private static int projected(Set<String> included, String typeAttribute) {
        return included.size() + (included.contains(typeAttribute) ? 0 : 1);
    }

    private static String describe(Set<String> included, String typeAttribute) {
        List<String> names = new ArrayList<>(included);
        if (!included.contains(typeAttribute)) {
            names.add(typeAttribute);
        }
        return String.join(", ", names);
    }

    private static String counts(Map<String, Declared> indexes, String typeAttribute) {
        List<String> counts = new ArrayList<>();
        for (Declared declared : indexes.values()) {
            if (declared.index().projection().kind() != ProjectionModel.Kind.ALL) {
                counts.add(declared.index().name() + ": " + projected(declared.projected(), typeAttribute));
            }
        }
        return String.join(", ", counts);
    }
}
