package dev.keyway.local.differential;

import dev.keyway.local.differential.ConditionModel.Cond;
import dev.keyway.local.differential.ConditionModel.Guard;
import dev.keyway.local.differential.Expr.Path;
import dev.keyway.local.differential.TableDesign.IndexDesign;
import dev.keyway.local.differential.TableDesign.KeyAttribute;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteRequest;
import software.amazon.awssdk.services.dynamodb.model.Get;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Random valid requests over one table's small key space: item writes with conditions and every
 * ReturnValues, reads with projections, Query and Scan (see {@link ReadGenerator}), batches and
 * transactions with failing conditions.
 */
final class RequestGenerator {

    private final Random random;
    private final Scenario scenario;
    private final String table;
    private final Values values;
    private final Conditions conditions;
    private final Updates updates;
    private final ReadGenerator reads;

    RequestGenerator(Random random, Scenario scenario, String table) {
        this.random = random;
        this.scenario = scenario;
        this.table = table;
        this.values = new Values(random);
        this.conditions = new Conditions(random, values, scenario);
        this.updates = new Updates(random, values, scenario);
        this.reads = new ReadGenerator(random, scenario, table, values, conditions);
    }

    Step next() {
        int roll = random.nextInt(100);
        if (roll < 18) {
            return put();
        } else if (roll < 42) {
            return update();
        } else if (roll < 50) {
            return delete();
        } else if (roll < 60) {
            return reads.get();
        } else if (roll < 74) {
            return reads.query();
        } else if (roll < 80) {
            return reads.scan();
        } else if (roll < 86) {
            return batchWrite();
        } else if (roll < 91) {
            return reads.batchGet();
        } else if (roll < 98) {
            return transactWrite();
        }
        return reads.transactGet();
    }

    /** A random item on a key of the key space: index keys present or absent, a random set of slots. */
    Map<String, AttributeValue> item() {
        Map<String, AttributeValue> item = scenario.randomKey(random);
        for (KeyAttribute key : scenario.design().indexOnlyKeyAttributes()) {
            if (random.nextInt(4) != 0) {
                item.put(key.name(), scenario.pickValue(key.name(), random));
            }
        }
        for (DataSlot slot : DataSlot.values()) {
            // the counter, the list and the map are usually there, so that arithmetic and nested paths mostly apply
            boolean usual = slot == DataSlot.COUNTER || slot == DataSlot.LIST || slot == DataSlot.MAP;
            if (random.nextInt(10) < (usual ? 8 : 5)) {
                item.put(slot.attributeName(), values.forSlot(slot));
            }
        }
        return item;
    }

    private Step put() {
        Expr expr = new Expr(random);
        List<Path> targets = List.of();
        List<Path> removed = List.of();
        Map<String, AttributeValue> item = item();
        PutItemRequest.Builder builder = PutItemRequest.builder().tableName(table).item(item);
        String feature = "PutItem";
        Cond condition = random.nextInt(10) < 4 ? conditions.condition(2, Set.of()) : null;
        List<Guard> guards = List.of(new Guard(0, scenario.keyOf(item), condition));
        if (condition != null) {
            builder.conditionExpression(condition.render(expr));
            feature += " condition";
            if (random.nextBoolean()) {
                builder.returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
            }
        }
        ReturnValue returnValue = pickReturnValue(List.of(ReturnValue.NONE, ReturnValue.ALL_OLD));
        builder.returnValues(returnValue).expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values());
        PutItemRequest request = builder.build();
        return new Step("PutItem", request, true, feature, client -> {
            var response = client.putItem(request);
            return Observation.ok().field("Attributes", Observe.attributes(response.hasAttributes(), response.attributes()));
        }, Step.Model.guarded(guards, targets, removed));
    }

    private Step update() {
        Expr expr = new Expr(random);
        Map<String, AttributeValue> key = scenario.randomKey(random);
        List<Path> targets = new ArrayList<>();
        UpdateItemRequest.Builder builder = UpdateItemRequest.builder().tableName(table).key(key)
                .updateExpression(updates.update(expr, targets));
        List<Path> removed = updates.removed();
        String feature = "UpdateItem";
        Cond condition = random.nextInt(10) < 4 ? conditions.condition(2, Set.of()) : null;
        List<Guard> guards = List.of(new Guard(0, key, condition));
        if (condition != null) {
            builder.conditionExpression(condition.render(expr));
            feature += " condition";
            if (random.nextBoolean()) {
                builder.returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
            }
        }
        builder.returnValues(pickReturnValue(List.of(ReturnValue.NONE, ReturnValue.ALL_OLD, ReturnValue.UPDATED_OLD,
                ReturnValue.ALL_NEW, ReturnValue.UPDATED_NEW)));
        UpdateItemRequest request = builder.expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build();
        return new Step("UpdateItem", request, true, feature, client -> {
            var response = client.updateItem(request);
            return Observation.ok().field("Attributes", Observe.attributes(response.hasAttributes(), response.attributes()));
        }, Step.Model.guarded(guards, targets, removed));
    }

    private Step delete() {
        Expr expr = new Expr(random);
        List<Path> targets = List.of();
        List<Path> removed = List.of();
        Map<String, AttributeValue> key = scenario.randomKey(random);
        DeleteItemRequest.Builder builder = DeleteItemRequest.builder().tableName(table).key(key);
        String feature = "DeleteItem";
        Cond condition = random.nextInt(10) < 4 ? conditions.condition(2, Set.of()) : null;
        List<Guard> guards = List.of(new Guard(0, key, condition));
        if (condition != null) {
            builder.conditionExpression(condition.render(expr));
            feature += " condition";
            if (random.nextBoolean()) {
                builder.returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD);
            }
        }
        builder.returnValues(pickReturnValue(List.of(ReturnValue.NONE, ReturnValue.ALL_OLD)));
        DeleteItemRequest request = builder.expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build();
        return new Step("DeleteItem", request, true, feature, client -> {
            var response = client.deleteItem(request);
            return Observation.ok().field("Attributes", Observe.attributes(response.hasAttributes(), response.attributes()));
        }, Step.Model.guarded(guards, targets, removed));
    }

    private Step batchWrite() {
        List<WriteRequest> writes = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        int size = 1 + random.nextInt(6);
        for (int i = 0; i < size * 2 && writes.size() < size; i++) {
            Map<String, AttributeValue> item = item();
            if (!keys.add(Canonical.item(scenario.keyOf(item)))) {
                continue;
            }
            writes.add(random.nextInt(10) < 7
                    ? WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build()
                    : WriteRequest.builder().deleteRequest(DeleteRequest.builder().key(scenario.keyOf(item)).build()).build());
        }
        BatchWriteItemRequest request = BatchWriteItemRequest.builder().requestItems(Map.of(table, writes)).build();
        return new Step("BatchWriteItem", request, true, "BatchWriteItem", client -> Observe.batchWrite(client, request));
    }

    private Step transactWrite() {
        List<TransactWriteItem> actions = new ArrayList<>();
        Set<String> keys = new HashSet<>();
        int size = 1 + random.nextInt(4);
        boolean conditioned = false;
        List<Guard> guards = new ArrayList<>();
        for (int i = 0; i < size * 2 && actions.size() < size; i++) {
            Map<String, AttributeValue> item = item();
            Map<String, AttributeValue> key = scenario.keyOf(item);
            if (!keys.add(Canonical.item(key))) {
                continue;
            }
            Expr expr = new Expr(random);
            Cond tree = random.nextInt(10) < 5 ? conditions.condition(1, Set.of()) : null;
            List<Path> targets = new ArrayList<>();
            guards.add(new Guard(actions.size(), key, tree, targets));
            String condition = tree == null ? null : tree.render(expr);
            ReturnValuesOnConditionCheckFailure onFailure = random.nextInt(10) < 3
                    ? ReturnValuesOnConditionCheckFailure.ALL_OLD : null;
            int kind = random.nextInt(10);
            TransactWriteItem action;
            if (kind < 4) {
                action = TransactWriteItem.builder().put(Put.builder().tableName(table).item(item).conditionExpression(condition)
                        .returnValuesOnConditionCheckFailure(onFailure)
                        .expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build()).build();
            } else if (kind < 7) {
                String update = updates.update(expr, targets);
                action = TransactWriteItem.builder().update(Update.builder().tableName(table).key(key).updateExpression(update)
                        .conditionExpression(condition).returnValuesOnConditionCheckFailure(onFailure)
                        .expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build()).build();
            } else if (kind < 9 || condition == null) {
                action = TransactWriteItem.builder().delete(Delete.builder().tableName(table).key(key).conditionExpression(condition)
                        .returnValuesOnConditionCheckFailure(onFailure)
                        .expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build()).build();
            } else {
                action = TransactWriteItem.builder().conditionCheck(ConditionCheck.builder().tableName(table).key(key)
                        .conditionExpression(condition).returnValuesOnConditionCheckFailure(onFailure)
                        .expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build()).build();
            }
            conditioned |= condition != null;
            actions.add(action);
        }
        TransactWriteItemsRequest request = TransactWriteItemsRequest.builder().transactItems(actions).build();
        return new Step("TransactWriteItems", request, true, "TransactWriteItems" + (conditioned ? " condition" : ""),
                client -> {
                    client.transactWriteItems(request);
                    return Observation.ok();
                }, Step.Model.guarded(guards, List.of(), List.of()));
    }

    private ReturnValue pickReturnValue(List<ReturnValue> options) {
        return random.nextInt(5) == 0 ? null : values.pick(options);
    }

    /** Reads: GetItem, Query, Scan, BatchGetItem and TransactGetItems, with projections. */
    static final class ReadGenerator {
        private final Random random;
        private final Scenario scenario;
        private final String table;
        private final Values values;
        private final Conditions conditions;
        private final QueryGenerator queries;

        ReadGenerator(Random random, Scenario scenario, String table, Values values, Conditions conditions) {
            this.random = random;
            this.scenario = scenario;
            this.table = table;
            this.values = values;
            this.conditions = conditions;
            this.queries = new QueryGenerator(random, scenario, table, values, conditions, this);
        }

        Step get() {
            Expr expr = new Expr(random);
            GetItemRequest.Builder builder = GetItemRequest.builder().tableName(table).key(scenario.randomKey(random))
                    .consistentRead(random.nextBoolean() ? Boolean.TRUE : null);
            String feature = "GetItem";
            if (random.nextInt(10) < 4) {
                builder.projectionExpression(projection(expr));
                feature += " projection";
            }
            GetItemRequest request = builder.expressionAttributeNames(expr.names()).build();
            return new Step("GetItem", request, false, feature, client -> {
                var response = client.getItem(request);
                boolean found = response.hasItem() && !response.item().isEmpty();
                return Observation.ok().field("Item", found ? Canonical.item(response.item()) : "<none>")
                        .items(found ? List.of(response.item()) : List.of());
            });
        }

        Step query() {
            return queries.query();
        }

        Step scan() {
            return queries.scan();
        }

        Step batchGet() {
            Expr expr = new Expr(random);
            List<Map<String, AttributeValue>> keys = distinctKeys(1 + random.nextInt(8));
            KeysAndAttributes.Builder builder = KeysAndAttributes.builder().keys(keys)
                    .consistentRead(random.nextBoolean() ? Boolean.TRUE : null);
            String feature = "BatchGetItem";
            if (random.nextInt(10) < 3) {
                builder.projectionExpression(projection(expr)).expressionAttributeNames(expr.names());
                feature += " projection";
            }
            BatchGetItemRequest request = BatchGetItemRequest.builder().requestItems(Map.of(table, builder.build())).build();
            return new Step("BatchGetItem", request, false, feature, client -> Observe.batchGet(client, request));
        }

        Step transactGet() {
            List<TransactGetItem> gets = new ArrayList<>();
            for (Map<String, AttributeValue> key : distinctKeys(1 + random.nextInt(5))) {
                Expr expr = new Expr(random);
                String projection = random.nextInt(10) < 3 ? projection(expr) : null;
                gets.add(TransactGetItem.builder().get(Get.builder().tableName(table).key(key).projectionExpression(projection)
                        .expressionAttributeNames(expr.names()).build()).build());
            }
            TransactGetItemsRequest request = TransactGetItemsRequest.builder().transactItems(gets).build();
            return new Step("TransactGetItems", request, false, "TransactGetItems", client -> Observe.transactGet(client, request));
        }

        private List<Map<String, AttributeValue>> distinctKeys(int wanted) {
            int size = Math.min(wanted, scenario.keyCount());
            Map<String, Map<String, AttributeValue>> keys = new LinkedHashMap<>();
            while (keys.size() < size) {
                Map<String, AttributeValue> key = scenario.randomKey(random);
                keys.putIfAbsent(Canonical.item(key), key);
            }
            return new ArrayList<>(keys.values());
        }

        String projection(Expr expr) {
            return projection(expr, null);
        }

        /**
         * One to four paths, none overlapping another: keys, slots, nested paths, a never-written name; on a
         * global index that does not project everything, only what it projects (DynamoDB refuses the others:
         * "Global secondary index ... does not project [...]").
         */
        String projection(Expr expr, IndexDesign index) {
            List<Path> candidates = new ArrayList<>();
            scenario.design().allKeyAttributes().keySet().forEach(name -> candidates.add(Path.of(name)));
            for (DataSlot slot : DataSlot.values()) {
                candidates.add(Path.of(slot.attributeName()));
            }
            candidates.add(Path.of("m", "a"));
            candidates.add(Path.of("m", "c", "d"));
            candidates.add(Path.of("l", 0));
            candidates.add(Path.of("l", 2));
            candidates.add(Path.of("never_written"));
            if (index != null && index.global() && index.projection() != ProjectionType.ALL) {
                List<String> projected = new ArrayList<>(scenario.design().tableKeyNames());
                projected.addAll(index.keyNames());
                if (index.projection() == ProjectionType.INCLUDE) {
                    projected.addAll(index.included());
                }
                candidates.removeIf(path -> !projected.contains(path.attribute()));
            }
            List<Path> chosen = new ArrayList<>();
            int size = 1 + random.nextInt(4);
            for (int i = 0; i < size * 3 && chosen.size() < size; i++) {
                Path path = candidates.get(random.nextInt(candidates.size()));
                if (!Path.overlapsAny(path, chosen)) {
                    chosen.add(path);
                }
            }
            List<String> rendered = new ArrayList<>();
            chosen.forEach(path -> rendered.add(expr.path(path)));
            return String.join(", ", rendered);
        }

        IndexDesign randomIndex() {
            List<IndexDesign> indexes = scenario.design().indexes();
            return indexes.isEmpty() ? null : indexes.get(random.nextInt(indexes.size()));
        }
    }
}
