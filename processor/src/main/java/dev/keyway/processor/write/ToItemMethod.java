package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.StoredDepth;
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
 * Writes {@code XSchema.toItem}, one statement per attribute, with the key constants and the key
 * components encoded once that it uses.
 */
final class ToItemMethod {

    private final EntityModel entity;
    private final TableModel table;
    private final ClassName keys;
    private final ClassName record;
    private final ConverterCode converters;
    private final KeyCode keyCode;
    /** The keys without components, by key method: each is a constant of the schema. */
    private final Map<String, KeyModel> constantKeys;

    ToItemMethod(EntityModel entity, TableModel table, ClassName keys, ClassName record, ConverterCode converters,
                 KeyCode keyCode) {
        this.entity = entity;
        this.table = table;
        this.keys = keys;
        this.record = record;
        this.converters = converters;
        this.keyCode = keyCode;
        this.constantKeys = Naming.constantKeys(entity);
    }

    /**
     * {@code toItem}: the keys (a sparse index's only when its components are present), the type
     * attribute, then one statement per component.
     */
    MethodSpec toItem(ParameterizedTypeName itemMap) {
        String value = Naming.entityParameter(entity);
        int size = entity.components().size() + 3 + 2 * entity.indexes().size();
        MethodSpec.Builder method = MethodSpec.methodBuilder("toItem")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(itemMap)
                .addParameter(record, value)
                .addStatement("$T item = $T.item(this, $L)", RuntimeTypes.ITEM_WRITER, RuntimeTypes.ITEM_WRITER, size);
        VectorIndexCode.writeChecks(entity, value).forEach(method::addStatement);
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
                // "if (" at column 12, and the line ends in ") {", two columns more than the ";" fit counts
                method.beginControlFlow("if ($L)", Lines.fit(14, breaks -> CodeBlock.join(checks, " &&" + breaks.sp())));
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
    List<FieldSpec> constantKeyFields() {
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
}
