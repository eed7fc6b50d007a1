package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyOnlyComponents;
import dev.keyway.processor.model.NestedRecordModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
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
    private final AttributeReferenceFields attributeReferences;
    private final SchemaKeyMethods keyMethods;
    private final ToItemMethod toItem;

    public SchemaWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.schema = JavaTypes.of(Naming.schema(entity));
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.record = JavaTypes.of(entity.type());
        this.recordCodecs = Naming.recordCodecFields(entity);
        this.converters = new ConverterCode(schema, recordCodecs);
        this.keyCode = new KeyCode(entity);
        this.attributeReferences = new AttributeReferenceFields(entity, converters);
        this.keyMethods = new SchemaKeyMethods(entity, keys, keyCode);
        this.toItem = new ToItemMethod(entity, table, keys, record, converters, keyCode);
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
                .addFields(toItem.constantKeyFields())
                .addMethod(constructor())
                .addMethod(MethodSpec.methodBuilder("table")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(RuntimeTypes.TABLE_DEFINITION)
                        .addStatement("return $T.DEFINITION", JavaTypes.of(table.type())).build())
                .addMethod(MethodSpec.methodBuilder("tableSchemas")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(ClassName.get(List.class),
                                ParameterizedTypeName.get(RuntimeTypes.ITEM_SCHEMA, WildcardTypeName.subtypeOf(Object.class))))
                        .addStatement("return $T.schemas()", JavaTypes.of(table.type())).build())
                .addMethod(toItem.toItem(itemMap))
                .addMethod(fromItem(itemMap))
                .addMethod(MethodSpec.methodBuilder("primaryKey")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(itemMap)
                        .addParameter(record, Naming.entityParameter(entity))
                        .addStatement("return $T.primaryKey($N).attributes()", keys, Naming.entityParameter(entity)).build());
        attributeReferences.addConverters(type);
        for (NestedRecordModel nested : entity.nestedRecords()) { // before the attribute references, which use them
            type.addField(recordCodec(nested));
        }
        attributeReferences.addAttributeReferences(type);
        keyMethods.addDerivedKeys(type);
        keyMethods.addKeyTemplates(type);
        addVersion(type);
        addUniqueConstraints(type);
        addReadsBackEqual(type);
        entity.ttl().ifPresent(ttl -> type.addMethod(MethodSpec.methodBuilder("ttlAttribute")
                .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC)
                .returns(ParameterizedTypeName.get(ClassName.get(Optional.class), ClassName.get(String.class)))
                .addStatement("return $T.of($L)", Optional.class, JavaLiteral.of(ttl.attribute())).build()));
        return type.build();
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
                // 15: "super(" at column 8, and the closing parenthesis before fit's semicolon
                .addStatement("super($L)", Lines.fit(15, breaks -> {
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

    /**
     * {@code fromItem}: the type check, then the record built from static reads of the item's map, returned
     * only if the item is stored under the record's own key (else the record's key would not find it); a
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
                .addStatement("return $T.checkStoredKey(this, item, new $T(\n$L))", RuntimeTypes.ITEM_READER, record,
                        CodeBlock.join(entity.components().stream().map(this::readEntityComponent).toList(), ",\n"))
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
        CodeBlock read = keyAttribute.map(attribute -> converters.readKeyComponent("item", component, attribute))
                .orElseGet(() -> converters.read("item", component));
        if (!entity.componentsFromKeys()) {
            return read;
        }
        return KeyOnlyComponents.source(entity, component).map(key -> CodeBlock.of(
                "item.get($L) == null\n$>$>? ($T) keyTemplates().get($L).parse($T.readString(item, $L)).get($S)\n: $L$<$<",
                JavaLiteral.of(component.attribute()), JavaTypes.of(component.type().keyType()).box(),
                key.sortKey() ? 1 : 0, RuntimeTypes.ITEM_READER, JavaLiteral.of(key.attribute()), component.name(), read))
                .orElse(read);
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
