package dev.keyway.local.differential;

import dev.keyway.local.differential.Expr.Path;
import dev.keyway.local.differential.TableDesign.KeyAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Random valid update expressions: SET (plain values, arithmetic, if_not_exists, list_append, nested
 * map paths, list elements, copies of other attributes, index keys), REMOVE, ADD (numbers and sets) and
 * DELETE (sets), never two actions on overlapping paths and never on the table's key.
 *
 * <p>Whether an action succeeds can depend on the item (arithmetic on a missing attribute, a nested path
 * under something that is not a map): both databases must then refuse alike.
 */
final class Updates {

    private final Random random;
    private final Values values;
    private final Scenario scenario;
    private final List<Path> removed = new ArrayList<>();
    /** The paths the expression reads from other attributes (copies): no action may write them. */
    private final List<Path> reads = new ArrayList<>();

    Updates(Random random, Values values, Scenario scenario) {
        this.random = random;
        this.values = values;
        this.scenario = scenario;
    }

    /**
     * An update expression.
     *
     * @param expr the request's placeholders
     * @param taken receives the paths the expression writes
     */
    String update(Expr expr, List<Path> taken) {
        removed.clear();
        reads.clear();
        Map<String, List<String>> clauses = new LinkedHashMap<>();
        int actions = 1 + random.nextInt(4);
        for (int i = 0; i < actions * 3 && taken.size() < actions; i++) {
            action(expr, taken, clauses);
        }
        if (clauses.isEmpty()) {
            taken.add(Path.of("t"));
            clauses.put("SET", List.of(expr.path(Path.of("t")) + " = " + expr.value(AttributeValue.fromS(values.string()))));
        }
        List<String> parts = new ArrayList<>();
        List<String> order = new ArrayList<>(clauses.keySet());
        java.util.Collections.shuffle(order, random);
        for (String clause : order) {
            parts.add(clause + " " + String.join(", ", clauses.get(clause)));
        }
        return String.join(" ", parts);
    }

    private void action(Expr expr, List<Path> taken, Map<String, List<String>> clauses) {
        int roll = random.nextInt(20);
        List<KeyAttribute> indexKeys = scenario.design().indexOnlyKeyAttributes();
        if (roll < 2 && !indexKeys.isEmpty()) {
            KeyAttribute key = values.pick(indexKeys);
            Path path = Path.of(key.name());
            if (claim(path, taken)) {
                if (random.nextInt(4) == 0) {
                    removed.add(path);
                    add(clauses, "REMOVE", expr.path(path));
                } else {
                    add(clauses, "SET", expr.path(path) + " = " + expr.value(scenario.pickValue(key.name(), random)));
                }
            }
            return;
        }
        switch (roll) {
            case 2, 3, 4 -> {
                DataSlot slot = randomSlot();
                Path path = Path.of(slot.attributeName());
                if (claim(path, taken)) {
                    add(clauses, "SET", expr.path(path) + " = " + expr.value(values.forSlot(slot)));
                }
            }
            case 5, 6 -> {
                Path n = Path.of("n");
                if (claim(n, taken)) {
                    String p = expr.path(n);
                    String d = expr.value(values.delta());
                    add(clauses, "SET", p + " = " + switch (random.nextInt(4)) {
                        case 0 -> p + " + " + d;
                        case 1 -> p + " - " + d;
                        case 2 -> d + " + " + p;
                        default -> "if_not_exists(" + p + ", " + expr.value(values.counter()) + ") + " + d;
                    });
                }
            }
            case 7 -> {
                DataSlot slot = randomSlot();
                Path path = Path.of(slot.attributeName());
                if (claim(path, taken)) {
                    String p = expr.path(path);
                    add(clauses, "SET", p + " = if_not_exists(" + p + ", " + expr.value(values.forSlot(slot)) + ")");
                }
            }
            case 8 -> {
                Path l = Path.of("l");
                if (claim(l, taken)) {
                    String p = expr.path(l);
                    String more = expr.value(values.list(1));
                    add(clauses, "SET", p + " = " + switch (random.nextInt(3)) {
                        case 0 -> "list_append(" + p + ", " + more + ")";
                        case 1 -> "list_append(" + more + ", " + p + ")";
                        default -> "list_append(if_not_exists(" + p + ", " + expr.value(AttributeValue.fromL(List.of()))
                                + "), " + more + ")";
                    });
                }
            }
            case 9, 10 -> {
                Path path = random.nextInt(3) == 0 ? Path.of("m", "c", "d") : Path.of("m", values.pick(Values.MAP_KEYS));
                if (claim(path, taken)) {
                    add(clauses, "SET", expr.path(path) + " = " + expr.value(values.any(1)));
                }
            }
            case 11 -> {
                Path path = Path.of("l", random.nextInt(4));
                if (claim(path, taken)) {
                    add(clauses, "SET", expr.path(path) + " = " + expr.value(values.scalar()));
                }
            }
            case 12 -> {
                DataSlot from = randomSlot();
                DataSlot to = randomSlot();
                Path path = Path.of(to.attributeName());
                Path source = Path.of(from.attributeName());
                // reading what the same expression writes is left out: whether an operand sees the item before the
                // update or after an earlier action is not documented
                if (from != to && !Path.overlapsAny(source, taken) && claim(path, taken)) {
                    reads.add(source);
                    add(clauses, "SET", expr.path(path) + " = " + expr.path(Path.of(from.attributeName())));
                }
            }
            case 13, 14 -> {
                Path path = random.nextInt(4) == 0 ? Path.of("m", values.pick(Values.MAP_KEYS))
                        : random.nextInt(4) == 0 ? Path.of("l", random.nextInt(3)) : Path.of(randomSlot().attributeName());
                if (claim(path, taken)) {
                    removed.add(path);
                    add(clauses, "REMOVE", expr.path(path));
                }
            }
            case 15, 16 -> {
                DataSlot slot = values.pick(List.of(DataSlot.COUNTER, DataSlot.STRINGS, DataSlot.NUMBERS, DataSlot.BINARIES));
                Path path = Path.of(slot.attributeName());
                if (claim(path, taken)) {
                    AttributeValue operand = slot == DataSlot.COUNTER ? values.delta() : values.ofKind(slot.kind(), 0);
                    add(clauses, "ADD", expr.path(path) + " " + expr.value(operand));
                }
            }
            default -> {
                DataSlot slot = values.pick(List.of(DataSlot.STRINGS, DataSlot.NUMBERS, DataSlot.BINARIES));
                Path path = Path.of(slot.attributeName());
                if (claim(path, taken)) {
                    add(clauses, "DELETE", expr.path(path) + " " + expr.value(values.ofKind(slot.kind(), 0)));
                }
            }
        }
    }

    /** The paths the last update expression removes (a subset of those it writes). */
    List<Path> removed() {
        return List.copyOf(removed);
    }

    private DataSlot randomSlot() {
        return DataSlot.values()[random.nextInt(DataSlot.values().length)];
    }

    /**
     * Takes a path for one action, unless another action writes an overlapping path (DynamoDB refuses that),
     * an element of the same list (in which order two list elements past the end are added is not documented),
     * or a path this expression copies from.
     */
    private boolean claim(Path path, List<Path> taken) {
        boolean listElement = path.elements().size() > 1 && path.elements().get(1) instanceof Integer;
        boolean sameList = listElement && taken.stream().anyMatch(other -> other.attribute().equals(path.attribute())
                && other.elements().size() > 1 && other.elements().get(1) instanceof Integer);
        if (Path.overlapsAny(path, taken) || sameList || Path.overlapsAny(path, reads)) {
            return false;
        }
        taken.add(path);
        return true;
    }

    private static void add(Map<String, List<String>> clauses, String clause, String action) {
        clauses.computeIfAbsent(clause, c -> new ArrayList<>()).add(action);
    }
}
