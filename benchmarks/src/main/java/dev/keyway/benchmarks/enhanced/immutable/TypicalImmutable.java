package dev.keyway.benchmarks.enhanced.immutable;

import dev.keyway.benchmarks.model.LineItem;
import dev.keyway.benchmarks.model.Status;
import dev.keyway.benchmarks.model.TypicalItem;
import java.math.BigDecimal;
import dev.keyway.benchmarks.enhanced.FixedInstantConverter;
import dev.keyway.benchmarks.hand.FixedInstant;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnoreNulls;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbImmutable;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/** {@link TypicalItem} for {@code TableSchema.fromImmutableClass}: the keys are computed accessors. */
@DynamoDbImmutable(builder = TypicalImmutable.Builder.class)
public record TypicalImmutable(String customerId, String orderId,
                               @DynamoDbConvertedBy(FixedInstantConverter.class) Instant placedAt, Status status,
                               BigDecimal total, String currency, int itemCount, boolean gift,
                               String email, String note,
                               @DynamoDbConvertedBy(FixedInstantConverter.class) Instant updatedAt,
                               @DynamoDbIgnoreNulls AddressImmutable shippingAddress,
                               List<LineItemImmutable> lines, Set<String> tags, Map<String, String> metadata) {

    @DynamoDbPartitionKey
    @DynamoDbAttribute("PK")
    public String pk() {
        return "CUSTOMER#" + customerId;
    }

    @DynamoDbSortKey
    @DynamoDbAttribute("SK")
    public String sk() {
        return "ORDER#" + FixedInstant.format(placedAt) + "#" + orderId;
    }

    @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
    @DynamoDbAttribute("GSI1PK")
    public String gsi1pk() {
        return status == null ? null : "STATUS#" + status.name();
    }

    @DynamoDbSecondarySortKey(indexNames = "GSI1")
    @DynamoDbAttribute("GSI1SK")
    public String gsi1sk() {
        return status == null ? null : FixedInstant.format(placedAt);
    }

    @DynamoDbAttribute("_type")
    public String type() {
        return "TypicalItem";
    }

    public static TypicalImmutable from(TypicalItem t) {
        List<LineItemImmutable> lines = new ArrayList<>(t.lines().size());
        for (LineItem line : t.lines()) { // no streams: the cold-start harness times what the schema loads
            lines.add(LineItemImmutable.from(line));
        }
        return new TypicalImmutable(t.customerId(), t.orderId(), t.placedAt(), t.status(), t.total(), t.currency(),
                t.itemCount(), t.gift(), t.email(), t.note(), t.updatedAt(), AddressImmutable.from(t.shippingAddress()),
                lines, t.tags(), t.metadata());
    }

    public static Builder builder() {
        return new Builder();
    }

    /** The builder the Enhanced Client fills; the computed keys' setters ignore their value. */
    public static final class Builder {
        private String customerId;
        private String orderId;
        private Instant placedAt;
        private Status status;
        private BigDecimal total;
        private String currency;
        private int itemCount;
        private boolean gift;
        private String email;
        private String note;
        private Instant updatedAt;
        private AddressImmutable shippingAddress;
        private List<LineItemImmutable> lines;
        private Set<String> tags;
        private Map<String, String> metadata;

        public Builder pk(String ignored) { return this; }
        public Builder sk(String ignored) { return this; }
        public Builder gsi1pk(String ignored) { return this; }
        public Builder gsi1sk(String ignored) { return this; }
        public Builder type(String ignored) { return this; }
        public Builder customerId(String v) { customerId = v; return this; }
        public Builder orderId(String v) { orderId = v; return this; }
        public Builder placedAt(Instant v) { placedAt = v; return this; }
        public Builder status(Status v) { status = v; return this; }
        public Builder total(BigDecimal v) { total = v; return this; }
        public Builder currency(String v) { currency = v; return this; }
        public Builder itemCount(int v) { itemCount = v; return this; }
        public Builder gift(boolean v) { gift = v; return this; }
        public Builder email(String v) { email = v; return this; }
        public Builder note(String v) { note = v; return this; }
        public Builder updatedAt(Instant v) { updatedAt = v; return this; }
        public Builder shippingAddress(AddressImmutable v) { shippingAddress = v; return this; }
        public Builder lines(List<LineItemImmutable> v) { lines = v; return this; }
        public Builder tags(Set<String> v) { tags = v; return this; }
        public Builder metadata(Map<String, String> v) { metadata = v; return this; }

        public TypicalImmutable build() {
            return new TypicalImmutable(customerId, orderId, placedAt, status, total, currency, itemCount, gift,
                    email, note, updatedAt, shippingAddress, lines, tags, metadata);
        }
    }
}
