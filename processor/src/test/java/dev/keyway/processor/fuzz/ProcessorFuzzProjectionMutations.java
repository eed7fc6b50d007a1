package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.quote;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Comp;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * An {@code INCLUDE} projection of about DynamoDB's most non-key attributes per index (20) on the
 * indexes that are not key templates: a {@code @MultiAttributeGsi} (whose 20 count the type attribute
 * Keyway adds, and which counts towards the table's 100) or a {@code @VectorIndex} (its own 20 only),
 * so that KW080/KW081 meet every kind of index. A design the processor accepts is run by the oracle
 * against Keyway Local.
 */
final class ProcessorFuzzProjectionMutations {

    private final ProcessorFuzzMutator mutator;

    ProcessorFuzzProjectionMutations(ProcessorFuzzMutator mutator) {
        this.mutator = mutator;
    }

    /** Adds the wide index to an entity; its description, or null when it does not apply. */
    String wideInclude(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        int count = 18 + mutator.random.nextInt(5); // 18 to 22: both sides of 20, with and without the type attribute
        List<String> included = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            String name = mutator.freshName("included");
            unit.comps.add(comp("String", name));
            included.add(quote(name));
        }
        String index = mutator.freshName("Wide");
        String include = "projection = Projection.INCLUDE, include = {" + String.join(", ", included) + "}";
        if (mutator.random.nextBoolean()) {
            String key = mutator.freshName("wideKey");
            unit.comps.add(comp("String", key));
            unit.anns.add(Ann.parse("@MultiAttributeGsi(index = " + quote(index) + ", partitionKey = {" + quote(key) + "}, "
                    + include + ")"));
            return unit.name + ": multi-attribute index " + index + " includes " + count + " components";
        }
        String vector = mutator.freshName("wideVector");
        unit.comps.add(comp("java.util.List<Float>", vector));
        unit.anns.add(Ann.parse("@VectorIndex(index = " + quote(index) + ", component = " + quote(vector)
                + ", dimensions = 3, " + include + ")"));
        return unit.name + ": vector index " + index + " includes " + count + " components";
    }

    private static Comp comp(String type, String name) {
        Comp comp = new Comp();
        comp.type = type;
        comp.name = name;
        return comp;
    }
}
