package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.NestedRecordModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.ValueType;
import com.palantir.javapoet.TypeName;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.StoredDepth;
import java.util.ArrayList;
import java.util.Optional;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XSchema}: the {@code ItemSchema} of an entity — {@code toItem} and
 * {@code fromItem} as one statement per attribute, the table it lives in, and converters for
 * the records nested in it.
 */
public final class SchemaWriter {

    private final EntityModel entity;
    private final TableModel table;
    private final ClassName schema;
    private final ClassName keys;
    private final ClassName record;
    private final ConverterCode converters;
    private final KeyCode keyCode;
    /** The codec constant of each nested record type, by canonical name. */
    private final java.util.Map<String, String> recordCodecs;
    /** The keys without components, by key method: each is a constant of the schema. */
    private final java.util.Map<String, KeyModel> constantKeys;

    public SchemaWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.schema = JavaTypes.of(Naming.schema(entity));
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.record = JavaTypes.of(entity.type());
        this.recordCodecs = Naming.recordCodecFields(entity);
        this.converters = new ConverterCode(schema, recordCodecs);
        this.keyCode = new KeyCode(entity);
        this.constantKeys = Naming.constantKeys(entity);
    }

    public TypeSpec write() {
        ParameterizedTypeName itemMap = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class),
                RuntimeTypes.ATTRIBUTE_VALUE);
        TypeSpec.Builder type = TypeSpec.classBuilder(schema.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .superclass(ParameterizedTypeName.get(RuntimeTypes.ENTITY_SCHEMA, record))
                .addJavadoc("$L\n", Docs.wrap("How {@link " + String.join(".", record.simpleNames())
                        + "} is stored in table {@code " + Naming.doc(entity.table())
                        + "}: every item holds its keys, {@code " + Naming.doc(table.typeAttribute()) + " = "
                        + CodeBlock.of("$S", Naming.doc(entity.typeName()))
                        + "}\nand each non-null component under its attribute name.", Docs.TOP_LEVEL_WIDTH))
                .addField(FieldSpec.builder(schema, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The schema.\n")
                        .initializer("new $T()", schema).build())
                .addField(FieldSpec.builder(String.class, "ENTITY_TYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The entity type stored in {@code $L}.\n", Naming.doc(table.typeAttribute()))
                        .initializer("$L", JavaLiteral.of(entity.typeName())).build())
                .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, "TYPE_VALUE", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("$T.fromS(ENTITY_TYPE)", RuntimeTypes.ATTRIBUTE_VALUE).build())
                .addFields(constantKeyFields())
                .addMethod(constructor())
                .addMethod(MethodSpec.methodBuilder("table")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(RuntimeTypes.TABLE_DEFINITION)
                        .addStatement("return $T.DEFINITION", JavaTypes.of(table.type())).build())
                .addMethod(MethodSpec.methodBuilder("tableSchemas")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class),
                                ParameterizedTypeName.get(RuntimeTypes.ITEM_SCHEMA, WildcardTypeName.subtypeOf(Object.class))))
                        .addStatement("return $T.schemas()", JavaTypes.of(table.type())).build())
                .addMethod(toItem(itemMap))
                .addMethod(fromItem(itemMap))
                .addMethod(MethodSpec.methodBuilder("primaryKey")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(itemMap)
                        .addParameter(record, Naming.entityParameter(entity))
                        .addStatement("return $T.primaryKey($N)", keys, Naming.entityParameter(entity)).build());
        addConverters(type);
        for (NestedRecordModel nested : entity.nestedRecords()) { // before the attribute references, which use them
            type.addField(recordCodec(nested));
        }
        addAttributeReferences(type);
        addDerivedKeys(type);
        addKeyTemplates(type);
        addVersion(type);
        addUniqueConstraints(type);
        addReadsBackEqual(type);
        entity.ttl().ifPresent(ttl -> type.addMethod(MethodSpec.methodBuilder("ttlAttribute")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), ClassName.get(String.class)))
                .addStatement("return $T.of($L)", Optional.class, JavaLiteral.of(ttl.attribute())).build()));
        return type.build();
    }

    /** One instance of each {@code @Convert} converter, declared before the attribute references that use it. */
    private void addConverters(TypeSpec.Builder type) {
        Set<ClassRef> converters = new LinkedHashSet<>();
        for (ComponentModel component : entity.components()) {
            ValueType stored = component.type() instanceof ValueType.OptionalType optional ? optional.element() : component.type();
            if (stored instanceof ValueType.ConvertedType converted) {
                converters.add(converted.converter());
            }
        }
        for (ClassRef converter : converters) {
            type.addField(FieldSpec.builder(JavaTypes.of(converter), Naming.converterField(converter), Modifier.STATIC,
                    Modifier.FINAL).initializer("new $T()", JavaTypes.of(converter)).build());
        }
    }

    /** One typed reference per component, for conditions, filters and updates. */
    private void addAttributeReferences(TypeSpec.Builder type) {
        Map<String, String> fields = Naming.attributeFields(entity);
        Set<ComponentModel> keyComponents = new LinkedHashSet<>(entity.primaryKeyComponents());
        for (ComponentModel component : entity.components()) {
            ValueType stored = component.type() instanceof ValueType.OptionalType optional ? optional.element() : component.type();
            boolean key = keyComponents.contains(component);
            TypeName fieldType = attributeType(stored);
            String field = fields.get(component.name());
            int column = 4 + "public static final ".length() + Lines.width(CodeBlock.of("$T", fieldType)) + field.length() + 4;
            CodeBlock initializer = Lines.fit(column, breaks -> attributeReference(component, stored, fieldType, key, breaks));
            type.addField(FieldSpec.builder(fieldType, field, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("$L", Docs.of("{@code $L}$L$L.\n", component.name(),
                            component.attribute().equals(component.name()) ? ""
                                    : ", stored as {@code " + Naming.doc(component.attribute()) + "}",
                            key ? ", a primary-key component: conditions only, no updates" : ""))
                    .initializer(initializer)
                    .build());
        }
    }

    /** The reference class for a stored type: strings, numbers and times compare; lists and sets have elements. */
    private static TypeName attributeType(ValueType stored) {
        TypeName javaType = JavaTypes.of(stored).box();
        if (stored instanceof ValueType.ScalarType scalar && scalar.scalar() == Scalar.STRING) {
            return RuntimeTypes.STRING_ATTRIBUTE;
        }
        if (stored instanceof ValueType.ListType || stored instanceof ValueType.SetType) {
            ValueType element = stored instanceof ValueType.ListType list ? list.element() : ((ValueType.SetType) stored).element();
            return ParameterizedTypeName.get(RuntimeTypes.COLLECTION_ATTRIBUTE, javaType, JavaTypes.of(element).box());
        }
        ClassName kind = stored instanceof ValueType.ScalarType scalar && scalar.scalar().numeric()
                ? RuntimeTypes.NUMBER_ATTRIBUTE
                : stored instanceof ValueType.ScalarType scalar && (scalar.scalar() == Scalar.INSTANT
                || scalar.scalar() == Scalar.LOCAL_DATE || scalar.scalar() == Scalar.LOCAL_DATE_TIME
                || scalar.scalar() == Scalar.EPOCH_SECONDS) ? RuntimeTypes.COMPARABLE_ATTRIBUTE : RuntimeTypes.ATTRIBUTE;
        return ParameterizedTypeName.get(kind, javaType);
    }

    /**
     * A reference's initializer: through {@code Attributes}, with a {@code Scalar}, for scalars, enums
     * and collections of them; else the reference's constructor with converter functions.
     */
    private CodeBlock attributeReference(ComponentModel component, ValueType stored, TypeName fieldType, boolean key,
                                         Lines.Breaks breaks) {
        String sp = breaks.sp();
        CodeBlock names = CodeBlock.of("ENTITY_TYPE," + sp + "$S," + sp + "$L", component.name(),
                JavaLiteral.of(component.attribute()));
        // The factories take the stored name only when it is not the component's.
        CodeBlock factoryNames = component.attribute().equals(component.name())
                ? CodeBlock.of("ENTITY_TYPE," + sp + "$S", component.name()) : names;
        TypeName raw = fieldType instanceof ParameterizedTypeName parameterized ? parameterized.rawType() : fieldType;
        // A key component says so; the others (most) leave the flag out, when their stored name is their own.
        CodeBlock keyFlag = key || !component.attribute().equals(component.name()) ? CodeBlock.of("," + sp + "$L", key)
                : CodeBlock.of("");
        if (raw.equals(RuntimeTypes.STRING_ATTRIBUTE)) {
            return CodeBlock.of("$T.string(" + breaks.zw() + "$L$L)", RuntimeTypes.ATTRIBUTES, factoryNames, keyFlag);
        }
        CodeBlock scalar = ConverterCode.stored(stored);
        if (scalar != null) {
            String factory = raw.equals(RuntimeTypes.NUMBER_ATTRIBUTE) ? "number"
                    : raw.equals(RuntimeTypes.COMPARABLE_ATTRIBUTE) ? "comparable" : "plain";
            return CodeBlock.of("$T.$L(" + breaks.zw() + "$L," + sp + "$L$L)", RuntimeTypes.ATTRIBUTES, factory,
                    factoryNames, scalar, keyFlag);
        }
        String codec = converters.recordCodec(stored);
        if (codec != null) {
            String factory = stored instanceof ValueType.ListType ? "recordList"
                    : stored instanceof ValueType.MapType ? "recordMap" : "record";
            return CodeBlock.of("$T.$L(" + breaks.zw() + "$L," + sp + "$N)", RuntimeTypes.ATTRIBUTES, factory, factoryNames,
                    codec);
        }
        CodeBlock element = ConverterCode.scalarElement(stored);
        if (element != null) {
            String factory = stored instanceof ValueType.ListType ? "list" : stored instanceof ValueType.SetType ? "set" : "map";
            return CodeBlock.of("$T.$L(" + breaks.zw() + "$L," + sp + "$L)", RuntimeTypes.ATTRIBUTES, factory, factoryNames,
                    element);
        }
        if (stored instanceof ValueType.ListType || stored instanceof ValueType.SetType) {
            ValueType elementType = stored instanceof ValueType.ListType list ? list.element()
                    : ((ValueType.SetType) stored).element();
            return CodeBlock.of("new $T<>(" + breaks.zw() + "$L," + sp + "$L," + sp + "$L," + sp + "$L)", raw, names,
                    converters.toFunction(stored, breaks), converters.toFunction(elementType, breaks),
                    stored instanceof ValueType.SetType);
        }
        return CodeBlock.of("new $T<>(" + breaks.zw() + "$L," + sp + "$L," + sp + "$L)", raw, names,
                converters.toFunction(stored, breaks), key);
    }

    /** How each secondary-index key is rebuilt when an update changes a component it is built from. */
    private void addDerivedKeys(TypeSpec.Builder type) {
        List<CodeBlock> derived = new ArrayList<>();
        for (IndexModel index : entity.indexes()) {
            String prefix = Naming.indexMethodPrefix(index.name());
            if (!index.local()) { // a local index's partition key is the table's: never rewritten
                derived.add(derivedKey(index, index.partitionKey(), prefix + "PartitionKey"));
            }
            index.sortKey().ifPresent(key -> derived.add(derivedKey(index, key, prefix + "SortKey")));
        }
        if (derived.isEmpty()) {
            return;
        }
        // Built when an update asks, not when the schema is loaded: the functions cost a cold start nothing.
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.DERIVED_KEY);
        type.addMethod(MethodSpec.methodBuilder("derivedKeys")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(list)
                .addStatement("return $T.of(\n$L)", List.class, CodeBlock.join(derived, ",\n")).build());
    }

    private CodeBlock derivedKey(IndexModel index, KeyModel key, String builder) {
        List<ComponentModel> components = new ArrayList<>(key.template().components());
        key.sharding().flatMap(KeyModel.Sharding::by).filter(by -> !components.contains(by)).ifPresent(components::add);
        List<CodeBlock> names = components.stream().map(component -> CodeBlock.of("$S", component.name())).toList();
        java.util.function.Function<ComponentModel, CodeBlock> read = component ->
                CodeBlock.of("($T) values.get($S)", JavaTypes.of(component.type().keyType()).box(), component.name());
        List<CodeBlock> arguments = new ArrayList<>(key.template().components().stream().map(read).toList());
        if (key.sharding().isPresent()) {
            arguments.add(KeysWriter.shardOf(keys, builder, key, read));
        }
        CodeBlock.Builder derived = CodeBlock.builder().add("new $T($S,$W$L,$W$L,$W$T.of($L),\n        values -> $T.$N($L))",
                RuntimeTypes.DERIVED_KEY, index.name(), JavaLiteral.of(key.attribute()),
                JavaLiteral.of(key.template().source()), List.class, CodeBlock.join(names, ", "), keys, builder,
                CodeBlock.join(arguments, ",$W"));
        // What a backfill conditions on: where the components are stored, when not under their own names.
        if (components.stream().anyMatch(component -> !component.attribute().equals(component.name()))) {
            derived.add("\n        .withStoredAttributes($T.of($L))", List.class, CodeBlock.join(components.stream()
                    .map(component -> JavaLiteral.of(component.attribute())).toList(), ", "));
        }
        // A key sharded at random is right in any shard: a backfill must not move it.
        key.sharding().filter(sharding -> sharding.by().isEmpty())
                .ifPresent(sharding -> derived.add("\n        .withRandomShards($L)", sharding.shards()));
        return derived.build();
    }

    /**
     * Every key attribute the entity writes, by attribute, with the key stored there: the table's
     * keys, then each index's (a local index's partition key is the table's).
     */
    private Map<String, KeyModel> keysByAttribute() {
        Map<String, KeyModel> keys = new java.util.LinkedHashMap<>();
        keys.put(entity.partitionKey().attribute(), entity.partitionKey());
        entity.sortKey().ifPresent(key -> keys.putIfAbsent(key.attribute(), key));
        for (IndexModel index : entity.indexes()) {
            keys.putIfAbsent(index.partitionKey().attribute(), index.partitionKey());
            index.sortKey().ifPresent(key -> keys.putIfAbsent(key.attribute(), key));
        }
        return keys;
    }

    /**
     * {@code keyTemplates()}: every key the entity writes with the parts that read its components
     * back, so that code can check stored keys against the design (a local index's partition key
     * is the table's, listed once).
     */
    private void addKeyTemplates(TypeSpec.Builder type) {
        List<CodeBlock> templates = new ArrayList<>();
        templates.add(keyTemplate("", entity.partitionKey()));
        entity.sortKey().ifPresent(key -> templates.add(keyTemplate("", key)));
        for (IndexModel index : entity.indexes()) {
            if (!index.local()) {
                templates.add(keyTemplate(index.name(), index.partitionKey()));
            }
            index.sortKey().ifPresent(key -> templates.add(keyTemplate(index.name(), key)));
        }
        // Made when asked (once per repository), not when the schema is loaded: a cold start reads no template.
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class), RuntimeTypes.KEY_TEMPLATE);
        type.addMethod(MethodSpec.methodBuilder("keyTemplates")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(list)
                .addStatement("return $T.of(\n$L)", List.class, CodeBlock.join(templates, ",\n")).build());
    }

    /**
     * {@code KeyTemplate.of(ENTITY_TYPE, "GSI1", "GSI1PK", "STATUS#<status>", OrderKeys.STATUS)}; a
     * delimiter other than {@code '#'} follows the template.
     */
    private CodeBlock keyTemplate(String index, KeyModel key) {
        List<CodeBlock> parts = key.template().components().stream()
                .map(component -> CodeBlock.of("$T.$N", keys, keyCode.field(component, key)))
                .toList();
        char delimiter = key.template().delimiter();
        CodeBlock call = CodeBlock.of("$T.of(ENTITY_TYPE,$W$L,$W$L,$W$L$L$L)", RuntimeTypes.KEY_TEMPLATE, JavaLiteral.of(index),
                JavaLiteral.of(key.attribute()), JavaLiteral.of(key.template().source()),
                delimiter == KeyTemplate.DEFAULT_DELIMITER ? "" : ", " + KeyCode.charLiteral(delimiter),
                parts.isEmpty() ? CodeBlock.of("") : CodeBlock.of(",$W$L", CodeBlock.join(parts, ",$W")));
        return key.sharding().map(sharding -> CodeBlock.of("$L\n$>.sharded($L)$<", call, sharding.shards())).orElse(call);
    }

    /**
     * The key attribute built from a component: its table key's, else the first index key's; none
     * for a component no key holds.
     */
    private Optional<String> keyAttributeOf(ComponentModel component) {
        for (Map.Entry<String, KeyModel> key : keysByAttribute().entrySet()) {
            if (key.getValue().template().components().contains(component)) {
                return Optional.of(key.getKey());
            }
        }
        return Optional.empty();
    }

    /**
     * The constructor: the entity type, the attributes a selecting query always reads, primitive
     * components (a record needs them) and the components of every key, and, when there are any,
     * the attributes of the primitive components (an update must not create an item without them).
     */
    private MethodSpec constructor() {
        Set<ComponentModel> keyComponents = new LinkedHashSet<>(entity.primaryKeyComponents());
        keysByAttribute().values().forEach(key -> keyComponents.addAll(key.template().components()));
        List<CodeBlock> required = entity.components().stream()
                .filter(component -> !component.type().nullable() || keyComponents.contains(component))
                .map(component -> JavaLiteral.of(component.attribute()))
                .toList();
        List<CodeBlock> primitives = entity.components().stream()
                .filter(component -> !component.type().nullable())
                .map(component -> JavaLiteral.of(component.attribute()))
                .toList();
        return MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE)
                .addStatement("super($L)", Lines.fit(14, breaks -> {
                    CodeBlock.Builder arguments = CodeBlock.builder().add("ENTITY_TYPE," + breaks.sp() + "$T.of($L)",
                            List.class, CodeBlock.join(required, "," + breaks.sp()));
                    if (!primitives.isEmpty()) {
                        arguments.add("," + breaks.sp() + "$T.of($L)", List.class,
                                CodeBlock.join(primitives, "," + breaks.sp()));
                    }
                    return arguments.build();
                }))
                .build();
    }

    /**
     * {@code readsBackEqual()} is true when every component is a type whose stored text reads back
     * equal: not numbers with several spellings (float, double, BigDecimal), not {@code @Ttl}
     * seconds, converted values, binary, collections or nested records (null and empty differ).
     */
    private void addReadsBackEqual(TypeSpec.Builder type) {
        boolean exact = entity.components().stream().allMatch(component -> storedExactly(component.type()));
        if (exact) {
            type.addMethod(MethodSpec.methodBuilder("readsBackEqual")
                    .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(boolean.class)
                    .addJavadoc("Every component reads back equal, so a write returns the record it was given.\n")
                    .addStatement("return true").build());
        }
    }

    private static boolean storedExactly(ValueType type) {
        if (type instanceof ValueType.EnumType) {
            return true;
        }
        return type instanceof ValueType.ScalarType scalar && switch (scalar.scalar()) {
            case STRING, BOOLEAN, BYTE, SHORT, INT, LONG, BIG_INTEGER, INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, UUID -> true;
            default -> false;
        };
    }

    /** The {@code @Unique} components: how to read each value and encode it into its guard item's key. */
    private void addUniqueConstraints(TypeSpec.Builder type) {
        if (entity.uniques().isEmpty()) {
            return;
        }
        String value = Naming.entityParameter(entity);
        List<CodeBlock> constraints = new ArrayList<>();
        for (ComponentModel component : entity.uniques()) {
            CodeBlock read = component.type() instanceof ValueType.OptionalType
                    ? CodeBlock.of("$T.unwrap($N.$N())", RuntimeTypes.ATTRIBUTE_VALUES, value, component.name())
                    : CodeBlock.of("$N.$N()", value, component.name());
            CodeBlock encode = keyCode.encodeValue(component,
                    CodeBlock.of("($T) unique", JavaTypes.of(component.type().keyType()).box()));
            constraints.add(CodeBlock.of("new $T<>($S, $L,\n$>$N -> $L,\nunique -> $L)$<", RuntimeTypes.UNIQUE_CONSTRAINT,
                    component.name(), JavaLiteral.of(component.attribute()), value, read, encode));
        }
        TypeName list = ParameterizedTypeName.get(ClassName.get(List.class),
                ParameterizedTypeName.get(RuntimeTypes.UNIQUE_CONSTRAINT, record));
        type.addField(FieldSpec.builder(list, "UNIQUE_CONSTRAINTS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.of(\n$>$L$<)", List.class, CodeBlock.join(constraints, ",\n")).build());
        type.addMethod(MethodSpec.methodBuilder("uniqueConstraints")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(list)
                .addStatement("return UNIQUE_CONSTRAINTS").build());
    }

    /** Optimistic locking: which attribute holds the version, and how to read and replace it. */
    private void addVersion(TypeSpec.Builder type) {
        if (entity.version().isEmpty()) {
            return;
        }
        ComponentModel version = entity.version().get();
        ValueType.ScalarType scalar = (ValueType.ScalarType) version.type();
        String value = Naming.entityParameter(entity);
        type.addMethod(MethodSpec.methodBuilder("versionAttribute")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), ClassName.get(String.class)))
                .addStatement("return $T.of($L)", Optional.class, JavaLiteral.of(version.attribute())).build());
        CodeBlock read = scalar.primitive() ? CodeBlock.of("$N.$N()", value, version.name())
                : CodeBlock.of("$N.$N() == null ? 0 : $N.$N()", value, version.name(), value, version.name());
        type.addMethod(MethodSpec.methodBuilder("versionOf")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(long.class)
                .addParameter(record, value)
                .addStatement("return $L", read).build());
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : entity.components()) {
            if (component.equals(version)) {
                arguments.add(scalar.scalar() == Scalar.INT ? CodeBlock.of("$T.toIntExact(version)", Math.class)
                        : CodeBlock.of("version"));
            } else {
                arguments.add(CodeBlock.of("$N.$N()", value, component.name()));
            }
        }
        type.addMethod(MethodSpec.methodBuilder("withVersion")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(record)
                .addParameter(record, value)
                .addParameter(long.class, "version")
                .addStatement("return $L", Lines.fit(15, breaks -> CodeBlock.of("new $T($L)", record,
                        CodeBlock.join(arguments, "," + breaks.sp())))).build());
    }

    private MethodSpec toItem(ParameterizedTypeName itemMap) {
        String value = Naming.entityParameter(entity);
        int size = entity.components().size() + 3 + 2 * entity.indexes().size();
        MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(itemMap)
                .addParameter(record, value)
                .addStatement("$T item = $T.item(this, $L)", RuntimeTypes.ITEM_WRITER, RuntimeTypes.ITEM_WRITER, size);
        Map<ComponentModel, String> encoded = encodeOnce(method, value);
        method.addStatement(putKey(entity.partitionKey(), "partitionKey", value, encoded, 8));
        entity.sortKey().ifPresent(key -> method.addStatement(putKey(key, "sortKey", value, encoded, 8)));
        for (IndexModel index : entity.indexes()) {
            String prefix = Naming.indexMethodPrefix(index.name());
            Set<ComponentModel> components = new LinkedHashSet<>();
            if (!index.local()) {
                components.addAll(index.partitionKey().template().components());
                index.partitionKey().sharding().flatMap(KeyModel.Sharding::by).ifPresent(components::add);
            }
            index.sortKey().ifPresent(key -> components.addAll(key.template().components()));
            List<CodeBlock> checks = components.stream()
                    .filter(component -> component.type().nullable())
                    .map(component -> component.type() instanceof ValueType.OptionalType
                            ? CodeBlock.of("$T.unwrap($N.$N()) != null", RuntimeTypes.ATTRIBUTE_VALUES, value, component.name())
                            : CodeBlock.of("$N.$N() != null", value, component.name()))
                    .collect(Collectors.toList());
            if (!checks.isEmpty()) {
                method.addComment("Sparse index $L: an item without all its key components stays out of it.",
                        Naming.doc(index.name()));
                method.beginControlFlow("if ($L)", Lines.fit(12, breaks -> CodeBlock.join(checks, " &&" + breaks.sp())));
            }
            int indent = checks.isEmpty() ? 8 : 12;
            if (!index.local()) { // a local index's partition key is the table's, written above
                method.addStatement(putKey(index.partitionKey(), prefix + "PartitionKey", value, encoded, indent));
            }
            index.sortKey().ifPresent(key -> method.addStatement(putKey(key, prefix + "SortKey", value, encoded, indent)));
            if (!checks.isEmpty()) {
                method.endControlFlow();
            }
        }
        method.addStatement("item.put($L, TYPE_VALUE)", JavaLiteral.of(table.typeAttribute()));
        List<ComponentModel> unbounded = StoredDepth.unbounded(entity);
        for (ComponentModel component : entity.components()) {
            if (encoded.containsKey(component) && storedAsKeyText(component)) {
                method.addStatement("item.put($L, $T.fromS($N))", JavaLiteral.of(component.attribute()), RuntimeTypes.ATTRIBUTE_VALUE,
                        encoded.get(component));
            } else {
                method.addStatement(converters.write("item", component, CodeBlock.of("$N.$N()", value, component.name()),
                        unbounded.contains(component)));
            }
        }
        return method.addStatement("return item.toItem()").build();
    }

    /**
     * Encodes once, into a local, each primary-key component that the item's keys would otherwise
     * encode more than once (in the table's and an index's key, say), or that is also stored as the
     * same text (a time): as hand-written code would. Returns the locals by component.
     */
    private Map<ComponentModel, String> encodeOnce(MethodSpec.Builder method, String value) {
        Map<ComponentModel, List<KeyModel>> uses = new java.util.LinkedHashMap<>();
        for (KeyModel key : writtenKeys()) {
            for (ComponentModel component : key.template().components()) {
                uses.computeIfAbsent(component, c -> new ArrayList<>()).add(key);
            }
        }
        Map<ComponentModel, String> encoded = new java.util.LinkedHashMap<>();
        Set<String> taken = new java.util.HashSet<>(Set.of(value, "item"));
        for (ComponentModel component : entity.primaryKeyComponents()) {
            List<KeyModel> keys = uses.getOrDefault(component, List.of());
            boolean oneEncoding = keys.stream().map(key -> keyCode.encoding(component, key)).distinct().count() == 1;
            if (component.type() instanceof ValueType.OptionalType || !oneEncoding
                    || (keys.size() < 2 && !storedAsKeyText(component))) {
                continue;
            }
            String local = component.name() + "Key";
            while (!taken.add(local)) {
                local = local + "_";
            }
            encoded.put(component, local);
        }
        if (!encoded.isEmpty()) {
            method.addComment("Key components encoded once: each is in several keys, or stored as the same text.");
        }
        encoded.forEach((component, local) -> {
            KeyModel key = uses.get(component).get(0);
            method.addStatement("$T $N = $L", String.class, local, keyCode.encode(key, component,
                    CodeBlock.of("$N.$N()", value, component.name()), key.template().parts().size() == 1, false));
        });
        return encoded;
    }

    /** The keys toItem builds from components: the table's and each index's, constant and sharded keys aside. */
    private List<KeyModel> writtenKeys() {
        List<KeyModel> keys = new ArrayList<>();
        keys.add(entity.partitionKey());
        entity.sortKey().ifPresent(keys::add);
        for (IndexModel index : entity.indexes()) {
            if (!index.local()) {
                keys.add(index.partitionKey());
            }
            index.sortKey().ifPresent(keys::add);
        }
        keys.removeIf(key -> key.sharding().isPresent() || key.template().components().isEmpty());
        return keys;
    }

    /** Whether the component is stored as the very text its key encoding is: the times, in Keyway's encoding. */
    private static boolean storedAsKeyText(ComponentModel component) {
        return component.keyFormat().kind() == dev.keyway.processor.model.KeyFormatModel.Kind.KEYWAY
                && component.type() instanceof ValueType.ScalarType scalar && (scalar.scalar() == Scalar.INSTANT
                || scalar.scalar() == Scalar.LOCAL_DATE || scalar.scalar() == Scalar.LOCAL_DATE_TIME);
    }

    /** A key that is the same for every item is built once, as {@code TYPE_VALUE} is. */
    private List<FieldSpec> constantKeyFields() {
        List<FieldSpec> fields = new ArrayList<>();
        constantKeys.forEach((method, key) -> {
            String name = Naming.constantKeyField(method);
            int column = "    private static final AttributeValue ".length() + name.length() + " = ".length();
            fields.add(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, name, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer(Lines.fit(column, breaks -> CodeBlock.of("$T.fromS(" + breaks.zw() + "$T.$N())",
                            RuntimeTypes.ATTRIBUTE_VALUE, keys, method)))
                    .build());
        });
        return fields;
    }

    /** The statement writing a key attribute, at {@code indent} in toItem. */
    private CodeBlock putKey(KeyModel key, String builder, String value, Map<ComponentModel, String> encoded, int indent) {
        if (constantKeys.containsKey(builder)) {
            return CodeBlock.of("item.put($L, $N)", JavaLiteral.of(key.attribute()), Naming.constantKeyField(builder));
        }
        // An Optional index-key component is present here: the sparse-index check came first.
        java.util.function.Function<ComponentModel, CodeBlock> read = component ->
                component.type() instanceof ValueType.OptionalType
                        ? CodeBlock.of("$N.$N().get()", value, component.name())
                        : CodeBlock.of("$N.$N()", value, component.name());
        if (key.sharding().isEmpty() && key.template().components().stream().anyMatch(encoded::containsKey)) {
            // Built here from the components encoded once above, instead of through the key builder.
            return Lines.fit(indent, breaks -> CodeBlock.of("item.put($L," + breaks.sp() + "$T.fromS($L))",
                    JavaLiteral.of(key.attribute()), RuntimeTypes.ATTRIBUTE_VALUE, keyCode.key(key, read,
                            component -> encoded.containsKey(component) ? CodeBlock.of("$N", encoded.get(component)) : null,
                            breaks)));
        }
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : key.template().components()) {
            arguments.add(read.apply(component));
        }
        if (key.sharding().isPresent()) {
            arguments.add(KeysWriter.shardOf(keys, builder, key, read));
        }
        return Lines.fit(indent, breaks -> CodeBlock.of("item.put($L," + breaks.sp() + "$T.fromS($T.$N($L)))", JavaLiteral.of(key.attribute()),
                RuntimeTypes.ATTRIBUTE_VALUE, keys, builder, CodeBlock.join(arguments, "," + breaks.sp())));
    }

    /**
     * {@code fromItem}: the type check, then the record built from static reads of the item's map; a
     * read that fails names its attribute path, and the catch adds the entity and the item's key.
     */
    private MethodSpec fromItem(ParameterizedTypeName itemMap) {
        return MethodSpec.methodBuilder("fromItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(itemMap, "item")
                .addStatement("$T.checkType(this, item)", RuntimeTypes.ITEM_READER)
                .beginControlFlow("try")
                .addStatement("return new $T(\n$L)", record, CodeBlock.join(entity.components().stream()
                        .map(this::readEntityComponent).toList(), ",\n"))
                .nextControlFlow("catch ($T e)", RuntimeTypes.ATTRIBUTE_VALUE_EXCEPTION)
                .addStatement("throw $T.failure(this, item, e)", RuntimeTypes.ITEM_READER)
                .endControlFlow()
                .build();
    }

    /**
     * Reads a component of the entity; a nullable component a key is built from is read through
     * {@code keyComponent}, which refuses an item that holds the key but not the component.
     */
    private CodeBlock readEntityComponent(ComponentModel component) {
        Optional<String> keyAttribute = component.type().nullable() ? keyAttributeOf(component) : Optional.empty();
        return keyAttribute.map(attribute -> converters.readKeyComponent("item", component, attribute))
                .orElseGet(() -> converters.read("item", component));
    }

    /**
     * A nested record's codec constant: an anonymous {@code RecordCodec} writing and reading it as a map,
     * one statement per component.
     */
    private FieldSpec recordCodec(NestedRecordModel nested) {
        ClassName recordType = JavaTypes.of(nested.type());
        MethodSpec.Builder write = MethodSpec.methodBuilder("write")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(RuntimeTypes.ATTRIBUTE_VALUE)
                .addParameter(recordType, "nested")
                .addStatement("$T item = $T.nested($L)", RuntimeTypes.ITEM_WRITER, RuntimeTypes.ITEM_WRITER,
                        nested.components().size());
        for (ComponentModel component : nested.components()) {
            write.addStatement(converters.write("item", component, CodeBlock.of("nested.$N()", component.name()), 12));
        }
        write.addStatement("return item.toMapValue()");
        MethodSpec read = MethodSpec.methodBuilder("read")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(recordType)
                .addParameter(RuntimeTypes.ATTRIBUTE_VALUE, "attribute")
                .addStatement("$T item = $T.map(attribute)", ParameterizedTypeName.get(ClassName.get(Map.class),
                        ClassName.get(String.class), RuntimeTypes.ATTRIBUTE_VALUE), RuntimeTypes.ITEM_READER)
                .addStatement("return new $T(\n$L)", recordType, arguments(nested.components(), "item"))
                .build();
        TypeName codecType = ParameterizedTypeName.get(RuntimeTypes.RECORD_CODEC, recordType);
        return FieldSpec.builder(codecType, recordCodecs.get(nested.type().canonicalName()), Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL)
                .addJavadoc("A {@code $L}, stored as a map.\n", nested.type().simpleName())
                .initializer("$L", TypeSpec.anonymousClassBuilder("").superclass(codecType)
                        .addMethod(write.build()).addMethod(read).build())
                .build();
    }

    private CodeBlock arguments(List<ComponentModel> components, String reader) {
        List<CodeBlock> reads = components.stream().map(component -> converters.read(reader, component)).toList();
        return CodeBlock.join(reads, ",\n");
    }
}
