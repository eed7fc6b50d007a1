package dev.keyway.benchmarks.enhanced.immutable;

import dev.keyway.benchmarks.model.LineItem;
import java.math.BigDecimal;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;

/** {@link LineItem} for {@code TableSchema.fromImmutableClass}. */
@DynamoDbImmutable(builder = LineItemImmutable.Builder.class)
public record LineItemImmutable(String sku, int quantity, BigDecimal unitPrice) {

    public static LineItemImmutable from(LineItem l) {
        return new LineItemImmutable(l.sku(), l.quantity(), l.unitPrice());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The builder the Enhanced Client fills. */
    public static final class Builder {
        private String sku;
        private int quantity;
        private BigDecimal unitPrice;

        public Builder sku(String v) { sku = v; return this; }
        public Builder quantity(int v) { quantity = v; return this; }
        public Builder unitPrice(BigDecimal v) { unitPrice = v; return this; }

        public LineItemImmutable build() {
            return new LineItemImmutable(sku, quantity, unitPrice);
        }
    }
}
