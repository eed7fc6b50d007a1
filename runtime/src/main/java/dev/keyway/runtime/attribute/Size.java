package dev.keyway.runtime.attribute;

import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The size of an attribute ({@code size(...)} in DynamoDB), to compare with a number. */
public final class Size {

    private final String attribute;

    Size(String attribute) {
        this.attribute = attribute;
    }

    public Condition eq(int size) {
        return compare("=", size);
    }

    public Condition ne(int size) {
        return compare("<>", size);
    }

    public Condition lt(int size) {
        return compare("<", size);
    }

    public Condition le(int size) {
        return compare("<=", size);
    }

    public Condition gt(int size) {
        return compare(">", size);
    }

    public Condition ge(int size) {
        return compare(">=", size);
    }

    private Condition compare(String operator, int size) {
        AttributeValue value = AttributeValue.fromN(Integer.toString(size));
        return expressions -> "size(" + expressions.name(attribute) + ") " + operator + " " + expressions.value(value);
    }
}
