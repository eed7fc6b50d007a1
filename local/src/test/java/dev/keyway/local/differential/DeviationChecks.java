package dev.keyway.local.differential;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/** The longer tests of {@link KnownMotoDeviation}, and what they share. */
final class DeviationChecks {

    private DeviationChecks() {
    }

    /** {@link KnownMotoDeviation#SEVERAL_ELEMENTS_OF_ONE_LIST_PROJECTED}. */
    static boolean severalListElements(Case c) {
        if (!List.of("Items", "Item", "Responses").contains(c.field())) {
            return false;
        }
        String projection = null;
        Map<String, String> names = Map.of();
        if (c.step().request() instanceof QueryRequest query) {
            projection = query.projectionExpression();
            names = query.expressionAttributeNames();
        } else if (c.step().request() instanceof ScanRequest scan) {
            projection = scan.projectionExpression();
            names = scan.expressionAttributeNames();
        } else if (c.step().request() instanceof GetItemRequest get) {
            projection = get.projectionExpression();
            names = get.expressionAttributeNames();
        } else if (c.step().request() instanceof BatchGetItemRequest batch) {
            var keys = batch.requestItems().values().iterator().next();
            projection = keys.projectionExpression();
            names = keys.expressionAttributeNames();
        }
        if (projection == null) {
            return false;
        }
        Map<String, Integer> indexesPerList = new java.util.HashMap<>();
        for (Expr.Path path : Projections.parse(projection, names)) {
            if (path.elements().size() == 2 && path.elements().get(1) instanceof Integer) {
                indexesPerList.merge(path.attribute(), 1, Integer::sum);
            }
        }
        java.util.Set<String> lists = new java.util.HashSet<>();
        indexesPerList.forEach((list, count) -> {
            if (count > 1) {
                lists.add(list);
            }
        });
        return !lists.isEmpty() && !c.keyway().items().isEmpty()
                && Canonical.itemSet(without(c.keyway().items(), lists)).equals(Canonical.itemSet(without(c.moto().items(), lists)));
    }

    /** {@link KnownMotoDeviation#REMOVING_UPDATE_CREATES_ITEM}. */
    static boolean removingUpdateCreated(Case c) {
        java.util.Set<String> removing = new java.util.HashSet<>();
        if (c.step().request() instanceof UpdateItemRequest update) {
            removingOnly(update.updateExpression(), update.key(), c, removing);
        } else if (c.step().request() instanceof TransactWriteItemsRequest write
                && c.keyway().succeeded()) {
            write.transactItems().stream().filter(action -> action.update() != null)
                    .forEach(action -> removingOnly(action.update().updateExpression(), action.update().key(), c, removing));
        }
        if (removing.isEmpty()) {
            return false;
        }
        if (c.field().equals("Attributes")) {
            UpdateItemRequest update = (UpdateItemRequest) c.step().request();
            Map<String, AttributeValue> created = c.motoAfter().item(update.key());
            return created != null && Canonical.item(created).equals(Canonical.item(update.key()))
                    && "<none>".equals(c.keyway().fields().get("Attributes"));
        }
        if (!c.field().startsWith("contents ")) {
            return false;
        }
        // the contents differ exactly by key-only items moto created under those keys
        List<String> mine = Canonical.itemSet(c.keywayAfter().items());
        List<String> theirs = new java.util.ArrayList<>(Canonical.itemSet(c.motoAfter().items()));
        for (String item : mine) {
            if (!theirs.remove(item)) {
                return false;
            }
        }
        return !theirs.isEmpty() && removing.containsAll(theirs);
    }

    /**
     * A transaction cancelled by another action, in which Keyway Local also gives ValidationError for an update
     * through a value of the wrong type and moto None (it never reaches that update): which reason DynamoDB gives
     * an action that did not cause the cancellation is not documented beyond "None" for those that passed.
     */
    static boolean cancelledElsewhere(Case c) {
        List<?> mine = (List<?>) c.keyway().fields().get("CancellationReasons");
        List<?> theirs = (List<?>) c.moto().fields().get("CancellationReasons");
        if (mine == null || theirs == null || mine.size() != theirs.size()) {
            return false;
        }
        boolean any = false;
        for (ConditionModel.Guard guard : c.step().model().guards()) {
            int i = guard.action();
            if (mine.get(i).equals(theirs.get(i))) {
                continue;
            }
            Map<String, AttributeValue> item = orEmpty(c.keywayBefore().item(guard.key()));
            if (!String.valueOf(mine.get(i)).startsWith("ValidationError") || !"None".equals(theirs.get(i))
                    || guard.targets().stream().noneMatch(path -> wrongParent(item, path))) {
                return false;
            }
            any = true;
        }
        return any && mine.stream().anyMatch(reason -> String.valueOf(reason).startsWith("ConditionalCheckFailed"));
    }

    /** Items without some attributes. */
    private static List<Map<String, AttributeValue>> without(List<Map<String, AttributeValue>> items, java.util.Set<String> names) {
        List<Map<String, AttributeValue>> result = new java.util.ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            Map<String, AttributeValue> copy = new java.util.LinkedHashMap<>(item);
            copy.keySet().removeAll(names);
            result.add(copy);
        }
        return result;
    }

    /** Adds the key of an update that only removes, on an item Keyway Local did not have before nor after. */
    private static void removingOnly(String expression, Map<String, AttributeValue> key, Case c, java.util.Set<String> keys) {
        if (!expression.matches("(?s).*\\b(SET|ADD)\\b.*") && c.keywayBefore().item(key) == null
                && c.keywayAfter().item(key) == null) {
            keys.add(Canonical.item(key));
        }
    }

    /** Whether a path runs through a value of the wrong type: a key under a non-map, an index under a non-list. */
    static boolean wrongParent(Map<String, AttributeValue> item, Expr.Path path) {
        AttributeValue current = item.get(path.attribute());
        List<Object> elements = path.elements();
        for (int i = 1; i < elements.size(); i++) {
            if (current == null) {
                return false;
            }
            Object element = elements.get(i);
            if (element instanceof Integer index) {
                if (!current.hasL()) {
                    return true;
                }
                current = index < current.l().size() ? current.l().get(index) : null;
            } else {
                if (!current.hasM()) {
                    return true;
                }
                current = current.m().get((String) element);
            }
        }
        return false;
    }

    private static Map<String, AttributeValue> orEmpty(Map<String, AttributeValue> item) {
        return item == null ? Map.of() : item;
    }
}
