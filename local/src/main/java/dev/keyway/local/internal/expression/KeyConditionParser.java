package dev.keyway.local.internal.expression;

import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.value.AttributeValues;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Parses a Query's {@code KeyConditionExpression} (API Reference, Query, KeyConditionExpression):
 * conditions joined by AND, equality on every partition key attribute, and on the sort key attributes
 * {@code = < <= > >= BETWEEN begins_with} (Developer Guide, multi-attribute keys: equality on a leading
 * run of sort attributes and at most one range condition on the next).
 */
final class KeyConditionParser extends ConditionParser {

    private static final String PARAMETER = "KeyConditionExpression";

    /** One key condition, normalised to {@code attribute <operator> values}. */
    record KeyTerm(String attribute, String operator, List<AttributeValue> values) {

        boolean matches(AttributeValue value) {
            if (value == null) {
                return false;
            }
            switch (operator) {
                case "=":
                    return AttributeValues.sameValue(value, values.get(0));
                case "begins_with":
                    return Functions.beginsWith(value, values.get(0));
                case "BETWEEN":
                    Integer low = Functions.order(value, values.get(0));
                    Integer high = Functions.order(value, values.get(1));
                    return low != null && high != null && low >= 0 && high <= 0;
                default:
                    Integer order = Functions.order(value, values.get(0));
                    if (order == null) {
                        return false;
                    }
                    switch (operator) {
                        case "<":
                            return order < 0;
                        case "<=":
                            return order <= 0;
                        case ">":
                            return order > 0;
                        default:
                            return order >= 0;
                    }
            }
        }
    }

    private KeyConditionParser(String source, ExpressionContext context) {
        super(source, PARAMETER, context);
    }

    static KeyCondition parse(String expression, ExpressionContext context, List<String> partitionAttributes,
            List<String> sortAttributes, Map<String, ScalarAttributeType> keyTypes) {
        KeyConditionParser parser = new KeyConditionParser(expression, context);
        ConditionNode root = parser.parseTree();
        List<KeyTerm> terms = new ArrayList<>();
        parser.collect(root, terms);
        return parser.build(terms, partitionAttributes, sortAttributes, keyTypes);
    }

    private static ServiceError invalidOperator(String operator) {
        return ServiceError.validation("Invalid operator used in KeyConditionExpression: " + operator);
    }

    private static ServiceError notSupported() {
        return ServiceError.validation("Query key condition not supported");
    }

    /** Walks the AND tree in written order, checking each condition as DynamoDB does. */
    private void collect(ConditionNode node, List<KeyTerm> terms) {
        if (node instanceof ConditionNode.And) {
            collect(((ConditionNode.And) node).left, terms);
            collect(((ConditionNode.And) node).right, terms);
        } else if (node instanceof ConditionNode.Or) {
            throw invalidOperator("OR");
        } else if (node instanceof ConditionNode.Not) {
            throw invalidOperator("NOT");
        } else if (node instanceof ConditionNode.In) {
            throw invalidOperator("IN");
        } else if (node instanceof ConditionNode.Comparison) {
            terms.add(comparison((ConditionNode.Comparison) node));
        } else if (node instanceof ConditionNode.Between) {
            terms.add(between((ConditionNode.Between) node));
        } else {
            terms.add(function(((ConditionNode.FunctionCall) node).call));
        }
    }

    private KeyTerm comparison(ConditionNode.Comparison comparison) {
        String operator = comparison.operator.text();
        if ("<>".equals(operator)) {
            throw invalidOperator(operator);
        }
        Operand left = comparison.left;
        Operand right = comparison.right;
        rejectCalls(left, right);
        resolveAll(List.of(left, right));
        if (left instanceof Operand.Value && right instanceof Operand.Path) {
            // ":v < sk" is "sk > :v"
            Operand swap = left;
            left = right;
            right = swap;
            operator = mirror(operator);
        }
        if (!(left instanceof Operand.Path) || !(right instanceof Operand.Value)) {
            throw notSupported();
        }
        if (!"=".equals(operator)) {
            orderable(comparison.operator.text(), right);
        }
        return new KeyTerm(attribute((Operand.Path) left), operator, List.of(((Operand.Value) right).value));
    }

    private static String mirror(String operator) {
        switch (operator) {
            case "<":
                return ">";
            case "<=":
                return ">=";
            case ">":
                return "<";
            case ">=":
                return "<=";
            default:
                return operator;
        }
    }

    private KeyTerm between(ConditionNode.Between between) {
        rejectCalls(between.value, between.low, between.high);
        resolveAll(List.of(between.value, between.low, between.high));
        if (!(between.value instanceof Operand.Path) || !(between.low instanceof Operand.Value)
                || !(between.high instanceof Operand.Value)) {
            throw notSupported();
        }
        orderable("BETWEEN", between.low, between.high);
        checkBounds(between);
        return new KeyTerm(attribute((Operand.Path) between.value), "BETWEEN",
                List.of(((Operand.Value) between.low).value, ((Operand.Value) between.high).value));
    }

    private KeyTerm function(Operand.Call call) {
        String name = call.name();
        if (!"begins_with".equals(name)) {
            throw invalidOperator(name);
        }
        rejectCalls(call.arguments.toArray(new Operand[0]));
        resolveAll(call.arguments);
        if (call.arguments.size() != 2) {
            throw operandCount(name, call.arguments.size());
        }
        Operand path = call.arguments.get(0);
        Operand prefix = call.arguments.get(1);
        if (!(path instanceof Operand.Path) || !(prefix instanceof Operand.Value)) {
            throw notSupported();
        }
        String type = prefix.staticType();
        if (!"S".equals(type) && !"B".equals(type)) {
            throw operandType(name, type);
        }
        return new KeyTerm(attribute((Operand.Path) path), name, List.of(((Operand.Value) prefix).value));
    }

    private static void rejectCalls(Operand... operands) {
        for (Operand operand : operands) {
            if (operand instanceof Operand.Call) {
                throw invalidOperator(((Operand.Call) operand).name());
            }
        }
    }

    private String attribute(Operand.Path path) {
        if (path.path.isNested()) {
            throw error("KeyConditionExpressions cannot have conditions on nested attributes");
        }
        return path.path.head();
    }

    private KeyCondition build(List<KeyTerm> terms, List<String> partitionAttributes, List<String> sortAttributes,
            Map<String, ScalarAttributeType> keyTypes) {
        Map<String, KeyTerm> byAttribute = new LinkedHashMap<>();
        for (KeyTerm term : terms) {
            if (byAttribute.putIfAbsent(term.attribute(), term) != null) {
                throw error("KeyConditionExpressions must only contain one condition per key");
            }
        }
        int keyAttributes = partitionAttributes.size() + sortAttributes.size();
        if (terms.size() > keyAttributes) {
            throw ServiceError.validation("The number of query conditions (" + terms.size()
                    + ") exceeds the number of key attributes defined in the schema (" + keyAttributes + ")");
        }
        for (String attribute : partitionAttributes) {
            if (!byAttribute.containsKey(attribute)) {
                throw missed(attribute);
            }
        }
        for (KeyTerm term : terms) {
            if (!partitionAttributes.contains(term.attribute()) && !sortAttributes.contains(term.attribute())) {
                // A condition on another attribute leaves some key attribute without one.
                for (String attribute : sortAttributes) {
                    if (!byAttribute.containsKey(attribute)) {
                        throw missed(attribute);
                    }
                }
                throw missed(term.attribute());
            }
        }
        Map<String, AttributeValue> partition = new LinkedHashMap<>();
        for (String attribute : partitionAttributes) {
            KeyTerm term = byAttribute.get(attribute);
            if (!"=".equals(term.operator())) {
                throw notSupported();
            }
            partition.put(attribute, term.values().get(0));
        }
        List<KeyTerm> sortTerms = sortTerms(byAttribute, sortAttributes);
        for (KeyTerm term : terms) {
            String expected = keyTypes.get(term.attribute()) == null ? null : keyTypes.get(term.attribute()).toString();
            for (AttributeValue value : term.values()) {
                if (expected != null && !expected.equals(AttributeValues.typeName(value))) {
                    throw ServiceError.validation(
                            "One or more parameter values were invalid: Condition parameter type does not match schema type");
                }
            }
        }
        for (Map.Entry<String, AttributeValue> entry : partition.entrySet()) {
            refuseEmpty(entry.getKey(), entry.getValue());
        }
        // Sort key values may not be empty either, whatever the operator: DynamoDB answers "sk > :after"
        // with :after = "" with the same message as for a partition key (quoted by users hitting it).
        for (KeyTerm term : sortTerms) {
            for (AttributeValue value : term.values()) {
                refuseEmpty(term.attribute(), value);
            }
        }
        return new ParsedKeyCondition(partition, sortTerms);
    }

    /** A key attribute's string or binary value in a key condition must not be empty. */
    private static void refuseEmpty(String attribute, AttributeValue value) {
        boolean emptyString = value.s() != null && value.s().isEmpty();
        if (emptyString || (value.b() != null && value.b().asByteArrayUnsafe().length == 0)) {
            throw ServiceError.validation("One or more parameter values are not valid. The AttributeValue for a key "
                    + "attribute cannot contain an empty " + (emptyString ? "string" : "binary") + " value. Key: "
                    + attribute);
        }
    }

    /**
     * The sort conditions in key schema order: they must cover a leading run of the sort attributes,
     * and all but the last must be equalities.
     */
    private static List<KeyTerm> sortTerms(Map<String, KeyTerm> byAttribute, List<String> sortAttributes) {
        int last = -1;
        for (int i = 0; i < sortAttributes.size(); i++) {
            if (byAttribute.containsKey(sortAttributes.get(i))) {
                last = i;
            }
        }
        List<String> lacking = new ArrayList<>();
        List<KeyTerm> sortTerms = new ArrayList<>();
        for (int i = 0; i <= last; i++) {
            KeyTerm term = byAttribute.get(sortAttributes.get(i));
            if (i < last && (term == null || !"=".equals(term.operator()))) {
                lacking.add(sortAttributes.get(i));
            }
            if (term != null) {
                sortTerms.add(term);
            }
        }
        if (!lacking.isEmpty()) {
            throw ServiceError.validation("RANGE key attributes " + String.join(", ", lacking)
                    + " must have equality conditions specified in the query because a condition is present on key attribute "
                    + sortAttributes.get(last));
        }
        return sortTerms;
    }

    private static ServiceError missed(String attribute) {
        return ServiceError.validation("Query condition missed key schema element: " + attribute);
    }

    /** The parsed key condition the engine queries with. */
    private static final class ParsedKeyCondition implements KeyCondition {
        private final Map<String, AttributeValue> partition;
        private final List<KeyTerm> sortTerms;

        ParsedKeyCondition(Map<String, AttributeValue> partition, List<KeyTerm> sortTerms) {
            this.partition = java.util.Collections.unmodifiableMap(partition);
            this.sortTerms = List.copyOf(sortTerms);
        }

        @Override
        public Map<String, AttributeValue> partition() {
            return partition;
        }

        @Override
        public boolean sortMatches(Map<String, AttributeValue> item) {
            for (KeyTerm term : sortTerms) {
                if (!term.matches(item.get(term.attribute()))) {
                    return false;
                }
            }
            return true;
        }
    }
}
