package dev.keyway.benchmarks.enhanced.bean;

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
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnoreNulls;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/** The Enhanced Client's bean for {@link dev.keyway.benchmarks.model.TypicalItem}, as users of {@code TableSchema.fromBean} write it. */
@DynamoDbBean
public class TypicalBean {

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
    private AddressBean shippingAddress;
    private List<LineItemBean> lines;
    private Set<String> tags;
    private Map<String, String> metadata;

    public TypicalBean() {
    }

    @DynamoDbPartitionKey
    @DynamoDbAttribute("PK")
    public String getPk() {
        return "CUSTOMER#" + customerId;
    }

    public void setPk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbSortKey
    @DynamoDbAttribute("SK")
    public String getSk() {
        return "ORDER#" + FixedInstant.format(placedAt) + "#" + orderId;
    }

    public void setSk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
    @DynamoDbAttribute("GSI1PK")
    public String getGsi1pk() {
        return status == null ? null : "STATUS#" + status.name();
    }

    public void setGsi1pk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbSecondarySortKey(indexNames = "GSI1")
    @DynamoDbAttribute("GSI1SK")
    public String getGsi1sk() {
        return status == null ? null : FixedInstant.format(placedAt);
    }

    public void setGsi1sk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbAttribute("_type")
    public String getType() {
        return "TypicalItem";
    }

    public void setType(String ignored) {
        // computed from the other attributes
    }

    public String getCustomerId() {
        return customerId;
    }

    public void setCustomerId(String customerId) {
        this.customerId = customerId;
    }

    public String getOrderId() {
        return orderId;
    }

    public void setOrderId(String orderId) {
        this.orderId = orderId;
    }

    @DynamoDbConvertedBy(FixedInstantConverter.class)
    public Instant getPlacedAt() {
        return placedAt;
    }

    public void setPlacedAt(Instant placedAt) {
        this.placedAt = placedAt;
    }

    public Status getStatus() {
        return status;
    }

    public void setStatus(Status status) {
        this.status = status;
    }

    public BigDecimal getTotal() {
        return total;
    }

    public void setTotal(BigDecimal total) {
        this.total = total;
    }

    public String getCurrency() {
        return currency;
    }

    public void setCurrency(String currency) {
        this.currency = currency;
    }

    public int getItemCount() {
        return itemCount;
    }

    public void setItemCount(int itemCount) {
        this.itemCount = itemCount;
    }

    public boolean isGift() {
        return gift;
    }

    public void setGift(boolean gift) {
        this.gift = gift;
    }

    public String getEmail() {
        return email;
    }

    public void setEmail(String email) {
        this.email = email;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    @DynamoDbConvertedBy(FixedInstantConverter.class)
    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public void setUpdatedAt(Instant updatedAt) {
        this.updatedAt = updatedAt;
    }

    @DynamoDbIgnoreNulls
    public AddressBean getShippingAddress() {
        return shippingAddress;
    }

    public void setShippingAddress(AddressBean shippingAddress) {
        this.shippingAddress = shippingAddress;
    }

    public List<LineItemBean> getLines() {
        return lines;
    }

    public void setLines(List<LineItemBean> lines) {
        this.lines = lines;
    }

    public Set<String> getTags() {
        return tags;
    }

    public void setTags(Set<String> tags) {
        this.tags = tags;
    }

    public Map<String, String> getMetadata() {
        return metadata;
    }

    public void setMetadata(Map<String, String> metadata) {
        this.metadata = metadata;
    }

    /** The bean holding the record's values. */
    public static TypicalBean from(TypicalItem r) {
        if (r == null) {
            return null;
        }
        TypicalBean b = new TypicalBean();
        b.customerId = r.customerId();
        b.orderId = r.orderId();
        b.placedAt = r.placedAt();
        b.status = r.status();
        b.total = r.total();
        b.currency = r.currency();
        b.itemCount = r.itemCount();
        b.gift = r.gift();
        b.email = r.email();
        b.note = r.note();
        b.updatedAt = r.updatedAt();
        b.shippingAddress = AddressBean.from(r.shippingAddress());
        b.lines = lines(r.lines());
        b.tags = r.tags();
        b.metadata = r.metadata();
        return b;
    }

    /** The record holding the bean's values. */
    public TypicalItem toRecord() {
        return new TypicalItem(customerId, orderId, placedAt, status, total, currency, itemCount, gift, email, note, updatedAt, shippingAddress == null ? null : shippingAddress.toRecord(), records(lines), tags, metadata);
    }

    private static List<LineItemBean> lines(List<LineItem> lines) {
        if (lines == null) {
            return null;
        }
        List<LineItemBean> out = new ArrayList<>(lines.size());
        for (LineItem line : lines) {
            out.add(LineItemBean.from(line));
        }
        return out;
    }

    private static List<LineItem> records(List<LineItemBean> lines) {
        if (lines == null) {
            return null;
        }
        List<LineItem> out = new ArrayList<>(lines.size());
        for (LineItemBean line : lines) {
            out.add(line.toRecord());
        }
        return out;
    }
}
