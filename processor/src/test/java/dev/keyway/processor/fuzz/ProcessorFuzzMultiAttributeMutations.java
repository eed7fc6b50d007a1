package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.quote;
import static dev.keyway.processor.fuzz.ProcessorFuzzDesign.unquote;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Ann;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Comp;
import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Mutations around {@code @MultiAttributeGsi} (issue #26 §1): an index added on an entity's
 * components, valid or aimed at each of KW180-KW188 (too many or no components, an unknown or
 * repeated one, a type DynamoDB keys cannot hold, the name of a {@code @Gsi}/{@code @Lsi}, a copy on
 * another entity of the table over components of other types or other keys). A design the
 * processor accepts is run by the oracle against Keyway Local, which refuses, as DynamoDB does,
 * a write whose index key attribute has another type than the table defines.
 */
final class ProcessorFuzzMultiAttributeMutations {

    private final ProcessorFuzzMutator mutator;

    ProcessorFuzzMultiAttributeMutations(ProcessorFuzzMutator mutator) {
        this.mutator = mutator;
    }

    /** Adds, copies or breaks a multi-attribute index; its description, or null when it does not apply. */
    String multiAttributeIndex(ProcessorFuzzDesign design) {
        Unit unit = mutator.entity(design);
        if (unit == null || unit.comps.isEmpty()) {
            return null;
        }
        List<Ann> existing = unit.annsNamed("MultiAttributeGsi");
        int choice = mutator.random.nextInt(8);
        if (choice == 0 && !existing.isEmpty()) { // copied onto another entity, whose components may differ
            Unit other = mutator.entity(design);
            if (other == null || other == unit) {
                return null;
            }
            Ann copy = existing.get(0).copy();
            other.anns.add(copy);
            if (mutator.random.nextBoolean() && unit.interfaces.isEmpty() && other.interfaces.isEmpty()) {
                // an item collection of the two, read from the index by its partition attributes (KW220-KW223)
                String collection = mutator.freshName("Items");
                design.units.add(ProcessorFuzzDesign.collection(collection, "@ItemCollection(index = "
                        + copy.get("index") + ")", unit.name, other.name));
                unit.interfaces.add(collection);
                other.interfaces.add(collection);
                return other.name + ": copied " + copy.render() + " from " + unit.name + ", collection " + collection;
            }
            return other.name + ": copied " + copy.render() + " from " + unit.name;
        }
        String name = switch (choice) {
            case 1 -> {
                List<Ann> indexes = ProcessorFuzzMutator.indexes(unit);
                yield indexes.isEmpty() ? mutator.freshName("Multi") : unquote(indexes.get(0).get("index")); // KW184
            }
            case 2 -> mutator.pick(new String[] {"", "a b", "GSI1", "x"});
            default -> mutator.freshName("Multi");
        };
        int partitionCount = choice == 3 ? mutator.pick(new Integer[] {0, 5}) : 1 + mutator.random.nextInt(2);
        int sortCount = choice == 4 ? 5 : mutator.random.nextInt(3);
        List<String> partition = components(unit, partitionCount, choice);
        List<String> sort = components(unit, sortCount, choice);
        StringBuilder text = new StringBuilder("@MultiAttributeGsi(index = " + quote(name) + ", partitionKey = "
                + array(partition));
        if (!sort.isEmpty() || mutator.random.nextBoolean()) {
            text.append(", sortKey = ").append(array(sort));
        }
        if (mutator.random.nextInt(4) == 0) {
            text.append(", projection = Projection.KEYS_ONLY");
        }
        Ann ann = Ann.parse(text.append(")").toString());
        unit.anns.add(ann);
        if (mutator.random.nextInt(3) == 0 || choice == 7 && !partition.isEmpty() && mutator.random.nextInt(3) > 0) {
            unit.anns.add(Ann.parse("@AccessPattern(name = " + quote(mutator.freshName("multi")) + ", index = " + quote(name)
                    + (mutator.random.nextBoolean() ? ", descending = true" : "")
                    + (mutator.random.nextInt(4) == 0 ? ", consistentRead = true" : "") + ")"));
        }
        return unit.name + ": added " + ann.render();
    }

    /**
     * {@code count} component names of the unit: for choices 5 and 6 one unknown or repeated (KW181, KW182); for
     * choice 7 distinct components of types a multi-attribute key holds, so that accepted designs with such
     * indexes (and their access patterns, which the oracle queries) are frequent rather than rare.
     */
    private List<String> components(Unit unit, int count, int choice) {
        List<String> names = new ArrayList<>();
        List<Comp> keyable = unit.comps.stream().filter(comp -> KEYABLE.contains(comp.type)).toList();
        for (int i = 0; i < count; i++) {
            if (choice == 7) {
                List<Comp> unused = keyable.stream().filter(comp -> !names.contains(comp.name)).toList();
                if (!unused.isEmpty()) {
                    names.add(mutator.pick(unused).name);
                }
                continue;
            }
            Comp comp = mutator.pick(unit.comps);
            names.add(comp.name);
        }
        if (choice == 5 && !names.isEmpty()) {
            names.set(0, names.get(0) + "x");
        }
        if (choice == 6 && !names.isEmpty()) {
            names.add(names.get(0));
        }
        return names;
    }

    /** Component types whose stored values DynamoDB takes in a multi-attribute key (strings and numbers). */
    private static final Set<String> KEYABLE = Set.of("String", "int", "long", "Integer", "Long", "java.math.BigDecimal",
            "BigDecimal", "java.time.Instant", "Instant", "java.time.LocalDate", "LocalDate", "java.util.UUID", "UUID");

    private static String array(List<String> names) {
        List<String> quoted = names.stream().map(ProcessorFuzzDesign::quote).toList();
        return "{" + String.join(", ", quoted) + "}";
    }
}
