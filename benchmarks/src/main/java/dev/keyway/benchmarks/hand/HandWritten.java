package dev.keyway.benchmarks.hand;

import dev.keyway.benchmarks.Codec;
import dev.keyway.benchmarks.model.Address;
import dev.keyway.benchmarks.model.LargeItem;
import dev.keyway.benchmarks.model.LineItem;
import dev.keyway.benchmarks.model.SmallItem;
import dev.keyway.benchmarks.model.Status;
import dev.keyway.benchmarks.model.TypicalItem;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Hand-written {@code Map<String, AttributeValue>} code for the three shapes, as a careful engineer
 * would write it: presized maps, no reflection, no lambdas, null attributes left out, keys built by
 * string concatenation. This is the limit the generated code is measured against.
 */
public final class HandWritten {

    private static final AttributeValue SMALL_SK = AttributeValue.fromS("SMALL");
    private static final AttributeValue TYPE_SMALL = AttributeValue.fromS("SmallItem");
    private static final AttributeValue TYPE_TYPICAL = AttributeValue.fromS("TypicalItem");
    private static final AttributeValue TYPE_LARGE = AttributeValue.fromS("LargeItem");

    public static final Codec<SmallItem> SMALL = new Codec<>() {
        @Override
        public Map<String, AttributeValue> toItem(SmallItem value) {
            return HandWritten.toItem(value);
        }

        @Override
        public SmallItem fromItem(Map<String, AttributeValue> item) {
            return smallFromItem(item);
        }
    };

    public static final Codec<TypicalItem> TYPICAL = new Codec<>() {
        @Override
        public Map<String, AttributeValue> toItem(TypicalItem value) {
            return HandWritten.toItem(value);
        }

        @Override
        public TypicalItem fromItem(Map<String, AttributeValue> item) {
            return typicalFromItem(item);
        }
    };

    public static final Codec<LargeItem> LARGE = new Codec<>() {
        @Override
        public Map<String, AttributeValue> toItem(LargeItem value) {
            return HandWritten.toItem(value);
        }

        @Override
        public LargeItem fromItem(Map<String, AttributeValue> item) {
            return largeFromItem(item);
        }
    };

    private HandWritten() {
    }

    // ---- small ---------------------------------------------------------------------------------

    public static Map<String, AttributeValue> toItem(SmallItem value) {
        Map<String, AttributeValue> item = new HashMap<>(16);
        item.put("PK", AttributeValue.fromS("SMALL#" + value.id()));
        item.put("SK", SMALL_SK);
        item.put("_type", TYPE_SMALL);
        putS(item, "id", value.id());
        putS(item, "name", value.name());
        item.put("count", AttributeValue.fromN(Integer.toString(value.count())));
        item.put("active", AttributeValue.fromBool(value.active()));
        if (value.updatedAt() != null) {
            item.put("updatedAt", AttributeValue.fromS(FixedInstant.format(value.updatedAt())));
        }
        return item;
    }

    public static SmallItem smallFromItem(Map<String, AttributeValue> item) {
        return new SmallItem(s(item, "id"), s(item, "name"), Integer.parseInt(item.get("count").n()),
                item.get("active").bool(), instant(item, "updatedAt"));
    }

    // ---- typical -------------------------------------------------------------------------------

    public static String typicalPartitionKey(String customerId) {
        return "CUSTOMER#" + customerId;
    }

    public static String typicalSortKey(Instant placedAt, String orderId) {
        return "ORDER#" + FixedInstant.format(placedAt) + "#" + orderId;
    }

    public static Map<String, AttributeValue> typicalKey(String customerId, Instant placedAt, String orderId) {
        Map<String, AttributeValue> key = new HashMap<>(4);
        key.put("PK", AttributeValue.fromS(typicalPartitionKey(customerId)));
        key.put("SK", AttributeValue.fromS(typicalSortKey(placedAt, orderId)));
        return key;
    }

    public static Map<String, AttributeValue> toItem(TypicalItem value) {
        Map<String, AttributeValue> item = new HashMap<>(32);
        String placedAt = FixedInstant.format(value.placedAt());
        item.put("PK", AttributeValue.fromS("CUSTOMER#" + value.customerId()));
        item.put("SK", AttributeValue.fromS("ORDER#" + placedAt + "#" + value.orderId()));
        if (value.status() != null) {
            item.put("GSI1PK", AttributeValue.fromS("STATUS#" + value.status().name()));
            item.put("GSI1SK", AttributeValue.fromS(placedAt));
        }
        item.put("_type", TYPE_TYPICAL);
        putS(item, "customerId", value.customerId());
        putS(item, "orderId", value.orderId());
        item.put("placedAt", AttributeValue.fromS(placedAt));
        if (value.status() != null) {
            item.put("status", AttributeValue.fromS(value.status().name()));
        }
        if (value.total() != null) {
            item.put("total", AttributeValue.fromN(value.total().toString()));
        }
        putS(item, "currency", value.currency());
        item.put("itemCount", AttributeValue.fromN(Integer.toString(value.itemCount())));
        item.put("gift", AttributeValue.fromBool(value.gift()));
        putS(item, "email", value.email());
        putS(item, "note", value.note());
        if (value.updatedAt() != null) {
            item.put("updatedAt", AttributeValue.fromS(FixedInstant.format(value.updatedAt())));
        }
        if (value.shippingAddress() != null) {
            item.put("shippingAddress", address(value.shippingAddress()));
        }
        if (value.lines() != null) {
            item.put("lines", lines(value.lines()));
        }
        if (value.tags() != null && !value.tags().isEmpty()) {
            item.put("tags", AttributeValue.fromSs(new ArrayList<>(value.tags())));
        }
        if (value.metadata() != null) {
            item.put("metadata", stringMap(value.metadata()));
        }
        return item;
    }

    public static TypicalItem typicalFromItem(Map<String, AttributeValue> item) {
        return new TypicalItem(
                s(item, "customerId"),
                s(item, "orderId"),
                instant(item, "placedAt"),
                status(item),
                decimal(item, "total"),
                s(item, "currency"),
                Integer.parseInt(item.get("itemCount").n()),
                item.get("gift").bool(),
                s(item, "email"),
                s(item, "note"),
                instant(item, "updatedAt"),
                address(item.get("shippingAddress")),
                lines(item.get("lines")),
                stringSet(item.get("tags")),
                stringMap(item.get("metadata")));
    }

    // ---- large ---------------------------------------------------------------------------------

    public static Map<String, AttributeValue> toItem(LargeItem value) {
        Map<String, AttributeValue> item = new HashMap<>(40);
        item.put("PK", AttributeValue.fromS("ACCOUNT#" + value.accountId()));
        item.put("SK", AttributeValue.fromS("DOC#" + value.documentId()));
        item.put("_type", TYPE_LARGE);
        putS(item, "accountId", value.accountId());
        putS(item, "documentId", value.documentId());
        if (value.createdAt() != null) {
            item.put("createdAt", AttributeValue.fromS(FixedInstant.format(value.createdAt())));
        }
        if (value.updatedAt() != null) {
            item.put("updatedAt", AttributeValue.fromS(FixedInstant.format(value.updatedAt())));
        }
        if (value.status() != null) {
            item.put("status", AttributeValue.fromS(value.status().name()));
        }
        putS(item, "title", value.title());
        putS(item, "description", value.description());
        putS(item, "owner", value.owner());
        putS(item, "region", value.region());
        item.put("revision", AttributeValue.fromN(Integer.toString(value.revision())));
        item.put("sizeBytes", AttributeValue.fromN(Long.toString(value.sizeBytes())));
        item.put("score", AttributeValue.fromN(Double.toString(value.score())));
        if (value.amount() != null) {
            item.put("amount", AttributeValue.fromN(value.amount().toString()));
        }
        item.put("archived", AttributeValue.fromBool(value.archived()));
        if (value.dueDate() != null) {
            item.put("dueDate", AttributeValue.fromS(value.dueDate().toString()));
        }
        if (value.correlationId() != null) {
            item.put("correlationId", AttributeValue.fromS(value.correlationId().toString()));
        }
        if (value.billingAddress() != null) {
            item.put("billingAddress", address(value.billingAddress()));
        }
        if (value.shippingAddress() != null) {
            item.put("shippingAddress", address(value.shippingAddress()));
        }
        if (value.lines() != null) {
            item.put("lines", lines(value.lines()));
        }
        if (value.tags() != null && !value.tags().isEmpty()) {
            item.put("tags", AttributeValue.fromSs(new ArrayList<>(value.tags())));
        }
        if (value.counters() != null) {
            Map<String, AttributeValue> counters = new HashMap<>(value.counters().size() * 2);
            for (Map.Entry<String, Integer> entry : value.counters().entrySet()) {
                counters.put(entry.getKey(), AttributeValue.fromN(entry.getValue().toString()));
            }
            item.put("counters", AttributeValue.fromM(counters));
        }
        if (value.history() != null) {
            List<AttributeValue> history = new ArrayList<>(value.history().size());
            for (String entry : value.history()) {
                history.add(AttributeValue.fromS(entry));
            }
            item.put("history", AttributeValue.fromL(history));
        }
        if (value.labels() != null) {
            item.put("labels", stringMap(value.labels()));
        }
        return item;
    }

    public static LargeItem largeFromItem(Map<String, AttributeValue> item) {
        Map<String, Integer> counters = null;
        AttributeValue countersValue = item.get("counters");
        if (countersValue != null) {
            Map<String, AttributeValue> m = countersValue.m();
            counters = new LinkedHashMap<>(m.size() * 2);
            for (Map.Entry<String, AttributeValue> entry : m.entrySet()) {
                counters.put(entry.getKey(), Integer.valueOf(entry.getValue().n()));
            }
        }
        List<String> history = null;
        AttributeValue historyValue = item.get("history");
        if (historyValue != null) {
            List<AttributeValue> l = historyValue.l();
            history = new ArrayList<>(l.size());
            for (AttributeValue entry : l) {
                history.add(entry.s());
            }
        }
        AttributeValue due = item.get("dueDate");
        AttributeValue correlation = item.get("correlationId");
        return new LargeItem(
                s(item, "accountId"),
                s(item, "documentId"),
                instant(item, "createdAt"),
                instant(item, "updatedAt"),
                status(item),
                s(item, "title"),
                s(item, "description"),
                s(item, "owner"),
                s(item, "region"),
                Integer.parseInt(item.get("revision").n()),
                Long.parseLong(item.get("sizeBytes").n()),
                Double.parseDouble(item.get("score").n()),
                decimal(item, "amount"),
                item.get("archived").bool(),
                due == null ? null : LocalDate.parse(due.s()),
                correlation == null ? null : UUID.fromString(correlation.s()),
                address(item.get("billingAddress")),
                address(item.get("shippingAddress")),
                lines(item.get("lines")),
                stringSet(item.get("tags")),
                counters,
                history,
                stringMap(item.get("labels")));
    }

    // ---- shared parts --------------------------------------------------------------------------

    private static void putS(Map<String, AttributeValue> item, String name, String value) {
        if (value != null) {
            item.put(name, AttributeValue.fromS(value));
        }
    }

    private static String s(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : value.s();
    }

    private static Instant instant(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : FixedInstant.parse(value.s());
    }

    private static BigDecimal decimal(Map<String, AttributeValue> item, String name) {
        AttributeValue value = item.get(name);
        return value == null ? null : new BigDecimal(value.n());
    }

    private static Status status(Map<String, AttributeValue> item) {
        AttributeValue value = item.get("status");
        return value == null ? null : Status.valueOf(value.s());
    }

    private static AttributeValue address(Address address) {
        Map<String, AttributeValue> m = new HashMap<>(8);
        putS(m, "street", address.street());
        putS(m, "city", address.city());
        putS(m, "postalCode", address.postalCode());
        putS(m, "country", address.country());
        putS(m, "instructions", address.instructions());
        return AttributeValue.fromM(m);
    }

    private static Address address(AttributeValue value) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> m = value.m();
        return new Address(s(m, "street"), s(m, "city"), s(m, "postalCode"), s(m, "country"), s(m, "instructions"));
    }

    private static AttributeValue lines(List<LineItem> lines) {
        List<AttributeValue> out = new ArrayList<>(lines.size());
        for (LineItem line : lines) {
            Map<String, AttributeValue> m = new HashMap<>(4);
            putS(m, "sku", line.sku());
            m.put("quantity", AttributeValue.fromN(Integer.toString(line.quantity())));
            if (line.unitPrice() != null) {
                m.put("unitPrice", AttributeValue.fromN(line.unitPrice().toString()));
            }
            out.add(AttributeValue.fromM(m));
        }
        return AttributeValue.fromL(out);
    }

    private static List<LineItem> lines(AttributeValue value) {
        if (value == null) {
            return null;
        }
        List<AttributeValue> l = value.l();
        List<LineItem> out = new ArrayList<>(l.size());
        for (AttributeValue element : l) {
            Map<String, AttributeValue> m = element.m();
            out.add(new LineItem(s(m, "sku"), Integer.parseInt(m.get("quantity").n()), decimal(m, "unitPrice")));
        }
        return out;
    }

    private static Set<String> stringSet(AttributeValue value) {
        return value == null ? new LinkedHashSet<>() : new LinkedHashSet<>(value.ss());
    }

    private static AttributeValue stringMap(Map<String, String> map) {
        Map<String, AttributeValue> m = new HashMap<>(map.size() * 2);
        for (Map.Entry<String, String> entry : map.entrySet()) {
            m.put(entry.getKey(), AttributeValue.fromS(entry.getValue()));
        }
        return AttributeValue.fromM(m);
    }

    private static Map<String, String> stringMap(AttributeValue value) {
        if (value == null) {
            return null;
        }
        Map<String, AttributeValue> m = value.m();
        Map<String, String> out = new LinkedHashMap<>(m.size() * 2);
        for (Map.Entry<String, AttributeValue> entry : m.entrySet()) {
            out.put(entry.getKey(), entry.getValue().s());
        }
        return out;
    }
}
