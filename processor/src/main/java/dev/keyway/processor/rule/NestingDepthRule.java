package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.StoredDepth;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * KW093: a component whose every value of its deepest shape would nest more lists and maps than
 * DynamoDB stores ({@link StoredDepth}). A recursive record or a converter's value has no bound
 * the compiler knows: the generated code checks those when it writes them.
 */
public final class NestingDepthRule implements TableRule {

    @Override
    public List<Finding> check(TableEntities table) {
        List<Finding> findings = new ArrayList<>();
        for (EntityModel entity : table.entities()) {
            for (ComponentModel component : entity.components()) {
                StoredDepth depth = StoredDepth.of(entity, component);
                if (depth.bounded() && !depth.fits()) {
                    findings.add(Finding.of(Message.NESTING_TOO_DEEP, Location.component(entity, component.name()),
                            component.name(), simple(entity), depth.containers(), shortPath(component.name() + depth.path())));
                }
            }
        }
        return findings;
    }

    /** The path, its middle steps left out when it has many: {@code a.b.c...x.y.z}. */
    static String shortPath(String path) {
        String[] steps = path.split("(?=[.\\[])");
        if (steps.length <= 13) {
            return path;
        }
        return String.join("", Arrays.copyOfRange(steps, 0, 7)) + "..."
                + String.join("", Arrays.copyOfRange(steps, steps.length - 6, steps.length));
    }
}
