package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;

/** The runtime and SDK types generated code refers to. */
final class RuntimeTypes {

    private static final String RUNTIME = "dev.keyway.runtime";
    private static final String INTERNAL = "dev.keyway.runtime.internal";

    static final ClassName ITEM_SCHEMA = ClassName.get("dev.keyway.runtime.schema", "ItemSchema");
    static final ClassName ENTITY_SCHEMA = ClassName.get("dev.keyway.runtime.schema", "EntitySchema");
    static final ClassName TABLE_DEFINITION = ClassName.get("dev.keyway.runtime.schema", "TableDefinition");
    static final ClassName INDEX_DEFINITION = ClassName.get("dev.keyway.runtime.schema", "IndexDefinition");
    static final ClassName QUERY = ClassName.get(RUNTIME, "Query");
    static final ClassName ATTRIBUTE = ClassName.get("dev.keyway.runtime.attribute", "Attribute");
    static final ClassName COMPARABLE_ATTRIBUTE = ClassName.get("dev.keyway.runtime.attribute", "ComparableAttribute");
    static final ClassName STRING_ATTRIBUTE = ClassName.get("dev.keyway.runtime.attribute", "StringAttribute");
    static final ClassName NUMBER_ATTRIBUTE = ClassName.get("dev.keyway.runtime.attribute", "NumberAttribute");
    static final ClassName COLLECTION_ATTRIBUTE = ClassName.get("dev.keyway.runtime.attribute", "CollectionAttribute");
    static final ClassName DERIVED_KEY = ClassName.get("dev.keyway.runtime.schema", "ItemSchema", "DerivedKey");
    static final ClassName UNIQUE_CONSTRAINT = ClassName.get("dev.keyway.runtime.schema", "ItemSchema", "UniqueConstraint");
    static final ClassName UPDATE = ClassName.get(RUNTIME, "Update");
    static final ClassName SCAN = ClassName.get(RUNTIME, "Scan");
    static final ClassName ENTITY_REPOSITORY = ClassName.get(RUNTIME, "EntityRepository");
    static final ClassName ASYNC_ENTITY_REPOSITORY = ClassName.get(RUNTIME + ".async", "AsyncEntityRepository");
    static final ClassName ASYNC_QUERY = ClassName.get(RUNTIME + ".async", "AsyncQuery");
    static final ClassName ASYNC_UPDATE = ClassName.get(RUNTIME + ".async", "AsyncUpdate");
    static final ClassName ASYNC_SCAN = ClassName.get(RUNTIME + ".async", "AsyncScan");
    static final ClassName ASYNC_VECTOR_SEARCH = ClassName.get(RUNTIME + ".async", "AsyncVectorSearch");
    static final ClassName ASYNC_ITEM_COLLECTION = ClassName.get(RUNTIME + ".async", "AsyncItemCollection");
    static final ClassName DYNAMO_DB_ASYNC_CLIENT = ClassName.get("software.amazon.awssdk.services.dynamodb",
            "DynamoDbAsyncClient");
    static final ClassName KEYWAY_SETTINGS = ClassName.get(RUNTIME, "KeywaySettings");
    static final ClassName REQUEST_LISTENER = ClassName.get("dev.keyway.runtime.listener", "RequestListener");
    static final ClassName PARTITION_QUERY = ClassName.get(RUNTIME, "PartitionQuery");
    static final ClassName COLLECTION_QUERY = ClassName.get(RUNTIME, "CollectionQuery");
    static final ClassName KEY_RANGE = ClassName.get(RUNTIME, "KeyRange");
    static final ClassName ORDERED_KEY_RANGE = ClassName.get(RUNTIME, "OrderedKeyRange");
    static final ClassName PREFIX_KEY_RANGE = ClassName.get(RUNTIME, "PrefixKeyRange");
    static final ClassName ORDERED_PREFIX_KEY_RANGE = ClassName.get(RUNTIME, "OrderedPrefixKeyRange");
    static final ClassName KEY_PART = ClassName.get("dev.keyway.runtime.key", "KeyPart");
    static final ClassName INSTANT_TEXT_PART = ClassName.get("dev.keyway.runtime.key", "InstantTextPart");
    static final ClassName KEY_CODEC = ClassName.get("dev.keyway.runtime.key", "KeyCodec");
    static final ClassName KEY_CASE = ClassName.get("dev.keyway.runtime.key", "KeyCase");
    static final ClassName KEY_TEMPLATE = ClassName.get("dev.keyway.runtime.key", "KeyTemplate");
    static final ClassName KEY = ClassName.get("dev.keyway.runtime.key", "Key");
    static final ClassName INVALID_KEY_VALUE = ClassName.get("dev.keyway.runtime.exception", "InvalidKeyValueException");

    static final ClassName ATTRIBUTE_VALUES = ClassName.get("dev.keyway.runtime.internal.item", "AttributeValues");
    static final ClassName ITEM_WRITER = ClassName.get("dev.keyway.runtime.internal.item", "ItemWriter");
    static final ClassName SCALAR = ClassName.get("dev.keyway.runtime.internal.item", "Scalar");
    static final ClassName RECORD_CODEC = ClassName.get("dev.keyway.runtime.internal.item", "RecordCodec");
    static final ClassName ATTRIBUTES = ClassName.get("dev.keyway.runtime.internal.item", "Attributes");
    static final ClassName ITEM_READER = ClassName.get("dev.keyway.runtime.internal.item", "ItemReader");
    static final ClassName ATTRIBUTE_VALUE_EXCEPTION = ClassName.get("dev.keyway.runtime.internal.item", "AttributeValueException");
    static final ClassName KEY_SHARDS = ClassName.get("dev.keyway.runtime.internal.key", "KeyShards");
    static final ClassName ENTITY_OPERATIONS = ClassName.get(INTERNAL, "EntityOperations");
    static final ClassName COLLECTION_TABLE = ClassName.get("dev.keyway.runtime.internal.query", "CollectionTable");
    static final ClassName ACCESS_PATTERN_SPEC = ClassName.get("dev.keyway.runtime.internal.query", "AccessPatternSpec");
    static final ClassName RUNTIME_ACCESS = ClassName.get(INTERNAL, "RuntimeAccess");

    static final ClassName ATTRIBUTE_VALUE = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "AttributeValue");
    static final ClassName STREAM_VIEW_TYPE = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "StreamViewType");
    static final ClassName RECORD = ClassName.get("software.amazon.awssdk.services.dynamodb.model", "Record");
    static final ClassName STREAM_CHANGE = ClassName.get(RUNTIME + ".stream", "StreamChange");
    static final ClassName CHANGE = ClassName.get(RUNTIME + ".stream", "Change");
    static final ClassName CHANGE_EVENT = ClassName.get(RUNTIME + ".stream", "ChangeEvent");
    static final ClassName CHANGE_DECODER = ClassName.get(RUNTIME + ".stream", "ChangeDecoder");
    static final ClassName ITEM_DECODE_EXCEPTION = ClassName.get("dev.keyway.runtime.exception", "ItemDecodeException");
    static final ClassName DYNAMO_DB_CLIENT = ClassName.get("software.amazon.awssdk.services.dynamodb", "DynamoDbClient");
    static final ClassName SDK_BYTES = ClassName.get("software.amazon.awssdk.core", "SdkBytes");

    static final ClassName GENERATED = ClassName.get("javax.annotation.processing", "Generated");
    static final String PROCESSOR = "dev.keyway.processor.KeywayProcessor";

    private RuntimeTypes() {
    }
}
