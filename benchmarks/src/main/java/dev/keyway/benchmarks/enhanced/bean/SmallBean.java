package dev.keyway.benchmarks.enhanced.bean;

import dev.keyway.benchmarks.model.SmallItem;
import dev.keyway.benchmarks.enhanced.FixedInstantConverter;
import dev.keyway.benchmarks.hand.FixedInstant;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/** The Enhanced Client's bean for {@link dev.keyway.benchmarks.model.SmallItem}, as users of {@code TableSchema.fromBean} write it. */
@DynamoDbBean
public class SmallBean {

    private String id;
    private String name;
    private int count;
    private boolean active;
    private Instant updatedAt;

    public SmallBean() {
    }

    @DynamoDbPartitionKey
    @DynamoDbAttribute("PK")
    public String getPk() {
        return "SMALL#" + id;
    }

    public void setPk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbSortKey
    @DynamoDbAttribute("SK")
    public String getSk() {
        return "SMALL";
    }

    public void setSk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbAttribute("_type")
    public String getType() {
        return "SmallItem";
    }

    public void setType(String ignored) {
        // computed from the other attributes
    }

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public int getCount() {
        return count;
    }

    public void setCount(int count) {
        this.count = count;
    }

    public boolean isActive() {
        return active;
    }

    public void setActive(boolean active) {
        this.active = active;
    }

    @DynamoDbConvertedBy(FixedInstantConverter.class)
    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public void setUpdatedAt(Instant updatedAt) {
        this.updatedAt = updatedAt;
    }

    /** The bean holding the record's values. */
    public static SmallBean from(SmallItem r) {
        if (r == null) {
            return null;
        }
        SmallBean b = new SmallBean();
        b.id = r.id();
        b.name = r.name();
        b.count = r.count();
        b.active = r.active();
        b.updatedAt = r.updatedAt();
        return b;
    }

    /** The record holding the bean's values. */
    public SmallItem toRecord() {
        return new SmallItem(id, name, count, active, updatedAt);
    }
}
