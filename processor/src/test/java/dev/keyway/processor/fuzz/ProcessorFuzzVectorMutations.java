package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.quote;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Comp;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Mutations with vector indexes (issue #26 §2), for {@link ProcessorFuzzMutator}: a {@code @VectorIndex}
 * added to an entity on an embedding component (new or existing, a {@code List<Float>},
 * {@code List<Double>} or an optional of one), with a search partition and filters drawn from its
 * components and often an access pattern searching it; and a vector index's values changed to what
 * DynamoDB refuses (KW190-KW199) or to what it accepts at its limits, among them the quotas of 18 inline
 * filters per index (KW216) and 5 vector indexes per table (KW215, a warning). Accepted designs are exercised by
 * the oracle with vectors of the declared dimensions ({@link ProcessorFuzzVectors}).
 */
final class ProcessorFuzzVectorMutations {

    private static final String[] EMBEDDING_TYPES = {"List<Float>", "List<Double>", "Optional<List<Float>>",
            "Optional<List<Double>>"};
    private static final String[] DISTANCES = {"VectorDistance.COSINE", "VectorDistance.EUCLIDEAN",
            "VectorDistance.DOT_PRODUCT"};
    /** Search-schema candidates DynamoDB takes: strings, numbers, enums (binaries aside, to keep records comparable). */
    private static final List<String> SEARCHABLE = List.of("String", "int", "Integer", "long", "Long", "short",
            "BigDecimal", "BigInteger", "UUID", "Instant", "LocalDate");

    private final ProcessorFuzzMutator mutator;

    ProcessorFuzzVectorMutations(ProcessorFuzzMutator mutator) {
        this.mutator = mutator;
    }

    private int nextInt(int bound) {
        return mutator.random.nextInt(bound);
    }

    /** A vector index on an entity's embedding, maybe partitioned and filtered, maybe searched. */
    String add(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null) {
            return null;
        }
        Comp embedding = unit.comps.stream().filter(comp -> ProcessorFuzzVectors.isEmbeddingType(comp.type)
                && comp.anns.isEmpty()).findFirst().orElse(null);
        if (embedding == null || nextInt(3) == 0) {
            embedding = Comp.parse(mutator.pick(EMBEDDING_TYPES) + " " + mutator.freshName("embedding"));
            unit.comps.add(embedding);
        }
        String index = mutator.freshName("Vectors");
        int dimensions = nextInt(4) == 0 ? 4096 : 1 + nextInt(8);
        Ann vector = new Ann("VectorIndex");
        vector.set("index", quote(index));
        vector.set("component", quote(embedding.name));
        vector.set("dimensions", Integer.toString(dimensions));
        if (nextInt(2) == 0) {
            vector.set("distance", mutator.pick(DISTANCES));
        }
        List<Comp> searchable = new ArrayList<>(unit.comps.stream()
                .filter(comp -> SEARCHABLE.contains(comp.type) && comp.anns.stream().noneMatch(ann -> ann.name.equals("Attribute")
                        || ann.name.equals("Convert") || ann.name.equals("Ttl") || ann.name.equals("Version")))
                .toList());
        if (!searchable.isEmpty() && nextInt(2) == 0) {
            Comp hash = searchable.remove(nextInt(searchable.size()));
            vector.set("partitionKey", quote(hash.name));
        }
        if (!searchable.isEmpty() && nextInt(2) == 0) {
            vector.set("filters", quote(mutator.pick(searchable).name));
        }
        unit.anns.add(vector);
        String searched = "";
        if (nextInt(3) > 0) {
            String name = mutator.freshName("nearest");
            unit.anns.add(Ann.parse("@AccessPattern(name = " + quote(name) + ", index = " + quote(index) + ")"));
            searched = ", searched by " + name + "()";
        }
        return unit.name + ": @VectorIndex " + vector.render() + searched;
    }

    /** A member of a vector index changed: to what DynamoDB refuses, or to a limit it accepts. */
    String change(ProcessorFuzzDesign design) {
        List<Object[]> found = new ArrayList<>();
        for (Unit unit : design.entities()) {
            for (Ann ann : unit.annsNamed("VectorIndex")) {
                found.add(new Object[] {unit, ann});
            }
        }
        Object[] picked = mutator.pick(found);
        if (picked == null) {
            return null;
        }
        Unit unit = (Unit) picked[0];
        Ann vector = (Ann) picked[1];
        String before = vector.render();
        switch (nextInt(11)) {
            case 0 -> vector.set("dimensions", mutator.pick(new String[] {"0", "-1", "4097", "1", "4096", "Integer.MAX_VALUE"}));
            case 1 -> vector.set("index", quote(mutator.pick(new String[] {"V", "ab", "abc", "a b", "GSI1", "Größe",
                    "x".repeat(256), "x".repeat(255), mutator.freshName("Vectors")})));
            case 2 -> vector.set("component", quote(mutator.pick(new String[] {"", "unknown", mutator.componentName(unit)})));
            case 3 -> vector.set("partitionKey", quote(mutator.componentName(unit)));
            case 4 -> vector.set("filters", "{" + quote(mutator.componentName(unit)) + ", " + quote(mutator.componentName(unit))
                    + "}");
            case 5 -> vector.set("projection", mutator.pick(new String[] {"Projection.KEYS_ONLY", "Projection.INCLUDE",
                    "Projection.ALL"}));
            case 6 -> vector.set("include", "{" + quote(mutator.componentName(unit)) + "}");
            case 7 -> unit.anns.add(vector.copy()); // the same index twice, or on one attribute twice
            case 9 -> vector.set("filters", filtersAtTheLimit(unit));
            case 10 -> {
                // Up to the quota of vector indexes per table, or one over it: fresh names, the same embedding.
                for (int i = 3 + nextInt(3); i > 0; i--) {
                    Ann more = vector.copy();
                    more.set("index", quote(mutator.freshName("Vectors")));
                    unit.anns.add(more);
                }
            }
            default -> unit.anns.add(Ann.parse("@AccessPattern(name = " + quote(mutator.freshName("near"))
                    + ", index = " + vector.get("index") + ", " + mutator.pick(new String[] {"descending = true",
                    "consistentRead = true", "filterOnType = true", "filterOnType = false"}) + ")"));
        }
        return unit.name + ": " + before + " -> " + vector.render();
    }

    /**
     * 17 or 18 new string components as filters: with the type attribute Keyway adds, 18 inline filters
     * (DynamoDB's limit) or 19 (KW216).
     */
    private String filtersAtTheLimit(Unit unit) {
        List<String> names = new ArrayList<>();
        for (int i = 17 + nextInt(2); i > 0; i--) {
            Comp filter = Comp.parse("String " + mutator.freshName("facet"));
            unit.comps.add(filter);
            names.add(quote(filter.name));
        }
        return "{" + String.join(", ", names) + "}";
    }
}
