package dev.keyway.local.differential;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.local.differential.ConditionModel.Between;
import dev.keyway.local.differential.ConditionModel.Compare;
import dev.keyway.local.differential.ConditionModel.Cond;
import dev.keyway.local.differential.ConditionModel.Contains;
import dev.keyway.local.differential.ConditionModel.PathOperand;
import dev.keyway.local.differential.ConditionModel.SizeOperand;
import dev.keyway.local.differential.ConditionModel.Truth;
import dev.keyway.local.differential.ConditionModel.ValueOperand;
import dev.keyway.local.differential.Expr.Path;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The two readings of conditions that decide whether a difference is moto's, on the cases they exist for. */
class ConditionReadingsTest {

    private static final Map<String, AttributeValue> ITEM = Map.of(
            "n", AttributeValue.fromN("0"),
            "f", AttributeValue.fromBool(true),
            "z", AttributeValue.fromNul(true),
            "s", AttributeValue.fromS("é𝄞"),
            "b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {1, 2, 3})));

    private static Cond compare(String path, String comparator, AttributeValue value) {
        return new Compare(new PathOperand(Path.of(path)), comparator, new ValueOperand(value));
    }

    private static void readings(Cond condition, Truth dynamo, Truth moto) {
        assertEquals(dynamo, DynamoSemantics.evaluate(condition, ITEM), "DynamoDB's reading");
        assertEquals(moto, MotoSemantics.evaluate(condition, ITEM), "moto's reading");
    }

    @Test
    @DisplayName("Developer Guide, comparisons: a missing attribute equals nothing (moto: None == None)")
    void missingAttributes() {
        readings(new Compare(new PathOperand(Path.of("x")), "=", new PathOperand(Path.of("y"))), Truth.FALSE, Truth.TRUE);
        readings(compare("x", "=", AttributeValue.fromNul(true)), Truth.FALSE, Truth.TRUE);
        readings(compare("x", "<>", AttributeValue.fromS("a")), Truth.TRUE, Truth.TRUE);
    }

    @Test
    @DisplayName("Developer Guide, comparisons: values of different types are not equal (moto: True == 1)")
    void booleansAreNotNumbers() {
        readings(compare("f", "=", AttributeValue.fromN("1")), Truth.FALSE, Truth.TRUE);
        readings(compare("f", "<", AttributeValue.fromN("5")), Truth.FALSE, Truth.TRUE);
        readings(compare("s", "<", AttributeValue.fromN("5")), Truth.FALSE, Truth.CRASH);
    }

    @Test
    @DisplayName("Developer Guide, BETWEEN: 0 lies between -1 and 1 (moto: 0 is falsy)")
    void betweenZero() {
        readings(new Between(new PathOperand(Path.of("n")), new ValueOperand(AttributeValue.fromN("-1")),
                new ValueOperand(AttributeValue.fromN("1"))), Truth.TRUE, Truth.FALSE);
    }

    @Test
    @DisplayName("size(): UTF-16 code units of a string, bytes of a binary; a missing attribute fails the comparison")
    void sizes() {
        Cond stringSize = new Compare(new SizeOperand(Path.of("s")), "=", new ValueOperand(AttributeValue.fromN("3")));
        readings(stringSize, Truth.TRUE, Truth.FALSE);
        Cond binarySize = new Compare(new SizeOperand(Path.of("b")), "=", new ValueOperand(AttributeValue.fromN("3")));
        readings(binarySize, Truth.TRUE, Truth.TRUE);
        Cond missing = new Compare(new SizeOperand(Path.of("x")), ">", new ValueOperand(AttributeValue.fromN("0")));
        readings(missing, Truth.FALSE, Truth.CRASH);
    }

    @Test
    @DisplayName("contains(): a binary contains a subsequence (moto reads no binary)")
    void binaryContains() {
        readings(new Contains(Path.of("b"), new ValueOperand(AttributeValue.fromB(SdkBytes.fromByteArray(new byte[] {2, 3})))),
                Truth.TRUE, Truth.FALSE);
    }
}
