package dev.keyway.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondarySortKey;

import dev.keyway.benchmarks.Codec;
import dev.keyway.benchmarks.hand.FixedInstant;
import dev.keyway.benchmarks.enhanced.Builders.AddressBuilder;
import dev.keyway.benchmarks.enhanced.Builders.LargeItemBuilder;
import dev.keyway.benchmarks.enhanced.Builders.LineItemBuilder;
import dev.keyway.benchmarks.enhanced.Builders.SmallItemBuilder;
import dev.keyway.benchmarks.enhanced.Builders.TypicalItemBuilder;
import dev.keyway.benchmarks.model.Address;
import dev.keyway.benchmarks.model.LargeItem;
import dev.keyway.benchmarks.model.LineItem;
import dev.keyway.benchmarks.model.SmallItem;
import dev.keyway.benchmarks.model.Status;
import dev.keyway.benchmarks.model.TypicalItem;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticImmutableTableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The Enhanced Client's fastest schema for the benchmark records: a {@link StaticImmutableTableSchema}
 * built by hand (no reflection, no bytecode generation), with hand-written builders. Key attributes
 * are computed in getters by string concatenation, as users of the Enhanced Client do in a
 * single-table design; their setters ignore the stored value.
 */
public final class StaticSchemas {

    private StaticSchemas() {
    }

    private static <B> void ignore(B builder, String value) {
        // computed key attributes are not read back
    }

    public static StaticImmutableTableSchema<Address, AddressBuilder> addressSchema() {
        return StaticImmutableTableSchema.builder(Address.class, AddressBuilder.class)
                .newItemBuilder(AddressBuilder::new, AddressBuilder::build)
                .addAttribute(String.class, a -> a.name("street").getter(Address::street).setter(AddressBuilder::street))
                .addAttribute(String.class, a -> a.name("city").getter(Address::city).setter(AddressBuilder::city))
                .addAttribute(String.class, a -> a.name("postalCode").getter(Address::postalCode).setter(AddressBuilder::postalCode))
                .addAttribute(String.class, a -> a.name("country").getter(Address::country).setter(AddressBuilder::country))
                .addAttribute(String.class, a -> a.name("instructions").getter(Address::instructions).setter(AddressBuilder::instructions))
                .build();
    }

    public static StaticImmutableTableSchema<LineItem, LineItemBuilder> lineItemSchema() {
        return StaticImmutableTableSchema.builder(LineItem.class, LineItemBuilder.class)
                .newItemBuilder(LineItemBuilder::new, LineItemBuilder::build)
                .addAttribute(String.class, a -> a.name("sku").getter(LineItem::sku).setter(LineItemBuilder::sku))
                .addAttribute(Integer.class, a -> a.name("quantity").getter(LineItem::quantity).setter(LineItemBuilder::quantity))
                .addAttribute(BigDecimal.class, a -> a.name("unitPrice").getter(LineItem::unitPrice).setter(LineItemBuilder::unitPrice))
                .build();
    }

    private static EnhancedType<Address> address(TableSchema<Address> schema) {
        return EnhancedType.documentOf(Address.class, schema, d -> d.ignoreNulls(true));
    }

    private static EnhancedType<LineItem> lineItem(TableSchema<LineItem> schema) {
        return EnhancedType.documentOf(LineItem.class, schema, d -> d.ignoreNulls(true));
    }

    public static StaticImmutableTableSchema<SmallItem, SmallItemBuilder> smallSchema() {
        return StaticImmutableTableSchema.builder(SmallItem.class, SmallItemBuilder.class)
                .newItemBuilder(SmallItemBuilder::new, SmallItemBuilder::build)
                .addAttribute(String.class, a -> a.name("PK").getter(i -> "SMALL#" + i.id())
                        .setter(StaticSchemas::ignore).tags(primaryPartitionKey()))
                .addAttribute(String.class, a -> a.name("SK").getter(i -> "SMALL")
                        .setter(StaticSchemas::ignore).tags(primarySortKey()))
                .addAttribute(String.class, a -> a.name("_type").getter(i -> "SmallItem").setter(StaticSchemas::ignore))
                .addAttribute(String.class, a -> a.name("id").getter(SmallItem::id).setter(SmallItemBuilder::id))
                .addAttribute(String.class, a -> a.name("name").getter(SmallItem::name).setter(SmallItemBuilder::name))
                .addAttribute(Integer.class, a -> a.name("count").getter(SmallItem::count).setter(SmallItemBuilder::count))
                .addAttribute(Boolean.class, a -> a.name("active").getter(SmallItem::active).setter(SmallItemBuilder::active))
                .addAttribute(Instant.class, a -> a.name("updatedAt").attributeConverter(FixedInstantConverter.INSTANCE).getter(SmallItem::updatedAt).setter(SmallItemBuilder::updatedAt))
                .build();
    }

    public static StaticImmutableTableSchema<TypicalItem, TypicalItemBuilder> typicalSchema() {
        StaticImmutableTableSchema<Address, AddressBuilder> address = addressSchema();
        StaticImmutableTableSchema<LineItem, LineItemBuilder> lineItem = lineItemSchema();
        return StaticImmutableTableSchema.builder(TypicalItem.class, TypicalItemBuilder.class)
                .newItemBuilder(TypicalItemBuilder::new, TypicalItemBuilder::build)
                .addAttribute(String.class, a -> a.name("PK").getter(i -> "CUSTOMER#" + i.customerId())
                        .setter(StaticSchemas::ignore).tags(primaryPartitionKey()))
                .addAttribute(String.class, a -> a.name("SK").getter(i -> "ORDER#" + FixedInstant.format(i.placedAt()) + "#" + i.orderId())
                        .setter(StaticSchemas::ignore).tags(primarySortKey()))
                .addAttribute(String.class, a -> a.name("GSI1PK")
                        .getter(i -> i.status() == null ? null : "STATUS#" + i.status().name())
                        .setter(StaticSchemas::ignore).tags(secondaryPartitionKey("GSI1")))
                .addAttribute(String.class, a -> a.name("GSI1SK")
                        .getter(i -> i.status() == null ? null : FixedInstant.format(i.placedAt()))
                        .setter(StaticSchemas::ignore).tags(secondarySortKey("GSI1")))
                .addAttribute(String.class, a -> a.name("_type").getter(i -> "TypicalItem").setter(StaticSchemas::ignore))
                .addAttribute(String.class, a -> a.name("customerId").getter(TypicalItem::customerId).setter(TypicalItemBuilder::customerId))
                .addAttribute(String.class, a -> a.name("orderId").getter(TypicalItem::orderId).setter(TypicalItemBuilder::orderId))
                .addAttribute(Instant.class, a -> a.name("placedAt").attributeConverter(FixedInstantConverter.INSTANCE).getter(TypicalItem::placedAt).setter(TypicalItemBuilder::placedAt))
                .addAttribute(Status.class, a -> a.name("status").getter(TypicalItem::status).setter(TypicalItemBuilder::status))
                .addAttribute(BigDecimal.class, a -> a.name("total").getter(TypicalItem::total).setter(TypicalItemBuilder::total))
                .addAttribute(String.class, a -> a.name("currency").getter(TypicalItem::currency).setter(TypicalItemBuilder::currency))
                .addAttribute(Integer.class, a -> a.name("itemCount").getter(TypicalItem::itemCount).setter(TypicalItemBuilder::itemCount))
                .addAttribute(Boolean.class, a -> a.name("gift").getter(TypicalItem::gift).setter(TypicalItemBuilder::gift))
                .addAttribute(String.class, a -> a.name("email").getter(TypicalItem::email).setter(TypicalItemBuilder::email))
                .addAttribute(String.class, a -> a.name("note").getter(TypicalItem::note).setter(TypicalItemBuilder::note))
                .addAttribute(Instant.class, a -> a.name("updatedAt").attributeConverter(FixedInstantConverter.INSTANCE).getter(TypicalItem::updatedAt).setter(TypicalItemBuilder::updatedAt))
                .addAttribute(address(address), a -> a.name("shippingAddress").getter(TypicalItem::shippingAddress).setter(TypicalItemBuilder::shippingAddress))
                .addAttribute(EnhancedType.listOf(lineItem(lineItem)), a -> a.name("lines").getter(TypicalItem::lines).setter(TypicalItemBuilder::lines))
                .addAttribute(EnhancedType.setOf(String.class), a -> a.name("tags").getter(TypicalItem::tags).setter(TypicalItemBuilder::tags))
                .addAttribute(EnhancedType.mapOf(String.class, String.class), a -> a.name("metadata").getter(TypicalItem::metadata).setter(TypicalItemBuilder::metadata))
                .build();
    }

    public static StaticImmutableTableSchema<LargeItem, LargeItemBuilder> largeSchema() {
        StaticImmutableTableSchema<Address, AddressBuilder> address = addressSchema();
        StaticImmutableTableSchema<LineItem, LineItemBuilder> lineItem = lineItemSchema();
        return StaticImmutableTableSchema.builder(LargeItem.class, LargeItemBuilder.class)
                .newItemBuilder(LargeItemBuilder::new, LargeItemBuilder::build)
                .addAttribute(String.class, a -> a.name("PK").getter(i -> "ACCOUNT#" + i.accountId())
                        .setter(StaticSchemas::ignore).tags(primaryPartitionKey()))
                .addAttribute(String.class, a -> a.name("SK").getter(i -> "DOC#" + i.documentId())
                        .setter(StaticSchemas::ignore).tags(primarySortKey()))
                .addAttribute(String.class, a -> a.name("_type").getter(i -> "LargeItem").setter(StaticSchemas::ignore))
                .addAttribute(String.class, a -> a.name("accountId").getter(LargeItem::accountId).setter(LargeItemBuilder::accountId))
                .addAttribute(String.class, a -> a.name("documentId").getter(LargeItem::documentId).setter(LargeItemBuilder::documentId))
                .addAttribute(Instant.class, a -> a.name("createdAt").attributeConverter(FixedInstantConverter.INSTANCE).getter(LargeItem::createdAt).setter(LargeItemBuilder::createdAt))
                .addAttribute(Instant.class, a -> a.name("updatedAt").attributeConverter(FixedInstantConverter.INSTANCE).getter(LargeItem::updatedAt).setter(LargeItemBuilder::updatedAt))
                .addAttribute(Status.class, a -> a.name("status").getter(LargeItem::status).setter(LargeItemBuilder::status))
                .addAttribute(String.class, a -> a.name("title").getter(LargeItem::title).setter(LargeItemBuilder::title))
                .addAttribute(String.class, a -> a.name("description").getter(LargeItem::description).setter(LargeItemBuilder::description))
                .addAttribute(String.class, a -> a.name("owner").getter(LargeItem::owner).setter(LargeItemBuilder::owner))
                .addAttribute(String.class, a -> a.name("region").getter(LargeItem::region).setter(LargeItemBuilder::region))
                .addAttribute(Integer.class, a -> a.name("revision").getter(LargeItem::revision).setter(LargeItemBuilder::revision))
                .addAttribute(Long.class, a -> a.name("sizeBytes").getter(LargeItem::sizeBytes).setter(LargeItemBuilder::sizeBytes))
                .addAttribute(Double.class, a -> a.name("score").getter(LargeItem::score).setter(LargeItemBuilder::score))
                .addAttribute(BigDecimal.class, a -> a.name("amount").getter(LargeItem::amount).setter(LargeItemBuilder::amount))
                .addAttribute(Boolean.class, a -> a.name("archived").getter(LargeItem::archived).setter(LargeItemBuilder::archived))
                .addAttribute(LocalDate.class, a -> a.name("dueDate").getter(LargeItem::dueDate).setter(LargeItemBuilder::dueDate))
                .addAttribute(UUID.class, a -> a.name("correlationId").getter(LargeItem::correlationId).setter(LargeItemBuilder::correlationId))
                .addAttribute(address(address), a -> a.name("billingAddress").getter(LargeItem::billingAddress).setter(LargeItemBuilder::billingAddress))
                .addAttribute(address(address), a -> a.name("shippingAddress").getter(LargeItem::shippingAddress).setter(LargeItemBuilder::shippingAddress))
                .addAttribute(EnhancedType.listOf(lineItem(lineItem)), a -> a.name("lines").getter(LargeItem::lines).setter(LargeItemBuilder::lines))
                .addAttribute(EnhancedType.setOf(String.class), a -> a.name("tags").getter(LargeItem::tags).setter(LargeItemBuilder::tags))
                .addAttribute(EnhancedType.mapOf(String.class, Integer.class), a -> a.name("counters").getter(LargeItem::counters).setter(LargeItemBuilder::counters))
                .addAttribute(EnhancedType.listOf(String.class), a -> a.name("history").getter(LargeItem::history).setter(LargeItemBuilder::history))
                .addAttribute(EnhancedType.mapOf(String.class, String.class), a -> a.name("labels").getter(LargeItem::labels).setter(LargeItemBuilder::labels))
                .build();
    }

    /** A codec over an Enhanced Client schema: {@code itemToMap(value, true)} (nulls left out) and {@code mapToItem}. */
    public static <T> Codec<T> codec(TableSchema<T> schema) {
        return new Codec<>() {
            @Override
            public Map<String, AttributeValue> toItem(T value) {
                return schema.itemToMap(value, true);
            }

            @Override
            public T fromItem(Map<String, AttributeValue> item) {
                return schema.mapToItem(item);
            }
        };
    }
}
