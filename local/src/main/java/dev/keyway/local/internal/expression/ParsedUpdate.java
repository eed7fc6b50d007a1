package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.AttributeValues;
import dev.keyway.local.internal.value.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A parsed update expression applied as DynamoDB applies one: every operand is read from the item as
 * it was before the update, SET actions write (an index past a list's end appends), ADD adds to a
 * number or a set (starting from zero or an empty set), DELETE takes members out of a set (removing
 * the attribute when none are left), and REMOVE deletes paths last, list elements highest index first,
 * so that every index names an element of the original list.
 */
final class ParsedUpdate implements Update {

    private final List<UpdateParser.Action> actions;

    ParsedUpdate(List<UpdateParser.Action> actions) {
        this.actions = List.copyOf(actions);
    }

    private static ServiceError wrongType() {
        return ServiceError.validation("An operand in the update expression has an incorrect data type");
    }

    @Override
    public Map<String, AttributeValue> apply(Map<String, AttributeValue> item) {
        Map<String, AttributeValue> result = new LinkedHashMap<>(item);
        List<UpdateParser.Action> sets = new ArrayList<>();
        List<AttributeValue> setValues = new ArrayList<>();
        for (UpdateParser.Action action : actions) {
            if (action.kind == UpdateParser.Kind.SET) {
                sets.add(action);
                setValues.add(evaluate(action.value, item));
            }
        }
        // Ascending path order, so that several indexes past a list's end append in index order.
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing(i -> sets.get(i).target.path, DocumentPath::compare));
        for (int i : order) {
            Documents.set(result, sets.get(i).target.path, setValues.get(i));
        }
        for (UpdateParser.Action action : actions) {
            if (action.kind == UpdateParser.Kind.ADD) {
                add(result, action);
            } else if (action.kind == UpdateParser.Kind.DELETE) {
                delete(result, action);
            }
        }
        List<DocumentPath> removals = new ArrayList<>();
        for (UpdateParser.Action action : actions) {
            if (action.kind == UpdateParser.Kind.REMOVE) {
                removals.add(action.target.path);
            }
        }
        removals.sort((a, b) -> DocumentPath.compare(b, a));
        for (DocumentPath path : removals) {
            Documents.remove(result, path);
        }
        return result;
    }

    /** An operand's value for SET, read from the item before the update. */
    private static AttributeValue evaluate(Operand operand, Map<String, AttributeValue> item) {
        if (operand instanceof Operand.Value) {
            return ((Operand.Value) operand).value;
        }
        if (operand instanceof Operand.Path) {
            AttributeValue value = ((Operand.Path) operand).path.resolve(item);
            if (value == null) {
                throw ServiceError.validation("The provided expression refers to an attribute that does not exist in the item");
            }
            return value;
        }
        if (operand instanceof Operand.Arithmetic) {
            Operand.Arithmetic arithmetic = (Operand.Arithmetic) operand;
            AttributeValue left = evaluate(arithmetic.left, item);
            AttributeValue right = evaluate(arithmetic.right, item);
            if (left.n() == null || right.n() == null) {
                throw wrongType();
            }
            String result = arithmetic.operator.is("+") ? Numbers.add(left.n(), right.n())
                    : Numbers.subtract(left.n(), right.n());
            return AttributeValue.fromN(result);
        }
        Operand.Call call = (Operand.Call) operand;
        if ("if_not_exists".equals(call.name())) {
            AttributeValue existing = ((Operand.Path) call.arguments.get(0)).path.resolve(item);
            return existing != null ? existing : evaluate(call.arguments.get(1), item);
        }
        AttributeValue first = evaluate(call.arguments.get(0), item);
        AttributeValue second = evaluate(call.arguments.get(1), item);
        if (!first.hasL() || !second.hasL()) {
            throw wrongType();
        }
        List<AttributeValue> joined = new ArrayList<>(first.l());
        joined.addAll(second.l());
        return AttributeValue.fromL(joined);
    }

    private static void add(Map<String, AttributeValue> item, UpdateParser.Action action) {
        DocumentPath path = action.target.path;
        AttributeValue operand = ((Operand.Value) action.value).value;
        AttributeValue existing = path.resolve(item);
        if (existing == null) {
            Documents.requireParent(item, path);
            Documents.set(item, path, operand);
            return;
        }
        String type = AttributeValues.typeName(existing);
        if (!type.equals(AttributeValues.typeName(operand))) {
            throw wrongType();
        }
        switch (type) {
            case "N":
                Documents.set(item, path, AttributeValue.fromN(Numbers.add(existing.n(), operand.n())));
                break;
            case "SS":
                Set<String> strings = new LinkedHashSet<>(existing.ss());
                strings.addAll(operand.ss());
                Documents.set(item, path, AttributeValue.fromSs(new ArrayList<>(strings)));
                break;
            case "NS":
                List<String> numbers = new ArrayList<>(existing.ns());
                for (String n : operand.ns()) {
                    if (!containsNumber(numbers, n)) {
                        numbers.add(n);
                    }
                }
                Documents.set(item, path, AttributeValue.fromNs(numbers));
                break;
            case "BS":
                Set<software.amazon.awssdk.core.SdkBytes> binaries = new LinkedHashSet<>(existing.bs());
                binaries.addAll(operand.bs());
                Documents.set(item, path, AttributeValue.fromBs(new ArrayList<>(binaries)));
                break;
            default:
                throw wrongType();
        }
    }

    private static boolean containsNumber(List<String> numbers, String n) {
        for (String member : numbers) {
            if (Numbers.compare(member, n) == 0) {
                return true;
            }
        }
        return false;
    }

    private static void delete(Map<String, AttributeValue> item, UpdateParser.Action action) {
        DocumentPath path = action.target.path;
        AttributeValue operand = ((Operand.Value) action.value).value;
        AttributeValue existing = path.resolve(item);
        if (existing == null) {
            Documents.requireParent(item, path);
            return;
        }
        String type = AttributeValues.typeName(existing);
        if (!type.equals(AttributeValues.typeName(operand))) {
            throw wrongType();
        }
        AttributeValue remaining;
        switch (type) {
            case "SS":
                List<String> strings = new ArrayList<>(existing.ss());
                strings.removeAll(operand.ss());
                remaining = strings.isEmpty() ? null : AttributeValue.fromSs(strings);
                break;
            case "NS":
                List<String> numbers = new ArrayList<>();
                for (String n : existing.ns()) {
                    if (!containsNumber(operand.ns(), n)) {
                        numbers.add(n);
                    }
                }
                remaining = numbers.isEmpty() ? null : AttributeValue.fromNs(numbers);
                break;
            case "BS":
                List<software.amazon.awssdk.core.SdkBytes> binaries = new ArrayList<>(existing.bs());
                binaries.removeAll(operand.bs());
                remaining = binaries.isEmpty() ? null : AttributeValue.fromBs(binaries);
                break;
            default:
                throw wrongType();
        }
        if (remaining == null) {
            Documents.remove(item, path);
        } else {
            Documents.set(item, path, remaining);
        }
    }

    @Override
    public Set<String> topLevelAttributes() {
        Set<String> names = new LinkedHashSet<>();
        for (UpdateParser.Action action : actions) {
            names.add(action.target.path.head());
        }
        return names;
    }

    @Override
    public Projection updatedPaths() {
        return pathsOf(actions);
    }

    @Override
    public Projection writtenPaths() {
        return pathsOf(actions.stream().filter(action -> action.kind != UpdateParser.Kind.REMOVE).toList());
    }

    private static Projection pathsOf(List<UpdateParser.Action> chosen) {
        List<DocumentPath> paths = new ArrayList<>();
        for (UpdateParser.Action action : chosen) {
            paths.add(action.target.path);
        }
        return new ParsedProjection(paths);
    }
}
