package dev.keyway.local.internal.engine;

import dev.keyway.local.internal.ServiceError;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * Validates table definitions (CreateTable, and the index definitions of UpdateTable) with DynamoDB's
 * rules and messages (API Reference, CreateTable; Developer Guide, "Quotas": 20 global and 5 local
 * indexes, 100 projected non-key attributes over all indexes) and builds the {@link Table}.
 */
final class TableDefinitions {

    static final int MAX_GLOBAL_INDEXES = 20;
    static final int MAX_LOCAL_INDEXES = 5;
    static final int MAX_PROJECTED_ATTRIBUTES = 100;
    /** Multi-attribute keys of global indexes (November 2025): up to four partition and four sort attributes. */
    static final int MAX_GLOBAL_KEY_ATTRIBUTES_PER_KIND = 4;
    static final List<String> BILLING_MODES = List.of("PROVISIONED", "PAY_PER_REQUEST");
    static final List<String> STREAM_VIEW_TYPES = List.of("NEW_IMAGE", "OLD_IMAGE", "NEW_AND_OLD_IMAGES", "KEYS_ONLY");
    static final List<String> PROJECTION_TYPES = List.of("ALL", "KEYS_ONLY", "INCLUDE");
    static final String INVALID = "One or more parameter values were invalid: ";

    private TableDefinitions() {
    }

    /** Builds a table from a CreateTable request, or refuses the request. */
    static Table create(CreateTableRequest request, Instant now) {
        Constraints constraints = new Constraints().name(request.tableName(), "tableName")
                .notNull(request.hasKeySchema() ? request.keySchema() : null, "keySchema")
                .notNull(request.hasAttributeDefinitions() ? request.attributeDefinitions() : null, "attributeDefinitions");
        if (request.hasKeySchema()) {
            constraints.lengthBetween(request.keySchema(), 1, 2, "keySchema");
            keySchemaMembers(constraints, request.keySchema(), "keySchema");
        }
        if (request.hasAttributeDefinitions()) {
            int i = 1;
            for (AttributeDefinition definition : request.attributeDefinitions()) {
                String member = "attributeDefinitions." + i++ + ".member.";
                constraints.notNull(definition.attributeName(), member + "attributeName")
                        .notNull(definition.attributeTypeAsString(), member + "attributeType")
                        .oneOf(definition.attributeTypeAsString(), member + "attributeType", List.of("B", "N", "S"));
            }
        }
        constraints.oneOf(request.billingModeAsString(), "billingMode", BILLING_MODES);
        throughputMembers(constraints, request.provisionedThroughput(), "provisionedThroughput");
        TableSettingsRules.members(constraints, request.onDemandThroughput(), request.warmThroughput(),
                request.tableClassAsString(), false);
        constraints.check();

        boolean payPerRequest = "PAY_PER_REQUEST".equals(request.billingModeAsString());
        billing(payPerRequest, request.provisionedThroughput());

        Map<String, String> definitions = new LinkedHashMap<>();
        for (AttributeDefinition definition : request.attributeDefinitions()) {
            if (definitions.put(definition.attributeName(), definition.attributeTypeAsString()) != null) {
                throw ServiceError.validation(INVALID + "Duplicate AttributeName in AttributeDefinitions: "
                        + definition.attributeName());
            }
        }
        List<String> definedNames = new ArrayList<>(definitions.keySet());
        boolean hasIndexes = request.hasGlobalSecondaryIndexes() || request.hasLocalSecondaryIndexes()
                || request.hasVectorIndexes();
        KeyShape tableKey = tableKeySchema(request.keySchema(), definedNames, hasIndexes);

        String arn = Catalog.arnOf(request.tableName());
        Table table = new Table(request.tableName(), arn, UUID.randomUUID().toString(), now, tableKey);
        table.billingMode = payPerRequest ? "PAY_PER_REQUEST" : "PROVISIONED";
        if (payPerRequest) {
            table.lastUpdateToPayPerRequest = now;
        } else {
            table.readCapacityUnits = request.provisionedThroughput().readCapacityUnits();
            table.writeCapacityUnits = request.provisionedThroughput().writeCapacityUnits();
        }
        table.deletionProtection = Boolean.TRUE.equals(request.deletionProtectionEnabled());
        TableSettingsRules.apply(table, request.onDemandThroughput(), request.warmThroughput(), request.tableClassAsString(),
                payPerRequest, now, false);
        if (request.resourcePolicy() != null) {
            ResourcePolicies.attach(table, request.resourcePolicy());
        }

        Set<String> usedAttributes = new LinkedHashSet<>(tableKey.attributes());
        Set<String> indexNames = new HashSet<>();
        int projected = 0;
        if (request.hasLocalSecondaryIndexes()) {
            if (request.localSecondaryIndexes().isEmpty()) {
                throw ServiceError.validation(INVALID + "List of LocalSecondaryIndexes is empty");
            }
            if (!tableKey.hasSort()) {
                throw ServiceError.validation(INVALID + "Table KeySchema does not have a range key, which is required when "
                        + "specifying a LocalSecondaryIndex");
            }
            int i = 1;
            for (LocalSecondaryIndex lsi : request.localSecondaryIndexes()) {
                SecondaryIndex index = localIndex(lsi, i++, tableKey, definedNames, arn);
                duplicateName(indexNames, index.name);
                usedAttributes.addAll(index.key.attributes());
                projected += index.nonKeyAttributes.size();
                table.attach(index);
            }
            if (request.localSecondaryIndexes().size() > MAX_LOCAL_INDEXES) {
                throw ServiceError.validation(INVALID + "Number of LocalSecondaryIndexes exceeds per-table limit of "
                        + MAX_LOCAL_INDEXES);
            }
        }
        if (request.hasGlobalSecondaryIndexes()) {
            if (request.globalSecondaryIndexes().isEmpty()) {
                throw ServiceError.validation(INVALID + "List of GlobalSecondaryIndexes is empty");
            }
            int i = 1;
            for (GlobalSecondaryIndex gsi : request.globalSecondaryIndexes()) {
                SecondaryIndex index = globalIndex(gsi.indexName(), gsi.keySchema(), gsi.projection(),
                        gsi.provisionedThroughput(), payPerRequest, "globalSecondaryIndexes." + i++ + ".member.",
                        definedNames, arn);
                duplicateName(indexNames, index.name);
                usedAttributes.addAll(index.key.attributes());
                projected += index.nonKeyAttributes.size();
                table.attach(index);
            }
            if (request.globalSecondaryIndexes().size() > MAX_GLOBAL_INDEXES) {
                throw ServiceError.validation(INVALID + "GlobalSecondaryIndex count exceeds the per-table limit of "
                        + MAX_GLOBAL_INDEXES);
            }
        }
        if (projected > MAX_PROJECTED_ATTRIBUTES) {
            throw projectedLimit(projected);
        }
        if (request.hasVectorIndexes()) {
            int i = 1;
            for (software.amazon.awssdk.services.dynamodb.model.VectorIndex vector : request.vectorIndexes()) {
                VectorIndex index = VectorIndexes.define(vector.indexName(), vector.vectorAttribute() == null ? null
                                : vector.vectorAttribute().attributeName(), vector.dimensions(),
                        vector.distanceFunctionAsString(), vector.hasSearchSchema() ? vector.searchSchema() : null,
                        vector.projection(), "vectorIndexes." + i++ + ".member.", definitions, arn);
                duplicateName(indexNames, index.name);
                VectorIndexes.attach(table, index, payPerRequest);
                usedAttributes.addAll(index.searchAttributes());
            }
            if (request.vectorIndexes().size() > VectorIndexes.MAX_VECTOR_INDEXES) {
                throw ServiceError.validation(INVALID + "VectorIndex count exceeds the per-table limit of "
                        + VectorIndexes.MAX_VECTOR_INDEXES);
            }
        }
        if (hasIndexes && !usedAttributes.containsAll(definedNames)) {
            throw ServiceError.validation(INVALID + "Some AttributeDefinitions are not used. AttributeDefinitions: "
                    + definedNames + ", keys used: " + new ArrayList<>(usedAttributes));
        }
        for (String name : usedAttributes) {
            table.attributeTypes.put(name, definitions.get(name));
        }
        streamSpecification(request.streamSpecification());
        return table;
    }

    static ServiceError projectedLimit(int projected) {
        return ServiceError.validation(INVALID + "Number of projected attributes in all indexes exceeds limit of "
                + MAX_PROJECTED_ATTRIBUTES + ", number of projected attributes: " + projected);
    }

    static void keySchemaMembers(Constraints constraints, List<KeySchemaElement> schema, String member) {
        int i = 1;
        for (KeySchemaElement element : schema) {
            String prefix = member + "." + i++ + ".member.";
            constraints.notNull(element.attributeName(), prefix + "attributeName")
                    .notNull(element.keyTypeAsString(), prefix + "keyType")
                    .oneOf(element.keyTypeAsString(), prefix + "keyType", List.of("HASH", "RANGE"));
        }
    }

    static void throughputMembers(Constraints constraints, ProvisionedThroughput throughput, String member) {
        if (throughput != null) {
            constraints.notNull(throughput.readCapacityUnits(), member + ".readCapacityUnits")
                    .notNull(throughput.writeCapacityUnits(), member + ".writeCapacityUnits")
                    .atLeast(throughput.readCapacityUnits(), 1, member + ".readCapacityUnits")
                    .atLeast(throughput.writeCapacityUnits(), 1, member + ".writeCapacityUnits");
        }
    }

    /** The billing rules: on-demand tables take no throughput, provisioned tables need it. */
    static void billing(boolean payPerRequest, ProvisionedThroughput throughput) {
        if (payPerRequest && throughput != null) {
            throw ServiceError.validation(INVALID
                    + "Neither ReadCapacityUnits nor WriteCapacityUnits can be specified when BillingMode is PAY_PER_REQUEST");
        }
        if (!payPerRequest && (throughput == null || throughput.readCapacityUnits() == null
                || throughput.writeCapacityUnits() == null)) {
            throw ServiceError.validation(INVALID
                    + "ReadCapacityUnits and WriteCapacityUnits must both be specified when BillingMode is PROVISIONED");
        }
    }

    private static KeyShape tableKeySchema(List<KeySchemaElement> schema, List<String> defined, boolean hasIndexes) {
        List<String> keys = schema.stream().map(KeySchemaElement::attributeName).toList();
        if (!defined.containsAll(keys)) {
            if (keys.size() > defined.size() && !hasIndexes) {
                throw ServiceError.validation("Invalid KeySchema: Some index key attribute have no definition");
            }
            throw undefined(keys, defined);
        }
        if (keys.size() == 2 && keys.get(0).equals(keys.get(1))) {
            throw ServiceError.validation("Both the Hash Key and the Range Key element in the KeySchema have the same name");
        }
        if (!"HASH".equals(schema.get(0).keyTypeAsString())) {
            throw ServiceError.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        if (schema.size() == 2 && !"RANGE".equals(schema.get(1).keyTypeAsString())) {
            throw ServiceError.validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
        }
        if (!hasIndexes && keys.size() != defined.size()) {
            throw ServiceError.validation(INVALID + "Number of attributes in KeySchema does not exactly match number of "
                    + "attributes defined in AttributeDefinitions");
        }
        return KeyShape.of(schema);
    }

    private static ServiceError undefined(List<String> keys, List<String> defined) {
        return ServiceError.validation(INVALID + "Some index key attributes are not defined in AttributeDefinitions. Keys: "
                + keys + ", AttributeDefinitions: " + defined);
    }

    private static void duplicateName(Set<String> names, String name) {
        if (!names.add(name)) {
            throw ServiceError.validation(INVALID + "Duplicate index name: " + name);
        }
    }

    private static SecondaryIndex localIndex(LocalSecondaryIndex lsi, int position, KeyShape tableKey, List<String> defined,
            String tableArn) {
        String member = "localSecondaryIndexes." + position + ".member.";
        Constraints constraints = new Constraints().name(lsi.indexName(), member + "indexName")
                .notNull(lsi.hasKeySchema() ? lsi.keySchema() : null, member + "keySchema")
                .notNull(lsi.projection(), member + "projection");
        if (lsi.hasKeySchema()) {
            constraints.lengthBetween(lsi.keySchema(), 1, 2, member + "keySchema");
            keySchemaMembers(constraints, lsi.keySchema(), member + "keySchema");
        }
        constraints.check();
        List<String> keys = lsi.keySchema().stream().map(KeySchemaElement::attributeName).toList();
        if (!defined.containsAll(keys)) {
            throw undefined(keys, defined);
        }
        if (keys.size() == 2 && keys.get(0).equals(keys.get(1))) {
            throw ServiceError.validation("Both the Hash Key and the Range Key element in the KeySchema have the same name");
        }
        if (!"HASH".equals(lsi.keySchema().get(0).keyTypeAsString())) {
            throw ServiceError.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        if (keys.size() == 2 && !"RANGE".equals(lsi.keySchema().get(1).keyTypeAsString())) {
            throw ServiceError.validation("Invalid KeySchema: The second KeySchemaElement is not a RANGE key type");
        }
        if (keys.size() != 2) {
            throw ServiceError.validation(INVALID + "Index KeySchema does not have a range key for index: " + lsi.indexName());
        }
        if (!keys.get(0).equals(tableKey.partition().get(0))) {
            throw ServiceError.validation(INVALID + "Index KeySchema does not have the same leading hash key as table "
                    + "KeySchema for index: " + lsi.indexName() + ". index hash key: " + keys.get(0) + ", table hash key: "
                    + tableKey.partition().get(0));
        }
        Projection projection = projection(lsi.projection());
        return new SecondaryIndex(lsi.indexName(), false, KeyShape.of(lsi.keySchema()), projection.projectionTypeAsString(),
                projection.hasNonKeyAttributes() ? projection.nonKeyAttributes() : null, tableArn);
    }

    /** Validates one global index definition (of CreateTable or of an UpdateTable Create action). */
    static SecondaryIndex globalIndex(String name, List<KeySchemaElement> schema, Projection projection,
            ProvisionedThroughput throughput, boolean payPerRequest, String member, List<String> defined,
            String tableArn) {
        boolean hasSchema = schema != null && !(schema instanceof software.amazon.awssdk.core.util.SdkAutoConstructList);
        Constraints constraints = new Constraints().name(name, member + "indexName")
                .notNull(hasSchema ? schema : null, member + "keySchema")
                .notNull(projection, member + "projection");
        if (hasSchema) {
            constraints.lengthBetween(schema, 1, 2 * MAX_GLOBAL_KEY_ATTRIBUTES_PER_KIND, member + "keySchema");
            keySchemaMembers(constraints, schema, member + "keySchema");
        }
        throughputMembers(constraints, throughput, member + "provisionedThroughput");
        constraints.check();
        List<String> keys = schema.stream().map(KeySchemaElement::attributeName).toList();
        if (!defined.containsAll(keys)) {
            throw undefined(keys, defined);
        }
        if (new HashSet<>(keys).size() != keys.size()) {
            throw ServiceError.validation(keys.size() == 2
                    ? "Both the Hash Key and the Range Key element in the KeySchema have the same name"
                    : INVALID + "An attribute appears more than once in the KeySchema of index: " + name);
        }
        if (!"HASH".equals(schema.get(0).keyTypeAsString())) {
            throw ServiceError.validation("Invalid KeySchema: The first KeySchemaElement is not a HASH key type");
        }
        KeyShape key = KeyShape.of(schema);
        // Multi-attribute keys list their partition attributes first, then their sort attributes.
        for (int i = 0; i < schema.size(); i++) {
            boolean expectHash = i < key.partition().size();
            if (expectHash != "HASH".equals(schema.get(i).keyTypeAsString())) {
                throw ServiceError.validation(schema.size() == 2
                        ? "Invalid KeySchema: The second KeySchemaElement is not a RANGE key type"
                        : INVALID + "The KeySchema of index " + name + " must list its HASH attributes before its RANGE "
                                + "attributes");
            }
        }
        if (key.partition().size() > MAX_GLOBAL_KEY_ATTRIBUTES_PER_KIND || key.sort().size() > MAX_GLOBAL_KEY_ATTRIBUTES_PER_KIND) {
            throw ServiceError.validation(INVALID + "The KeySchema of index " + name + " has more than "
                    + MAX_GLOBAL_KEY_ATTRIBUTES_PER_KIND + " HASH or more than " + MAX_GLOBAL_KEY_ATTRIBUTES_PER_KIND
                    + " RANGE attributes");
        }
        Projection checked = projection(projection);
        if (payPerRequest && throughput != null) {
            throw ServiceError.validation(INVALID + "ProvisionedThroughput should not be specified for index: " + name
                    + " when BillingMode is PAY_PER_REQUEST");
        }
        if (!payPerRequest && throughput == null) {
            throw ServiceError.validation(INVALID + "ProvisionedThroughput must be specified for index: " + name);
        }
        SecondaryIndex index = new SecondaryIndex(name, true, key, checked.projectionTypeAsString(),
                checked.hasNonKeyAttributes() ? checked.nonKeyAttributes() : null, tableArn);
        if (throughput != null) {
            index.readCapacityUnits = throughput.readCapacityUnits();
            index.writeCapacityUnits = throughput.writeCapacityUnits();
        }
        return index;
    }

    /** A projection checked as an index's (an index of any kind). */
    static Projection checkedProjection(Projection projection) {
        return projection(projection);
    }

    private static Projection projection(Projection projection) {
        String type = projection.projectionTypeAsString();
        if (type == null) {
            throw ServiceError.validation(INVALID + "Unknown ProjectionType: null");
        }
        if (!PROJECTION_TYPES.contains(type)) {
            throw ServiceError.validation(INVALID + "Unknown ProjectionType: " + type);
        }
        if (projection.hasNonKeyAttributes() && !"INCLUDE".equals(type)) {
            throw ServiceError.validation(INVALID + "ProjectionType is " + type + ", but NonKeyAttributes is specified");
        }
        if ("INCLUDE".equals(type) && (!projection.hasNonKeyAttributes() || projection.nonKeyAttributes().isEmpty())) {
            throw ServiceError.validation(INVALID + "ProjectionType is INCLUDE, but NonKeyAttributes is not specified");
        }
        if (projection.hasNonKeyAttributes()
                && new HashSet<>(projection.nonKeyAttributes()).size() != projection.nonKeyAttributes().size()) {
            throw ServiceError.validation(INVALID + "Duplicate attribute in NonKeyAttributes: " + projection.nonKeyAttributes());
        }
        return projection;
    }

    /** Checks a StreamSpecification: a view type exactly when the stream is enabled. */
    static void streamSpecification(StreamSpecification specification) {
        if (specification == null) {
            return;
        }
        Constraints constraints = new Constraints().notNull(specification.streamEnabled(), "streamSpecification.streamEnabled")
                .oneOf(specification.streamViewTypeAsString(), "streamSpecification.streamViewType", STREAM_VIEW_TYPES);
        constraints.check();
        if (specification.streamEnabled() && specification.streamViewTypeAsString() == null) {
            throw ServiceError.validation(INVALID + "StreamViewType is required when StreamEnabled is true");
        }
        if (!specification.streamEnabled() && specification.streamViewTypeAsString() != null) {
            throw ServiceError.validation(INVALID + "StreamViewType cannot be specified when StreamEnabled is false");
        }
    }
}
