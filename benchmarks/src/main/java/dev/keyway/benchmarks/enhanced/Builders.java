package dev.keyway.benchmarks.enhanced;

import dev.keyway.benchmarks.model.Address;
import dev.keyway.benchmarks.model.LargeItem;
import dev.keyway.benchmarks.model.LineItem;
import dev.keyway.benchmarks.model.SmallItem;
import dev.keyway.benchmarks.model.Status;
import dev.keyway.benchmarks.model.TypicalItem;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * Mutable builders for the benchmark records: the Enhanced Client has no record support, so its
 * immutable schemas need a builder per record (written by hand, as its users do).
 */
public final class Builders {

    private Builders() {
    }

    public static final class SmallItemBuilder {
        private String id;
        private String name;
        private int count;
        private boolean active;
        private Instant updatedAt;

        public void id(String id) { this.id = id; }
        public void name(String name) { this.name = name; }
        public void count(Integer count) { this.count = count; }
        public void active(Boolean active) { this.active = active; }
        public void updatedAt(Instant updatedAt) { this.updatedAt = updatedAt; }

        public SmallItem build() {
            return new SmallItem(id, name, count, active, updatedAt);
        }
    }

    public static final class AddressBuilder {
        private String street;
        private String city;
        private String postalCode;
        private String country;
        private String instructions;

        public void street(String street) { this.street = street; }
        public void city(String city) { this.city = city; }
        public void postalCode(String postalCode) { this.postalCode = postalCode; }
        public void country(String country) { this.country = country; }
        public void instructions(String instructions) { this.instructions = instructions; }

        public Address build() {
            return new Address(street, city, postalCode, country, instructions);
        }
    }

    public static final class LineItemBuilder {
        private String sku;
        private int quantity;
        private BigDecimal unitPrice;

        public void sku(String sku) { this.sku = sku; }
        public void quantity(Integer quantity) { this.quantity = quantity; }
        public void unitPrice(BigDecimal unitPrice) { this.unitPrice = unitPrice; }

        public LineItem build() {
            return new LineItem(sku, quantity, unitPrice);
        }
    }

    public static final class TypicalItemBuilder {
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
        private Address shippingAddress;
        private List<LineItem> lines;
        private Set<String> tags;
        private Map<String, String> metadata;

        public void customerId(String customerId) { this.customerId = customerId; }
        public void orderId(String orderId) { this.orderId = orderId; }
        public void placedAt(Instant placedAt) { this.placedAt = placedAt; }
        public void status(Status status) { this.status = status; }
        public void total(BigDecimal total) { this.total = total; }
        public void currency(String currency) { this.currency = currency; }
        public void itemCount(Integer itemCount) { this.itemCount = itemCount; }
        public void gift(Boolean gift) { this.gift = gift; }
        public void email(String email) { this.email = email; }
        public void note(String note) { this.note = note; }
        public void updatedAt(Instant updatedAt) { this.updatedAt = updatedAt; }
        public void shippingAddress(Address shippingAddress) { this.shippingAddress = shippingAddress; }
        public void lines(List<LineItem> lines) { this.lines = lines; }
        public void tags(Set<String> tags) { this.tags = tags; }
        public void metadata(Map<String, String> metadata) { this.metadata = metadata; }

        public TypicalItem build() {
            return new TypicalItem(customerId, orderId, placedAt, status, total, currency, itemCount, gift, email,
                    note, updatedAt, shippingAddress, lines, tags, metadata);
        }
    }

    public static final class LargeItemBuilder {
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
        private Address billingAddress;
        private Address shippingAddress;
        private List<LineItem> lines;
        private Set<String> tags;
        private Map<String, Integer> counters;
        private List<String> history;
        private Map<String, String> labels;

        public void accountId(String accountId) { this.accountId = accountId; }
        public void documentId(String documentId) { this.documentId = documentId; }
        public void createdAt(Instant createdAt) { this.createdAt = createdAt; }
        public void updatedAt(Instant updatedAt) { this.updatedAt = updatedAt; }
        public void status(Status status) { this.status = status; }
        public void title(String title) { this.title = title; }
        public void description(String description) { this.description = description; }
        public void owner(String owner) { this.owner = owner; }
        public void region(String region) { this.region = region; }
        public void revision(Integer revision) { this.revision = revision; }
        public void sizeBytes(Long sizeBytes) { this.sizeBytes = sizeBytes; }
        public void score(Double score) { this.score = score; }
        public void amount(BigDecimal amount) { this.amount = amount; }
        public void archived(Boolean archived) { this.archived = archived; }
        public void dueDate(LocalDate dueDate) { this.dueDate = dueDate; }
        public void correlationId(UUID correlationId) { this.correlationId = correlationId; }
        public void billingAddress(Address billingAddress) { this.billingAddress = billingAddress; }
        public void shippingAddress(Address shippingAddress) { this.shippingAddress = shippingAddress; }
        public void lines(List<LineItem> lines) { this.lines = lines; }
        public void tags(Set<String> tags) { this.tags = tags; }
        public void counters(Map<String, Integer> counters) { this.counters = counters; }
        public void history(List<String> history) { this.history = history; }
        public void labels(Map<String, String> labels) { this.labels = labels; }

        public LargeItem build() {
            return new LargeItem(accountId, documentId, createdAt, updatedAt, status, title, description, owner,
                    region, revision, sizeBytes, score, amount, archived, dueDate, correlationId, billingAddress,
                    shippingAddress, lines, tags, counters, history, labels);
        }
    }
}
