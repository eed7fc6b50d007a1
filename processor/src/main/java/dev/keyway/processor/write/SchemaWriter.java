package dev.keyway.processor.write;

import com.squareup.javapoet.ClassName;
import com.squareup.javapoet.CodeBlock;
import com.squareup.javapoet.FieldSpec;
import com.squareup.javapoet.MethodSpec;
import com.squareup.javapoet.ParameterizedTypeName;
import com.squareup.javapoet.TypeSpec;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.NestedRecordModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
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
    private final java.util.Map<String, String> nestedStems;

    public SchemaWriter(EntityModel entity, TableModel table) {
        this.entity = entity;
        this.table = table;
        this.schema = JavaTypes.of(Naming.schema(entity));
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.record = JavaTypes.of(entity.type());
        this.nestedStems = Naming.nestedStems(entity.nestedRecords());
        this.converters = new ConverterCode(schema, nestedStems);
    }

    public TypeSpec write() {
        ParameterizedTypeName itemMap = ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class),
                RuntimeTypes.ATTRIBUTE_VALUE);
        TypeSpec.Builder type = TypeSpec.classBuilder(schema.simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.ITEM_SCHEMA, record))
                .addJavadoc("How {@link $T} is stored in table {@code $L}: every item holds its keys, {@code $L = $S}\n"
                        + "and each non-null component under its attribute name.\n", record, Naming.doc(entity.table()),
                        table.typeAttribute(), Naming.doc(entity.typeName()))
                .addField(FieldSpec.builder(schema, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The schema.\n")
                        .initializer("new $T()", schema).build())
                .addField(FieldSpec.builder(String.class, "ENTITY_TYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("The entity type stored in {@code $L}.\n", table.typeAttribute())
                        .initializer("$S", entity.typeName()).build())
                .addField(FieldSpec.builder(RuntimeTypes.ATTRIBUTE_VALUE, "TYPE_VALUE", Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL).initializer("$T.fromS(ENTITY_TYPE)", RuntimeTypes.ATTRIBUTE_VALUE).build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(MethodSpec.methodBuilder("entityType")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(String.class)
                        .addStatement("return ENTITY_TYPE").build())
                .addMethod(MethodSpec.methodBuilder("table")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(RuntimeTypes.TABLE_DEFINITION)
                        .addStatement("return $T.DEFINITION", JavaTypes.of(table.type())).build())
                .addMethod(toItem(itemMap))
                .addMethod(fromItem(itemMap))
                .addMethod(MethodSpec.methodBuilder("primaryKey")
                        .addAnnotation(Override.class).addModifiers(Modifier.PUBLIC).returns(itemMap)
                        .addParameter(record, Naming.entityParameter(entity))
                        .addStatement("return $T.primaryKey($N)", keys, Naming.entityParameter(entity)).build());
        for (NestedRecordModel nested : entity.nestedRecords()) {
            type.addMethod(nestedTo(nested));
            type.addMethod(nestedFrom(nested));
        }
        return type.build();
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
        method.addStatement(putKey(entity.partitionKey(), "partitionKey", value));
        entity.sortKey().ifPresent(key -> method.addStatement(putKey(key, "sortKey", value)));
        for (IndexModel index : entity.indexes()) {
            String prefix = Naming.indexMethodPrefix(index.name());
            Set<ComponentModel> components = new LinkedHashSet<>(index.partitionKey().template().components());
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
                method.beginControlFlow("if ($L)", CodeBlock.join(checks, " && "));
            }
            method.addStatement(putKey(index.partitionKey(), prefix + "PartitionKey", value));
            index.sortKey().ifPresent(key -> method.addStatement(putKey(key, prefix + "SortKey", value)));
            if (!checks.isEmpty()) {
                method.endControlFlow();
            }
        }
        method.addStatement("item.put($S, TYPE_VALUE)", table.typeAttribute());
        for (ComponentModel component : entity.components()) {
            method.addStatement(converters.write("item", component, CodeBlock.of("$N.$N()", value, component.name())));
        }
        return method.addStatement("return item.toItem()").build();
    }

    private CodeBlock putKey(KeyModel key, String builder, String value) {
        List<CodeBlock> arguments = new ArrayList<>();
        for (ComponentModel component : key.template().components()) {
            // An Optional index-key component is present here: the sparse-index check came first.
            arguments.add(component.type() instanceof ValueType.OptionalType
                    ? CodeBlock.of("$N.$N().get()", value, component.name())
                    : CodeBlock.of("$N.$N()", value, component.name()));
        }
        return CodeBlock.of("item.put($S, $T.fromS($T.$N($L)))", key.attribute(), RuntimeTypes.ATTRIBUTE_VALUE, keys,
                builder, CodeBlock.join(arguments, ", "));
    }

    private MethodSpec fromItem(ParameterizedTypeName itemMap) {
        return MethodSpec.methodBuilder("fromItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(record)
                .addParameter(itemMap, "attributes")
                .addStatement("$T item = $T.item(this, attributes)", RuntimeTypes.ITEM_READER, RuntimeTypes.ITEM_READER)
                .addStatement("return new $T(\n$L)", record, arguments(entity.components(), "item"))
                .build();
    }

    private MethodSpec nestedTo(NestedRecordModel nested) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(nestedStems.get(nested.type().canonicalName()) + "ToAttribute")
                .addModifiers(Modifier.STATIC)
                .returns(RuntimeTypes.ATTRIBUTE_VALUE)
                .addParameter(JavaTypes.of(nested.type()), "nested")
                .addJavadoc("Stores a {@code $L} as a map.\n", nested.type().simpleName())
                .addStatement("$T item = $T.nested($L)", RuntimeTypes.ITEM_WRITER, RuntimeTypes.ITEM_WRITER,
                        nested.components().size());
        for (ComponentModel component : nested.components()) {
            method.addStatement(converters.write("item", component, CodeBlock.of("nested.$N()", component.name())));
        }
        return method.addStatement("return item.toMapValue()").build();
    }

    private MethodSpec nestedFrom(NestedRecordModel nested) {
        return MethodSpec.methodBuilder(nestedStems.get(nested.type().canonicalName()) + "FromAttribute")
                .addModifiers(Modifier.STATIC)
                .returns(JavaTypes.of(nested.type()))
                .addParameter(RuntimeTypes.ATTRIBUTE_VALUE, "attribute")
                .addJavadoc("Reads a {@code $L} stored as a map.\n", nested.type().simpleName())
                .addStatement("$T item = $T.nested(attribute)", RuntimeTypes.ITEM_READER, RuntimeTypes.ITEM_READER)
                .addStatement("return new $T(\n$L)", JavaTypes.of(nested.type()), arguments(nested.components(), "item"))
                .build();
    }

    private CodeBlock arguments(List<ComponentModel> components, String reader) {
        List<CodeBlock> reads = components.stream().map(component -> converters.read(reader, component)).toList();
        return CodeBlock.join(reads, ",\n");
    }
}
