package dev.keyway.benchmarks.enhanced.bean;

import dev.keyway.benchmarks.model.LargeItem;
import dev.keyway.benchmarks.model.LineItem;
import dev.keyway.benchmarks.model.Status;
import java.math.BigDecimal;
import dev.keyway.benchmarks.enhanced.FixedInstantConverter;
import dev.keyway.benchmarks.hand.FixedInstant;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbIgnoreNulls;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/** The Enhanced Client's bean for {@link dev.keyway.benchmarks.model.LargeItem}, as users of {@code TableSchema.fromBean} write it. */
@DynamoDbBean
public class LargeBean {

    private String accountId;
    private String documentId;
    private Instant createdAt;
    private Instant updatedAt;
    private Status status;
    private String title;
    private String description;
    private String owner;
    private String region;
    private int revision;
    private long sizeBytes;
    private double score;
    private BigDecimal amount;
    private boolean archived;
    private LocalDate dueDate;
    private UUID correlationId;
    private AddressBean billingAddress;
    private AddressBean shippingAddress;
    private List<LineItemBean> lines;
    private Set<String> tags;
    private Map<String, Integer> counters;
    private List<String> history;
    private Map<String, String> labels;

    public LargeBean() {
    }

    @DynamoDbPartitionKey
    @DynamoDbAttribute("PK")
    public String getPk() {
        return "ACCOUNT#" + accountId;
    }

    public void setPk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbSortKey
    @DynamoDbAttribute("SK")
    public String getSk() {
        return "DOC#" + documentId;
    }

    public void setSk(String ignored) {
        // computed from the other attributes
    }

    @DynamoDbAttribute("_type")
    public String getType() {
        return "LargeItem";
    }

    public void setType(String ignored) {
        // computed from the other attributes
    }

    public String getAccountId() {
        return accountId;
    }

    public void setAccountId(String accountId) {
        this.accountId = accountId;
    }

    public String getDocumentId() {
        return documentId;
    }

    public void setDocumentId(String documentId) {
        this.documentId = documentId;
    }

    @DynamoDbConvertedBy(FixedInstantConverter.class)
    public Instant getCreatedAt() {
        return createdAt;
    }

    public void setCreatedAt(Instant createdAt) {
        this.createdAt = createdAt;
    }

    @DynamoDbConvertedBy(FixedInstantConverter.class)
    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public void setUpdatedAt(Instant updatedAt) {
        this.updatedAt = updatedAt;
    }

    public Status getStatus() {
        return status;
    }

    public void setStatus(Status status) {
        this.status = status;
    }

    public String getTitle() {
        return title;
    }

    public void setTitle(String title) {
        this.title = title;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public String getOwner() {
        return owner;
    }

    public void setOwner(String owner) {
        this.owner = owner;
    }

    public String getRegion() {
        return region;
    }

    public void setRegion(String region) {
        this.region = region;
    }

    public int getRevision() {
        return revision;
    }

    public void setRevision(int revision) {
        this.revision = revision;
    }

    public long getSizeBytes() {
        return sizeBytes;
    }

    public void setSizeBytes(long sizeBytes) {
        this.sizeBytes = sizeBytes;
    }

    public double getScore() {
        return score;
    }

    public void setScore(double score) {
        this.score = score;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }

    public boolean isArchived() {
        return archived;
    }

    public void setArchived(boolean archived) {
        this.archived = archived;
    }

    public LocalDate getDueDate() {
        return dueDate;
    }

    public void setDueDate(LocalDate dueDate) {
        this.dueDate = dueDate;
    }

    public UUID getCorrelationId() {
        return correlationId;
    }

    public void setCorrelationId(UUID correlationId) {
        this.correlationId = correlationId;
    }

    @DynamoDbIgnoreNulls
    public AddressBean getBillingAddress() {
        return billingAddress;
    }

    public void setBillingAddress(AddressBean billingAddress) {
        this.billingAddress = billingAddress;
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

    public Map<String, Integer> getCounters() {
        return counters;
    }

    public void setCounters(Map<String, Integer> counters) {
        this.counters = counters;
    }

    public List<String> getHistory() {
        return history;
    }

    public void setHistory(List<String> history) {
        this.history = history;
    }

    public Map<String, String> getLabels() {
        return labels;
    }

    public void setLabels(Map<String, String> labels) {
        this.labels = labels;
    }

    /** The bean holding the record's values. */
    public static LargeBean from(LargeItem r) {
        if (r == null) {
            return null;
        }
        LargeBean b = new LargeBean();
        b.accountId = r.accountId();
        b.documentId = r.documentId();
        b.createdAt = r.createdAt();
        b.updatedAt = r.updatedAt();
        b.status = r.status();
        b.title = r.title();
        b.description = r.description();
        b.owner = r.owner();
        b.region = r.region();
        b.revision = r.revision();
        b.sizeBytes = r.sizeBytes();
        b.score = r.score();
        b.amount = r.amount();
        b.archived = r.archived();
        b.dueDate = r.dueDate();
        b.correlationId = r.correlationId();
        b.billingAddress = AddressBean.from(r.billingAddress());
        b.shippingAddress = AddressBean.from(r.shippingAddress());
        b.lines = lines(r.lines());
        b.tags = r.tags();
        b.counters = r.counters();
        b.history = r.history();
        b.labels = r.labels();
        return b;
    }

    /** The record holding the bean's values. */
    public LargeItem toRecord() {
        return new LargeItem(accountId, documentId, createdAt, updatedAt, status, title, description, owner, region, revision, sizeBytes, score, amount, archived, dueDate, correlationId, billingAddress == null ? null : billingAddress.toRecord(), shippingAddress == null ? null : shippingAddress.toRecord(), records(lines), tags, counters, history, labels);
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
