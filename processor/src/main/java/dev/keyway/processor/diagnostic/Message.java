package dev.keyway.processor.diagnostic;

import java.util.Locale;

/**
 * Every message the processor reports: a stable tag, then what is wrong and what to do. The
 * guide's table of messages ({@code docs/reference/diagnostics.md}) is this list.
 */
public enum Message {

    // ---- the record ------------------------------------------------------------------------
    NOT_A_RECORD("KW001", "@%s applies only to records, but %s is %s. Declare it as 'record %s(...)' with the stored values as components."),
    GENERIC_RECORD("KW002", "@Entity record %s has type parameters; an entity must be a concrete record. Remove the type parameters."),
    PRIVATE_RECORD("KW003", "@Entity record %s is private, so generated code cannot use it. Make it package-private or public."),
    MISSING_PARTITION_KEY("KW004", "@Entity record %s has no @PartitionKey. Add one, e.g. @PartitionKey(\"%s#<%s>\")."),
    EMPTY_TABLE_NAME("KW005", "@Entity on %s names no table. Write @Entity(table = \"YourTable\")."),
    KEY_WITHOUT_ENTITY("KW006", "@%s on %s has no effect without @Entity. Add @Entity(table = \"...\")."),

    // ---- key templates ---------------------------------------------------------------------
    EMPTY_TEMPLATE("KW010", "The key template is empty. Write literal text and <component> placeholders, e.g. \"CUSTOMER#<id>\"."),
    UNCLOSED_PLACEHOLDER("KW011", "Key template \"%s\": the '<' at index %d is not closed by '>'."),
    EMPTY_PLACEHOLDER("KW012", "Key template \"%s\": empty placeholder '<>' at index %d. Name a record component inside it."),
    STRAY_CLOSE("KW013", "Key template \"%s\": the '>' at index %d closes no placeholder. Remove it."),
    NO_DELIMITER_AFTER_PLACEHOLDER("KW014", "Key template \"%s\": <%s> must be followed by '%s', the key's delimiter, or end the template, so that keys split into their components and cannot be forged. Write \"...<%s>%s...\"%s."),
    UNKNOWN_PLACEHOLDER("KW015", "Key template \"%s\": <%s> names no component of %s.%s"),
    UNSUPPORTED_KEY_TYPE("KW016", "Key template \"%s\": component '%s' has type %s, which cannot be part of a key. Key components are String, boolean, byte, short, int, long (or their boxes), BigInteger, BigDecimal, Instant, LocalDate, LocalDateTime, UUID or enums, or any type with a key converter (@KeyFormat(converter = ...))."),
    DUPLICATE_PLACEHOLDER("KW017", "Key template \"%s\": <%s> appears more than once. Name each component once."),
    OPTIONAL_IN_PRIMARY_KEY("KW019", "Key template \"%s\": component '%s' is an Optional, which only a secondary index's key may hold (an item without it stays out of the index). The table's primary key needs every component: make '%s' a plain type."),
    NESTED_PLACEHOLDER("KW018", "Key template \"%s\": '<' at index %d opens a placeholder inside another. Close the first with '>'."),

    // ---- components ------------------------------------------------------------------------
    UNSUPPORTED_TYPE("KW020", "Component '%s' has type %s, which Keyway cannot store%s. Use String, boolean, a number type, BigDecimal, BigInteger, Instant, LocalDate, LocalDateTime, UUID, an enum, byte[], SdkBytes, ByteBuffer, a record, List<T>, Set<String>, a set of numbers or binary, Map<String, T> or Optional<T>."),
    RESERVED_ATTRIBUTE_NAME("KW021", "Component '%s' would be stored as '%s', which is a key or type attribute of table %s. Store it under another name with @Attribute(\"...\")."),
    DUPLICATE_ATTRIBUTE_NAME("KW022", "Component '%s' would be stored as '%s', like component '%s'. Give one of them another name with @Attribute(\"...\")."),
    VERSION_TYPE("KW024", "@Version component '%s' has type %s. A version is a long, int, Long or Integer."),
    DUPLICATE_VERSION("KW025", "@Version is on both '%s' and '%s' of %s. An entity has one version: keep one."),
    TTL_TYPE("KW026", "@Ttl component '%s' has type %s. An expiry time is an Instant, or epoch seconds as a long or Long."),
    DUPLICATE_TTL("KW027", "@Ttl is on both '%s' and '%s' of %s. An item has one expiry time: keep one."),
    UNIQUE_TYPE("KW028", "@Unique component '%s' has type %s, which a key cannot hold, so its values cannot be claimed. Unique components are String, boolean, byte, short, int, long (or their boxes), BigInteger, BigDecimal, Instant, LocalDate, LocalDateTime, UUID or enums, or an Optional of one."),
    CONVERTER_MISMATCH("KW029", "@Convert(%s.class) on component '%s': %s. A converter implements AttributeConverter<T> for exactly the component's type, here %s."),
    EMPTY_ATTRIBUTE_NAME("KW023", "@Attribute on component '%s' names no attribute. Write a name, or remove the annotation to use '%s'."),

    // ---- indexes and access patterns -------------------------------------------------------
    UNKNOWN_INDEX("KW030", "@AccessPattern '%s' queries index \"%s\", which %s does not declare.%s Declare it with @Gsi(index = \"%s\", partitionKey = \"...\") or leave index empty for the table's primary key."),
    DUPLICATE_ACCESS_PATTERN("KW031", "Access pattern '%s' is declared more than once on %s. Give each access pattern its own name."),
    INVALID_ACCESS_PATTERN_NAME("KW032", "Access pattern name '%s' is not a Java method name. Use a name like 'ordersByStatus'."),
    RESERVED_ACCESS_PATTERN_NAME("KW033", "Access pattern name '%s' clashes with the repository's own %s(...) method. Choose another name."),
    DUPLICATE_INDEX("KW034", "Index \"%s\" is declared more than once on %s. Declare each index once."),
    EMPTY_INDEX_NAME("KW035", "@Gsi on %s names no index. Write @Gsi(index = \"GSI1\", partitionKey = \"...\")."),
    INDEX_SHAPE_CONFLICT("KW036", "Index \"%s\" of table %s has a sort key for %s but not for %s. Every entity that uses an index must agree on whether it has a sort key."),
    KEY_ATTRIBUTE_CONFLICT("KW037", "Table %s: %s stores its %s in '%s', but %s stores it in '%s'. Entities of one table must use the same key attributes."),
    SORT_KEY_PRESENCE_CONFLICT("KW038", "Table %s: %s has a @SortKey but %s has none. Within a table either every entity has a sort key or none has; add @SortKey(\"...\") (a constant such as \"PROFILE\" will do)."),
    TTL_ATTRIBUTE_CONFLICT("KW041", "Table %s: %s stores its @Ttl in '%s' but %s in '%s'. DynamoDB reads time to live from one attribute per table: store both under one name with @Attribute(\"...\")."),
    INDEX_NAME_CLASH("KW040", "Index \"%s\" would generate the same key methods (%sPartitionKey) as index \"%s\" on %s. Rename one of them."),
    DUPLICATE_ENTITY_TYPE("KW039", "Entity type \"%s\" is used by both %s and %s in table %s, so their items could not be told apart. Give one of them another @Entity(type = \"...\")."),
    KEY_COLLISION("KW042", "Table %s: %s's primary key (%s / %s) and %s's (%s / %s) can be the same key, so one entity's items could overwrite or be read as the other's. Make the templates differ in a literal, e.g. a different prefix before the first placeholder."),
    QUERY_OVERLAP("KW043", "Table %s: access pattern '%s' of %s (%s, begins_with \"%s\") can also match %s's items (%s). Give the sort keys different literal prefixes, or an access pattern on another index; for keys already written so (ORDER#1 beside ORDER#1#ITEM#a), filter on the type with @AccessPattern(name = \"%s\", filterOnType = true), which reads and pays for the other items and can return short or empty pages."),

    CONSISTENT_READ_ON_GSI("KW044", "Access pattern '%s' asks for consistent reads on global secondary index \"%s\", which DynamoDB reads only eventually consistently. Remove consistentRead, or query the table or a local secondary index (@Lsi)."),
    INDEX_PROJECTION_CONFLICT("KW045", "Index \"%s\" of table %s projects %s for %s but %s for %s. Every entity that uses an index must declare the same projection."),
    LSI_WITHOUT_SORT_KEY("KW046", "@Lsi \"%s\" on %s needs a table with a sort key, as DynamoDB's local indexes do. Add @SortKey(\"...\") to the entity."),
    UNKNOWN_INCLUDED_COMPONENT("KW047", "Index \"%s\" includes '%s', which names no component of %s.%s"),
    INCLUDE_WITHOUT_INCLUDE_PROJECTION("KW048", "Index \"%s\" lists components in include but projects %s. Write projection = Projection.INCLUDE, or remove include."),
    INDEX_KIND_CONFLICT("KW049", "Index \"%s\" of table %s is a %s index for %s but a %s index for %s. Give one of them another name."),

    NOT_A_SEALED_INTERFACE("KW050", "@ItemCollection applies to a sealed interface whose permitted subtypes are @Entity records, but %s is %s. Declare it as 'public sealed interface %s permits ...'."),
    COLLECTION_OF_NON_ENTITY("KW051", "@ItemCollection %s permits %s, which is not an @Entity record. Permit only entities of one table."),
    COLLECTION_TABLES_DIFFER("KW052", "@ItemCollection %s holds %s of table %s and %s of table %s. A collection's entities share one table."),
    COLLECTION_INDEX_MISSING("KW053", "@ItemCollection %s reads index \"%s\", which %s does not declare%s. Declare it on every entity of the collection, holding whole items."),
    COLLECTION_PARTITIONS_DIFFER("KW054", "@ItemCollection %s: %s's partition key \"%s\" and %s's \"%s\" are not built alike, so they never share a partition. Give them the same literals, component types and key formats."),

    SHARD_COUNT("KW055", "%s shards = %d: a partition is sharded into 2 to 1000 partitions (1: not sharded)."),
    SHARD_COMPONENT_REQUIRED("KW056", "@PartitionKey shards = %d of %s needs shardBy naming a component of the primary key (%s), so that get, update and delete find an item's shard."),
    UNKNOWN_SHARD_COMPONENT("KW057", "%s shardBy = \"%s\" names no component of %s that a key can hold.%s"),

    GENERATED_NAME_TAKEN("KW058", "%s would generate %s, but a type of that name already exists. Rename the record or the other type."),
    GENERATED_NAME_CLASH("KW059", "%s would generate %s, and so would %s. Rename one of them."),
    COLLECTION_OF_SHARDED_PARTITION("KW060", "@ItemCollection %s: %s shards its partition key \"%s\" into %d partitions, so one query cannot read the collection. Remove the sharding, or %s from the collection."),

    // ---- one physical attribute, one meaning ------------------------------------------------
    ATTRIBUTE_WRITTEN_TWICE("KW061", "Table %s: %s writes attribute '%s' twice with different text, as %s and as %s, so one would overwrite the other in every item. Store one of them in another attribute, or write the same template into both."),
    KEY_SCHEMA_ONE_ATTRIBUTE("KW062", "%s of %s stores its partition key and its sort key in one attribute '%s', but a DynamoDB key schema needs two attributes. Name the sort key's attribute differently."),
    UNDECLARED_INDEX_MEMBER("KW063", "Table %s: %s writes %s, the key attributes of index \"%s\", so DynamoDB puts its items in that index although %s does not declare it, and other entities' queries there could read them. Declare the index on %s with the templates it writes there, or store the index's keys in attributes of their own."),
    LSI_ON_TABLE_SORT_KEY("KW064", "@Lsi \"%s\" of %s sorts by '%s', the table's own sort key attribute, so it would be the table over again. Store its sort key in an attribute of its own (sortKeyAttribute)."),
    TTL_ATTRIBUTE_SHARED("KW065", "Table %s: %s stores component '%s' %s in '%s', the attribute DynamoDB's time to live reads (the @Ttl of %s), so DynamoDB would delete its items once that number passes as epoch seconds. Store it under another name with @Attribute(\"...\"), or mark it @Ttl."),
    GUARD_OWNER_ATTRIBUTE("KW066", "Table %s: %s stores %s in '%s', where the guard items of %s's @Unique values record their owner's key, so a guard item would overwrite or enter it. Name the attribute differently."),
    RESERVED_ENTITY_TYPE("KW067", "Entity type \"%s\" of %s is the type Keyway stores in its @Unique guard items, so their items could not be told apart. Give %s another @Entity(type = \"...\")."),

    // ---- @Version, @Ttl and @Unique: where they stand, how they combine ---------------------
    VERSION_IN_KEY("KW068", "%s holds the @Version component '%s': every write increments the version, so the key would change under the item and get, update and delete would no longer find it. Keep the version out of keys."),
    TTL_IN_PRIMARY_KEY("KW069", "%s holds the @Ttl component '%s', which the primary key cannot hold: extending an item's expiry would move it to another key. Keep the expiry time out of the primary key (an index key may hold it as long epoch seconds)."),
    TTL_INSTANT_IN_KEY("KW070", "%s holds the @Ttl component '%s', an Instant stored in whole epoch seconds, so the key would hold a time the item does not. Declare it as long epoch seconds to use it in an index key."),
    VERSION_AND_TTL("KW071", "Component '%s' of %s is both @Version and @Ttl: the version 1, 2, 3... read as epoch seconds lies in 1970, so DynamoDB would delete every item at once. Give the expiry time a component of its own."),
    UNIQUE_WITH_MARKER("KW072", "@Unique component '%s' of %s is also its @%s, %s. Remove @Unique."),
    UNIQUE_IS_PRIMARY_KEY("KW073", Severity.WARNING, "@Unique on '%s' has no effect: it is the only component of %s's primary key, which already holds one item per value (a put with a taken value replaces that item). Remove @Unique, or use create(...) to refuse taken values."),
    MARKER_WITHOUT_ENTITY("KW074", "@%s on component '%s' of %s has no effect: Keyway reads @Version, @Ttl, @Unique, @Convert and @KeyFormat only on the components of an @Entity record, not on a record stored inside one or any other. Move it to an entity's component, or remove it."),

    // ---- DynamoDB's limits -------------------------------------------------------------------
    INVALID_TABLE_NAME("KW075", "Table name \"%s\" %s. DynamoDB table names are 3 to 255 characters of a-z, A-Z, 0-9, '_', '-' and '.'."),
    INVALID_INDEX_NAME("KW076", "Index name \"%s\" %s. DynamoDB index names are 3 to 255 characters of a-z, A-Z, 0-9, '_', '-' and '.'."),
    TOO_MANY_LOCAL_INDEXES("KW077", "Table %s would have %d local secondary indexes (%s), but DynamoDB allows 5 per table. Make one of them a global index (@Gsi), or drop one."),
    MANY_GLOBAL_INDEXES("KW078", Severity.WARNING, "Table %s has %d global secondary indexes, more than DynamoDB's default quota of 20 per table: createTable fails unless the account's quota was raised (Service Quotas). Overload fewer indexes with several entities' keys, or raise the quota first."),
    ATTRIBUTE_NAME_TOO_LONG("KW079", "%s '%s' is %d bytes long in UTF-8, but DynamoDB allows %s. Choose a shorter name."),
    TOO_MANY_PROJECTED_ATTRIBUTES("KW080", "Table %s would project %d non-key attributes into its indexes (%s), but DynamoDB allows 100 over all indexes of a table, counting each index's '%s', the type attribute Keyway adds to every KEYS_ONLY and INCLUDE index. Project ALL into some of them, or include fewer."),
    TOO_MANY_INDEX_ATTRIBUTES("KW081", "Index \"%s\" of table %s would project %d non-key attributes (%s), but DynamoDB allows 20 per index%s. Project ALL, or include fewer."),
    KEY_TOO_LONG("KW082", "Key template \"%s\" writes at least %d bytes in UTF-8 before any value, but DynamoDB allows %d bytes in a %s key. Shorten its literal text."),

    // ---- nothing silently ignored -------------------------------------------------------------
    SHARD_BY_WITHOUT_SHARDS("KW083", "%s shardBy = \"%s\" has no effect: shards is 1, so the key is not sharded. Set shards = 2 to 1000, or remove shardBy."),
    SORT_KEY_ATTRIBUTE_WITHOUT_SORT_KEY("KW084", "@Gsi(index = \"%s\") names sortKeyAttribute = \"%s\" but has no sortKey, so nothing is stored there. Add sortKey = \"...\", or remove sortKeyAttribute."),
    DUPLICATE_INCLUDE("KW085", Severity.WARNING, "Index \"%s\" includes '%s' more than once; it is projected once. Remove the repetition."),
    DESCENDING_WITHOUT_SORT_KEY("KW086", Severity.WARNING, "Access pattern '%s' has descending = true, but %s has no sort key, so its items come in no order and descending has no effect. Remove descending, or query an index with a sort key."),
    UNREACHABLE_DECLARATION("KW087", "@%s %s is declared %s, so the code Keyway generates beside it cannot use it. %s"),
    TEMPLATE_LOOKALIKE("KW088", Severity.WARNING, "Key template \"%s\": '%s' looks like a placeholder of another syntax, but Keyway reads it as literal text. Did you mean \"%s\"?"),
    UNPAIRED_SURROGATE("KW089", "%s \"%s\" holds an unpaired surrogate (U+%04X at index %d), which has no UTF-8 form, so DynamoDB cannot store it. Remove it, or write the whole character (a surrogate pair)."),

    // ---- @Unique guard items and DynamoDB's nesting limit ----------------------------------
    GUARD_KEY_COLLISION("KW090", "Table %s: %s's primary key (%s / %s) can be the key of a guard item that holds a @Unique value of %s.%s (%s), e.g. %s: a put of %s would overwrite the guard and free the value for a second item, and a delete would remove it. Make the keys differ from the guards' in a literal, e.g. start the partition key with a literal other than \"_unique\"."),
    GUARD_QUERY_OVERLAP("KW091", "Table %s: access pattern '%s' of %s (%s, begins_with \"%s\") can also match the guard items that hold %s.%s's @Unique values (%s), e.g. %s, so its pages would come back short or empty while more items follow. Give its keys a literal that the guards' keys lack (they are \"_unique...\"), or an access pattern on another index."),
    GUARD_MIXED_DELIMITERS("KW092", "Table %s: %s's %s \"%s\" (delimiter '%s') and the guard items that hold %s.%s's @Unique values (%s, delimiter '#') split keys at different delimiters, and Keyway cannot prove that they never build the same key (e.g. %s). Use '#' as the delimiter of the keys in '%s', or start the template with a literal other than \"_unique\"."),
    NESTING_TOO_DEEP("KW093", "Component '%s' of %s nests %d lists and maps (%s, records counted as maps), but DynamoDB stores at most 31 on any path of a value (32 levels with the value inside), so it would refuse every item whose value is that deep. Store the type flatter: fewer nested lists, maps and records."),
    PRIMARY_KEY_LOOKALIKE("KW094", "Key template \"%s\" of the primary key: '%s' looks like a placeholder of another syntax, but Keyway reads it as literal text, so records that differ only in '%s' would be written under one key, each put replacing the other. Write \"%s\"."),

    // ---- key formats -----------------------------------------------------------------------
    KEY_FORMAT_RAW_TYPE("KW130", "@KeyFormat(raw = true) on component '%s' of type %s: raw applies to String, integer (byte, short, int, long, their boxes, BigInteger) and enum components. A %s keeps Keyway's encoding; for keys written another way give it a key converter: @KeyFormat(converter = ...)."),
    KEY_FORMAT_DIGITS_TYPE("KW131", "@KeyFormat(digits = %d) on component '%s' of type %s: zero-padding applies to byte, short, int, long (or their boxes) and BigInteger components."),
    KEY_FORMAT_DIGITS_RANGE("KW132", "@KeyFormat(digits = %d) on component '%s': a zero-padded %s has 1 to %d digits."),
    KEY_FORMAT_CONFLICT("KW133", "@KeyFormat on component '%s' sets both %s and %s, which are different formats. Keep one: raw = true (as written), digits = N (zero-padded), precision = ... (an Instant as ISO-8601 text) or converter = ... (your own)."),
    KEY_FORMAT_CASING_TYPE("KW134", "@KeyFormat(casing = %s) on component '%s' of type %s: casing applies to String and enum components written by Keyway or raw%s."),
    KEY_CONVERTER_MISMATCH("KW135", "@KeyFormat(converter = %s.class) on component '%s': %s. A key converter implements KeyConverter<T> for exactly the component's type, here %s, and has a public no-argument constructor."),
    KEY_FORMAT_UNUSED("KW136", "@KeyFormat on component '%s' has no effect: no key template of %s names <%s>. Remove it, or use the component in a key."),
    KEY_FORMAT_CASE_CLASH("KW137", "@KeyFormat(casing = %s) on component '%s': constants %s and %s of %s are the same key in %s case, so one would be read as the other. Rename one of them, or drop casing."),
    INVALID_DELIMITER("KW140", "%s delimiter '%s': a key delimiter is one printable ASCII character other than a letter, digit, space, '<', '>' or '$' (the escape character), such as '#' (the default), '/', '|' or ':'."),
    DELIMITER_IN_ENCODING("KW141", "Key template \"%s\": <%s> (%s) is written %s, which can contain '%s', this key's delimiter, so its keys would not split into their components. Choose another delimiter, or write <%s> another way (@KeyFormat(raw = true) for numbers, or a key converter)."),
    KEY_FORMAT_PRECISION_TYPE("KW145", "@KeyFormat(precision = %s) on component '%s' of type %s: precision applies to Instant components, written as ISO-8601 text in UTC. Text with an offset (+02:00) or in local time does not sort as time does: declare the component as an Instant, or keep its keys with a key converter (@KeyFormat(converter = ...)), equality only."),
    COMPONENT_NOT_READ_BACK("KW146", "@Entity(componentsFromKeys = true) on %s: component '%s' is written %s in \"%s\", which does not read back as the value written (a case-normalised text, or a BigDecimal whose key drops its scale), so an item keeping it only in its key would be read with another value. Store '%s' as an attribute on every item and remove componentsFromKeys, or write it in a format that reads back exactly."),
    COMPONENTS_FROM_KEYS_UNUSED("KW147", Severity.WARNING, "@Entity(componentsFromKeys = true) on %s has no effect: its primary key holds no component. Remove componentsFromKeys."),
    TYPE_FILTER_WITHOUT_EFFECT("KW144", Severity.WARNING, "@AccessPattern '%s' has filterOnType = true, but %s, so the query filters on the type attribute anyway. Remove filterOnType."),
    UNORDERED_DESCENDING("KW142", "@AccessPattern '%s' reads in descending order, but no component of its sort key \"%s\" sorts by value (<%s> is written %s), so the order would be that of key text. Zero-pad a number (@KeyFormat(digits = N)), keep Keyway's encoding for a component, or remove descending = true."),
    MIXED_DELIMITERS("KW143", "Table %s: %s's %s \"%s\" (delimiter '%s') and %s's \"%s\" (delimiter '%s') split keys at different delimiters, and Keyway cannot prove that they never build the same key (e.g. %s). Use one delimiter for the keys in '%s', or make the templates differ in the literal before their first placeholder."),

    // ---- streams -----------------------------------------------------------------------------
    STREAM_VIEW_CONFLICT("KW150", "Table %s: %s asks for a stream of %s but %s for %s. A table has one stream: declare the same view, or declare it on one entity only (the others leave stream out)."),
    STREAM_VARIANT_CLASH("KW151", "Table %s has a stream, and its change type %s would name a variant Of%s (and a visitor method on%s) for both %s and %s. Rename one of the records."),
    STREAM_ENTITY_NOT_VISIBLE("KW152", "Table %s has a stream, and its change type, in package %s, names every entity of the table, but %s is %s. %s, or move it into package %s."),

    // ---- table settings (@TableSettings) ------------------------------------------------------
    SETTING_BELOW_ONE("KW200", "@TableSettings(%s = %d) on %s: DynamoDB's %s is at least 1. Give a positive number, or leave %s out for %s."),
    MAX_THROUGHPUT_ON_PROVISIONED("KW201", "Table %s: %s declares %s = %d, a maximum on-demand throughput (OnDemandThroughput), but the table is billed PROVISIONED (declared by %s). DynamoDB takes a maximum only for on-demand tables: remove it, or bill the table PAY_PER_REQUEST."),
    PROVISIONED_WITHOUT_CAPACITY("KW202", "Table %s: %s bills the table PROVISIONED, but no entity declares %s. A provisioned table needs its ProvisionedThroughput: declare readCapacityUnits and writeCapacityUnits (at least 1 each), or leave billing out for an on-demand table."),
    CAPACITY_ON_DEMAND("KW203", "Table %s: %s declares %s = %d, provisioned capacity, but the table is billed on demand (PAY_PER_REQUEST), for which DynamoDB refuses a ProvisionedThroughput. Declare billing = Billing.PROVISIONED, or remove %s."),
    RECOVERY_PERIOD_RANGE("KW204", "@TableSettings(recoveryPeriodInDays = %d) on %s: DynamoDB's RecoveryPeriodInDays is 1 to 35 days. Give a number of days in that range, or leave it out for 35."),
    RECOVERY_PERIOD_WITHOUT_RECOVERY("KW205", "Table %s: %s declares recoveryPeriodInDays = %d, but no entity turns point-in-time recovery on, so the period would be lost. Add pointInTimeRecovery = true, or remove recoveryPeriodInDays."),
    POLICY_UNREADABLE("KW206", "@TableSettings(resourcePolicy = \"%s\") on %s: %s. Put the JSON document on the class path or source path (e.g. src/main/resources/%s) and name its path from the root, without a leading '/'."),
    POLICY_NOT_JSON("KW207", "@TableSettings(resourcePolicy = \"%s\") on %s is not a JSON object: %s. DynamoDB takes a resource-based policy as one JSON object ({\"Version\": \"2012-10-17\", \"Statement\": [...]}): correct the document."),
    POLICY_TOO_LARGE("KW208", "@TableSettings(resourcePolicy = \"%s\") on %s is %d bytes, and DynamoDB takes a resource-based policy of at most 20 KB (20,480 bytes, whitespace counted). Shorten it: remove the indentation, merge statements."),
    TABLE_SETTING_CONFLICT("KW209", "Table %s: %s declares @TableSettings(%s = %s) but %s declares %s. A table has one value for each setting: declare the same value, or declare it on one entity only (the others leave %s out)."),
    VECTOR_INDEX_ON_PROVISIONED("KW210", "Table %s: %s bills the table PROVISIONED, but %s declares vector index \"%s\". DynamoDB creates vector indexes on on-demand tables only: bill the table PAY_PER_REQUEST (leave billing out), or keep the vectors in an on-demand table of their own."),

    // ---- adopting existing tables ------------------------------------------------------------
    TYPE_ATTRIBUTE_CONFLICT("KW170", "Table %s: %s stores its entity type in '%s' but %s in '%s'. A table's items store their type in one attribute: name the same one, or name it on one entity only (the others leave typeAttribute out)."),

    // ---- vector indexes ------------------------------------------------------------------------
    INVALID_VECTOR_INDEX_NAME("KW190", "@VectorIndex \"%s\" on %s: %s. A vector index name is 3 to 255 characters of letters, digits, '_', '-' and '.', and names no other index of the entity."),
    UNKNOWN_VECTOR_COMPONENT("KW191", "@VectorIndex \"%s\": component = \"%s\" names no component of %s.%s"),
    VECTOR_COMPONENT_TYPE("KW192", "@VectorIndex \"%s\": component '%s' %s. DynamoDB indexes a list of numbers: make it a List<Float> or List<Double> (or an Optional of one) that no key holds."),
    VECTOR_DIMENSIONS("KW193", "@VectorIndex \"%s\": dimensions = %d is out of range. A vector index holds vectors of 1 to 4096 dimensions: write the length of the embeddings your model produces."),
    VECTOR_SEARCH_COMPONENT("KW194", "@VectorIndex \"%s\": %s = \"%s\" %s. The search schema holds other components of %s stored as a string, number, binary or enum, each once, and never the embedding."),
    VECTOR_DIMENSIONS_DISAGREE("KW195", "Table %s: attribute '%s' is the vector of index \"%s\" of %s with %d dimensions, but %s. DynamoDB refuses a write whose vector has another length than any index on its attribute: give every vector index on '%s' the same dimensions, and store other data under another name with @Attribute(\"...\")."),
    VECTOR_INDEX_NAME_TAKEN("KW196", "Table %s: vector index \"%s\" of %s is also declared by %s. An index name is unique in a table: give each vector index its own name."),
    VECTOR_PATTERN_OPTION("KW197", "@AccessPattern \"%s\" searches vector index \"%s\", which answers nearest first and eventually consistently only: %s has no effect there. Remove it."),
    VECTOR_PROJECTION("KW198", "@VectorIndex \"%s\": %s"),
    VECTOR_SEARCH_TYPE_CONFLICT("KW199", "Table %s: attribute '%s' is in the search schema of vector index \"%s\" of %s as %s, but %s as %s. A table declares each attribute with one type: store one of them under another name with @Attribute(\"...\")."),
    MANY_VECTOR_INDEXES("KW215", Severity.WARNING, "Table %s has %d vector indexes (%s), more than DynamoDB's default quota of 5 per table: createTable fails unless the account's quota was raised (Service Quotas). Declare fewer vector indexes (keep some entities' vectors in a table of their own), or raise the quota first."),
    TOO_MANY_VECTOR_FILTERS("KW216", "@VectorIndex \"%s\": filters names %d components, and with the type attribute '%s' Keyway adds, its search schema would have %d inline filters; DynamoDB allows at most 18 per vector index. Keep the %d filters searches need most, and filter the others in your code after the search."),
    // ---- multi-attribute index keys (Developer Guide, "Multi-attribute keys pattern") ---------
    MULTI_KEY_COUNT("KW180", "@MultiAttributeGsi \"%s\": its %s key names %d components, but a multi-attribute %s key has %s attributes. Name %s."),
    MULTI_KEY_UNKNOWN_COMPONENT("KW181", "@MultiAttributeGsi \"%s\": '%s' names no component of %s.%s"),
    MULTI_KEY_DUPLICATE_COMPONENT("KW182", "@MultiAttributeGsi \"%s\": component '%s' appears more than once in its keys, but an attribute appears once in a key schema. Name each component once."),
    MULTI_KEY_TYPE("KW183", "@MultiAttributeGsi \"%s\": component '%s' has type %s, %s. A key attribute is a top-level string (S), number (N) or binary (B): key the index on a String, a number type, BigDecimal, BigInteger, Instant, LocalDate, LocalDateTime, UUID, an enum, byte[], SdkBytes or ByteBuffer, or an Optional of one."),
    MULTI_KEY_INDEX_CLASH("KW184", "Index \"%s\" of %s is declared by @MultiAttributeGsi and again by @%s. An index has one key schema, and multi-attribute keys are for global indexes only (not @Lsi, not the table's key): rename one of them."),
    MULTI_KEY_COMPONENT_NOT_STORED("KW185", "@MultiAttributeGsi \"%s\": component '%s' is read back from %s's primary key (componentsFromKeys = true), so items do not store it as an attribute and none would be in the index. Key the index on stored components, or remove componentsFromKeys."),
    MULTI_KEY_ATTRIBUTE_TYPE("KW186", "Table %s: index \"%s\" keys attribute '%s' as %s (%s.%s), but %s stores '%s' as %s (component '%s'). A table defines one type per key attribute, and DynamoDB refuses writes of items whose index key attribute has another type: store one of them under another name with @Attribute(\"...\"), or with the same type."),
    MULTI_KEY_SHAPE_CONFLICT("KW187", "Table %s: %s declares index \"%s\" as %s, but %s as %s. Entities sharing an index declare the same key attributes in the same order, with the same types and projection: align them, or name another index."),
    MULTI_KEY_TYPE_FILTER("KW188", Severity.WARNING, "@AccessPattern '%s' has filterOnType = true, but index \"%s\" has a multi-attribute key, whose queries always filter on the type attribute (any item storing its key attributes is in the index). Remove filterOnType."),
    COLLECTION_MULTI_KEY_INDEX_MISSING("KW220", "@ItemCollection %s reads index \"%s\", which %s declares with @MultiAttributeGsi (partition %s), but %s does not declare it. One query reads the collection by equality on every partition attribute: declare @MultiAttributeGsi(index = \"%s\", partitionKey = {%s}, ...) on %s too, or remove %s from the collection."),
    COLLECTION_MULTI_KEY_PROJECTION("KW221", "@ItemCollection %s reads index \"%s\", whose @MultiAttributeGsi projection is %s, but a collection decodes whole items of several types from the index. Give @MultiAttributeGsi \"%s\" projection = Projection.ALL, or read the collection from another index."),
    COLLECTION_MULTI_KEY_PARTITION_TYPE("KW222", "@ItemCollection %s reads index \"%s\" by partition attribute '%s', which %s stores from %s %s but %s from %s %s. The collection's query takes one value per partition attribute, written as every member writes it: give the components the same type."),
    COLLECTION_MULTI_KEY_SORT_TYPE("KW223", "@ItemCollection %s reads index \"%s\" sorted by attribute '%s', which %s stores from %s %s but %s from %s %s, so one sort condition cannot be written as both store it. Give the components the same type."),

    // ---- the processor itself --------------------------------------------------------------
    INVALID_OPTION("KW100", "Processor option -A%s=%s is refused: %s."),
    INTERNAL_ERROR("KW099", "Keyway internal error while processing %s: %s. Please report it with this record's source.");

    /** How a message is reported: an error stops the generation for its owner, a warning does not. */
    public enum Severity { ERROR, WARNING }

    private final String tag;
    private final Severity severity;
    private final String format;

    Message(String tag, String format) {
        this(tag, Severity.ERROR, format);
    }

    Message(String tag, Severity severity, String format) {
        this.tag = tag;
        this.severity = severity;
        this.format = format;
    }

    /** Whether the message is an error or a warning. */
    public Severity severity() {
        return severity;
    }

    /** The stable tag, e.g. {@code KW015}. */
    public String tag() {
        return tag;
    }

    /** The message text without the tag. */
    public String text(Object... args) {
        return String.format(Locale.ROOT, format, args);
    }

    /** The message as reported: {@code [KW015] ...}. */
    public String format(Object... args) {
        return "[" + tag + "] " + text(args);
    }
}
