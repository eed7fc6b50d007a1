package dev.keyway.local.internal.expression;

import static dev.keyway.local.internal.expression.Values.map;
import static dev.keyway.local.internal.expression.Values.names;
import static dev.keyway.local.internal.expression.Values.refused;
import static dev.keyway.local.internal.expression.Values.s;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class ExpressionContextTest {

    @Test
    @DisplayName("API Reference: ExpressionAttributeNames and ExpressionAttributeValues must not be empty")
    void emptyMaps() {
        refused("ExpressionAttributeNames must not be empty", () -> new ExpressionContext(Map.of(), null));
        refused("ExpressionAttributeValues must not be empty", () -> new ExpressionContext(null, Map.of()));
    }

    @Test
    @DisplayName("Expression attribute names begin with #, values with :")
    void keySyntax() {
        refused("ExpressionAttributeNames contains invalid key: Syntax error; key: \"n\"",
                () -> new ExpressionContext(names("n", "a"), null));
        refused("ExpressionAttributeNames contains invalid key: Syntax error; key: \"#\"",
                () -> new ExpressionContext(names("#", "a"), null));
        refused("ExpressionAttributeValues contains invalid key: Syntax error; key: \"v\"",
                () -> new ExpressionContext(null, map("v", s("x"))));
        refused("ExpressionAttributeValues contains invalid key: Syntax error; key: \":a-b\"",
                () -> new ExpressionContext(null, map(":a-b", s("x"))));
    }

    @Test
    @DisplayName("Expression attribute values are checked like item values")
    void valuesChecked() {
        refused("Supplied AttributeValue is empty, must contain exactly one of the supported datatypes",
                () -> new ExpressionContext(null, map(":v", AttributeValue.builder().build())));
        refused("The parameter cannot be converted to a numeric value: x",
                () -> new ExpressionContext(null, map(":v", Values.n("x"))));
    }

    @Test
    @DisplayName("Every name and value offered must be used by an expression of the request")
    void unused() {
        ExpressionContext names = new ExpressionContext(names("#a", "a", "#b", "b"), null);
        Condition.parse("attribute_exists(#a)", names, "ConditionExpression");
        refused("Value provided in ExpressionAttributeNames unused in expressions: keys: {#b}", names::requireAllUsed);

        ExpressionContext values = new ExpressionContext(null, map(":v", s("x"), ":w", s("y"), ":z", s("z")));
        Condition.parse("a = :v", values, "ConditionExpression");
        refused("Value provided in ExpressionAttributeValues unused in expressions: keys: {:w, :z}", values::requireAllUsed);
    }

    @Test
    @DisplayName("Names and values may be shared by several expressions of one request")
    void sharedAcrossExpressions() {
        ExpressionContext context = new ExpressionContext(names("#a", "a"), map(":v", s("x")));
        Condition.parse("#a = :v", context, "ConditionExpression");
        Update.parse("SET #a = :v", context);
        context.requireAllUsed();
        ExpressionContext.empty().requireAllUsed();
    }

    @Test
    @DisplayName("TransactWriteItems and Scan (DynamoDB's older validation) name the key of an invalid value: "
            + "\"ExpressionAttributeValues contains invalid value: ... for key :v\"")
    void invalidValueKeyNamed() {
        refused("ExpressionAttributeValues contains invalid value: One or more parameter values were invalid: "
                + "An string set  may not be empty for key :v",
                () -> ExpressionContext.namingInvalidValueKeys(null, map(":v", AttributeValue.fromSs(java.util.List.of()))));
        refused("One or more parameter values were invalid: An string set  may not be empty",
                () -> new ExpressionContext(null, map(":v", AttributeValue.fromSs(java.util.List.of()))));
        // Errors about the keys themselves are not wrapped.
        refused("ExpressionAttributeValues contains invalid key: Syntax error; key: \"v\"",
                () -> ExpressionContext.namingInvalidValueKeys(null, map("v", s("x"))));
    }
}
