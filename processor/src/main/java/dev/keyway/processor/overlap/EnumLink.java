package dev.keyway.processor.overlap;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.KeyFormatModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * An enum component of one side used with both encodings (partition and sort key): its name
 * {@code NAME} and its sort-key text {@code ddd-NAME} share one unknown ordinal, which the
 * equations cannot express, so each possible ordinal (or known constant) is tried in turn.
 *
 * @param type       the enum
 * @param casing     the case its name is written in, in both
 * @param nameVar    the unknown of its partition-key text
 * @param ordinalVar the unknown of its sort-key text
 */
record EnumLink(ClassRef type, KeyFormatModel.Casing casing, int nameVar, int ordinalVar) {

    /** One equation set per possible ordinal (or constant): {@code ordinalText = ddd + "-" + nameText}. */
    List<Consumer<Equations>> options(Set<String> literalDigits, EnumConstants enums) {
        List<Consumer<Equations>> options = new ArrayList<>();
        Optional<List<String>> constants = enums.of(type);
        if (constants.isPresent()) {
            List<String> names = constants.get();
            for (int ordinal = 0; ordinal < names.size() && ordinal <= 999; ordinal++) {
                String name = Shapes.cased(names.get(ordinal), casing);
                String encoded = EnumOrdinalShape.encode(ordinal, name);
                options.add(equations -> {
                    equations.solver.bind(nameVar, name);
                    equations.solver.bind(ordinalVar, encoded);
                });
            }
            return options;
        }
        Set<String> ordinals = new TreeSet<>();
        ordinals.add("000");
        ordinals.addAll(literalDigits);
        for (String ordinal : ordinals) {
            options.add(equations -> equations.solver.equate(ordinalVar, ordinal + "-", nameVar));
        }
        return options;
    }
}
