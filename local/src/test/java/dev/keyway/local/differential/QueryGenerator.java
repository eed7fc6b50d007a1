package dev.keyway.local.differential;

import dev.keyway.local.differential.TableDesign.IndexDesign;
import dev.keyway.local.differential.TableDesign.KeyAttribute;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Random valid Query and Scan requests: every key condition operator, filters, Limit, both directions,
 * ExclusiveStartKey, Select COUNT, projections, GSIs and LSIs, parallel scans.
 */
final class QueryGenerator {

    private final Random random;
    private final Scenario scenario;
    private final String table;
    private final Values values;
    private final Conditions conditions;
    private final RequestGenerator.ReadGenerator reads;

    QueryGenerator(Random random, Scenario scenario, String table, Values values, Conditions conditions,
            RequestGenerator.ReadGenerator reads) {
        this.random = random;
        this.scenario = scenario;
        this.table = table;
        this.values = values;
        this.conditions = conditions;
        this.reads = reads;
    }

    Step query() {
        TableDesign design = scenario.design();
        IndexDesign index = random.nextBoolean() ? reads.randomIndex() : null;
        KeyAttribute partition = index == null ? design.partition() : index.partition();
        KeyAttribute sort = index == null ? design.sort() : index.sort();
        Expr expr = new Expr(random);
        QueryRequest.Builder builder = QueryRequest.builder().tableName(table);
        StringBuilder feature = new StringBuilder("Query");
        if (index != null) {
            builder.indexName(index.name());
            feature.append(index.global() ? " GSI" : " LSI");
        }
        AttributeValue partitionValue = scenario.pickValue(partition.name(), random);
        String partitionCondition = expr.path(Expr.Path.of(partition.name())) + " = " + expr.value(partitionValue);
        // Multi-attribute keys (Developer Guide, "Multi-attribute keys pattern"): equality on every partition
        // attribute, then equality on a leading run of sort attributes before the one conditioned.
        Map<String, AttributeValue> partitionValues = new LinkedHashMap<>();
        partitionValues.put(partition.name(), partitionValue);
        if (index != null) {
            for (KeyAttribute more : index.morePartition()) {
                AttributeValue value = scenario.pickValue(more.name(), random);
                partitionValues.put(more.name(), value);
                partitionCondition += " AND " + expr.path(Expr.Path.of(more.name())) + " = " + expr.value(value);
            }
            if (sort != null && !index.moreSort().isEmpty() && random.nextBoolean()) {
                partitionCondition += " AND " + expr.path(Expr.Path.of(sort.name())) + " = "
                        + expr.value(scenario.pickValue(sort.name(), random));
                sort = index.moreSort().get(0);
                feature.append(" multi-attribute");
            }
        }
        String keyCondition = partitionCondition;
        boolean sortKeyConditioned = false;
        if (sort != null && random.nextInt(10) < 7) {
            sortKeyConditioned = true;
            String sortCondition = sortKeyCondition(expr, sort);
            feature.append(" sort-key ").append(sortCondition.contains("BETWEEN") ? "BETWEEN"
                    : sortCondition.startsWith("begins_with") ? "begins_with" : sortCondition.split(" ")[1]);
            keyCondition = random.nextInt(5) == 0 ? sortCondition + " AND " + partitionCondition
                    : partitionCondition + " AND " + sortCondition;
        }
        builder.keyConditionExpression(keyCondition);
        ConditionModel.Cond filter = null;
        Set<String> excluded = new LinkedHashSet<>(design.tableKeyNames());
        excluded.add(partition.name());
        if (sort != null) {
            excluded.add(sort.name());
        }
        if (index != null) {
            excluded.addAll(index.keyNames()); // a Query's filter may name no key attribute of its index
        }
        excluded.addAll(unprojected(index));
        if (random.nextInt(10) < 3 && filterable(excluded)) {
            filter = conditions.condition(2, excluded);
            builder.filterExpression(filter.render(expr));
            feature.append(" filter");
        }
        selectOrProject(builder::select, builder::projectionExpression, expr, index, feature);
        if (random.nextInt(10) < 4) {
            builder.limit(1 + random.nextInt(5));
            feature.append(" Limit");
        }
        if (random.nextBoolean()) {
            builder.scanIndexForward(random.nextBoolean());
        }
        if ((index == null || !index.global()) && random.nextInt(10) < 3) {
            builder.consistentRead(true);
        }
        // an ExclusiveStartKey outside the sort key condition is refused ("The provided starting key does not
        // match the range key predicate"): only without one
        if (index == null && sort != null && !sortKeyConditioned && random.nextInt(10) < 2) {
            Map<String, AttributeValue> start = new LinkedHashMap<>();
            start.put(partition.name(), partitionValue);
            start.put(sort.name(), scenario.pickValue(sort.name(), random));
            builder.exclusiveStartKey(start);
            feature.append(" ExclusiveStartKey");
        }
        QueryRequest request = builder.expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build();
        boolean totallyOrdered = scenario.totallyOrdered(index);
        String groupKey = sort == null ? null : sort.name(); // the sort attribute conditioned: runs of its values
        return new Step("Query", request, false, feature.toString(),
                client -> Observe.query(client, request, totallyOrdered, groupKey),
                Step.Model.read(filter, index == null ? null : index.name(), partitionValues));
    }

    private String sortKeyCondition(Expr expr, KeyAttribute sort) {
        String path = expr.path(Expr.Path.of(sort.name()));
        int roll = random.nextInt(sort.type() == ScalarAttributeType.N ? 6 : 7);
        if (roll == 5) {
            AttributeValue low = keyValue(sort);
            AttributeValue high = keyValue(sort);
            if (Canonical.compareScalars(low, high) > 0) {
                AttributeValue swap = low;
                low = high;
                high = swap;
            }
            return path + " BETWEEN " + expr.value(low) + " AND " + expr.value(high);
        }
        if (roll == 6) {
            return "begins_with(" + path + ", " + expr.value(nonEmptyPrefix(keyValue(sort))) + ")";
        }
        return path + " " + List.of("=", "<", "<=", ">", ">=").get(roll) + " " + expr.value(keyValue(sort));
    }

    /** A key condition value: from the key space mostly, a non-empty value of the type otherwise. */
    private AttributeValue keyValue(KeyAttribute key) {
        if (random.nextInt(4) != 0) {
            return scenario.pickValue(key.name(), random);
        }
        AttributeValue value = values.ofScalarType(key.type());
        boolean empty = (value.s() != null && value.s().isEmpty()) || (value.b() != null && value.b().asByteArrayUnsafe().length == 0);
        return empty ? scenario.pickValue(key.name(), random) : value;
    }

    private AttributeValue nonEmptyPrefix(AttributeValue value) {
        if (value.s() != null) {
            String s = value.s();
            int codePoints = s.codePointCount(0, s.length());
            return AttributeValue.fromS(s.substring(0, s.offsetByCodePoints(0, 1 + random.nextInt(codePoints))));
        }
        byte[] bytes = value.b().asByteArray();
        return AttributeValue.fromB(SdkBytes.fromByteArray(java.util.Arrays.copyOf(bytes, 1 + random.nextInt(bytes.length))));
    }

    Step scan() {
        IndexDesign index = random.nextInt(10) < 3 ? reads.randomIndex() : null;
        Expr expr = new Expr(random);
        ScanRequest.Builder builder = ScanRequest.builder().tableName(table);
        StringBuilder feature = new StringBuilder("Scan");
        if (index != null) {
            builder.indexName(index.name());
            feature.append(index.global() ? " GSI" : " LSI");
        }
        ConditionModel.Cond filter = null;
        Set<String> excluded = unprojected(index);
        if (random.nextInt(10) < 4 && filterable(excluded)) {
            filter = conditions.condition(2, excluded);
            builder.filterExpression(filter.render(expr));
            feature.append(" filter");
        }
        selectOrProject(builder::select, builder::projectionExpression, expr, index, feature);
        if (random.nextInt(10) < 3) {
            builder.limit(1 + random.nextInt(6));
            feature.append(" Limit");
        }
        if (random.nextInt(4) == 0) {
            builder.totalSegments(2 + random.nextInt(3)).segment(0);
            feature.append(" parallel");
        }
        if ((index == null || !index.global()) && random.nextInt(10) < 2) {
            builder.consistentRead(true);
        }
        ScanRequest request = builder.expressionAttributeNames(expr.names()).expressionAttributeValues(expr.values()).build();
        return new Step("Scan", request, false, feature.toString(), client -> Observe.scan(client, request),
                Step.Model.read(filter, index == null ? null : index.name(), Map.of()));
    }

    /**
     * The attributes a filter on a global index must not name: those it does not project (DynamoDB refuses them:
     * "Secondary index ... does not project one or more filter attributes"). A local index fetches them.
     */
    private Set<String> unprojected(IndexDesign index) {
        Set<String> names = new LinkedHashSet<>();
        if (index == null || !index.global() || index.projection() == ProjectionType.ALL) {
            return names;
        }
        Set<String> projected = new LinkedHashSet<>(scenario.design().tableKeyNames());
        projected.addAll(index.keyNames());
        if (index.projection() == ProjectionType.INCLUDE) {
            projected.addAll(index.included());
        }
        scenario.design().allKeyAttributes().keySet().forEach(names::add);
        for (DataSlot slot : DataSlot.values()) {
            names.add(slot.attributeName());
        }
        names.removeAll(projected);
        return names;
    }

    /** Whether a filter can name anything at all. */
    private boolean filterable(Set<String> excluded) {
        Set<String> names = new LinkedHashSet<>(scenario.design().allKeyAttributes().keySet());
        for (DataSlot slot : DataSlot.values()) {
            names.add(slot.attributeName());
        }
        names.removeAll(excluded);
        return !names.isEmpty();
    }

    /** Select COUNT, a projection, Select ALL_PROJECTED_ATTRIBUTES on an index, or nothing. */
    private void selectOrProject(java.util.function.Consumer<Select> select, java.util.function.Consumer<String> project,
            Expr expr, IndexDesign index, StringBuilder feature) {
        int roll = random.nextInt(20);
        if (roll < 2) {
            select.accept(Select.COUNT);
            feature.append(" COUNT");
        } else if (roll < 7) {
            project.accept(reads.projection(expr, index));
            feature.append(" projection");
        } else if (roll < 8 && index != null) {
            select.accept(Select.ALL_PROJECTED_ATTRIBUTES);
            feature.append(" ALL_PROJECTED_ATTRIBUTES");
        } else if (roll < 9 && index != null && (!index.global() || index.projection() == ProjectionType.ALL)) {
            select.accept(Select.ALL_ATTRIBUTES);
            feature.append(" ALL_ATTRIBUTES");
        }
    }
}
