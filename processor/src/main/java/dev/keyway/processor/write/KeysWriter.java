package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code XKeys}: static builders for every key of an entity — partition and sort keys,
 * the typed primary key ({@code Key<X>}), each index's keys — and the sort-key prefixes queries use.
 */
public final class KeysWriter {

    private final EntityModel entity;
    private final ClassName record;
    private final KeyCode keyCode;

    public KeysWriter(EntityModel entity) {
        this.entity = entity;
        this.record = JavaTypes.of(entity.type());
        this.keyCode = new KeyCode(entity);
    }

    public TypeSpec write() {
        TypeSpec.Builder type = TypeSpec.classBuilder(Naming.keys(entity).simpleName())
                .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
                .addJavadoc("Keys of {@link $T} as stored, and a {@link $T} per component a key holds; a component that\n"
                        + "is null or cannot be encoded throws {@link $T}.\n", record, RuntimeTypes.KEY_PART,
                        RuntimeTypes.INVALID_KEY_VALUE);
        StringBuilder keys = new StringBuilder(Docs.of("Table {@code $L}: {@code $L} = {@code $L}", Naming.doc(entity.table()),
                Naming.doc(entity.partitionKey().attribute()), Naming.doc(entity.partitionKey().template().source())));
        entity.sortKey().ifPresent(key -> keys.append(Docs.of(", {@code $L} = {@code $L}", Naming.doc(key.attribute()),
                Naming.doc(key.template().source()))));
        type.addJavadoc("$L", Docs.wrap(keys + ".\n"));
        type.addFields(keyCode.fields());
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build());

        type.addMethod(keyMethod("partitionKey", "The partition key", entity.partitionKey()));
        addSharding(type, "partitionKey", entity.partitionKey());
        entity.sortKey().ifPresent(key -> {
            type.addMethod(keyMethod("sortKey", "The sort key", key));
            addPrefixes(type, "sortKeyPrefix", key);
        });
        type.addMethod(primaryKeyMethod());
        type.addMethod(primaryKeyOfRecordMethod());
        for (IndexModel index : entity.indexes()) {
            String prefix = Naming.indexMethodPrefix(index.name());
            type.addMethod(keyMethod(prefix + "PartitionKey", "Index " + index.name() + "'s partition key", index.partitionKey()));
            if (!index.local()) {
                addSharding(type, prefix + "PartitionKey", index.partitionKey());
            }
            index.sortKey().ifPresent(key -> {
                type.addMethod(keyMethod(prefix + "SortKey", "Index " + index.name() + "'s sort key", key));
                addPrefixes(type, prefix + "SortKeyPrefix", key);
            });
        }
        return type.build();
    }

    private MethodSpec keyMethod(String name, String what, KeyModel key) {
        MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(String.class)
                .addJavadoc("$L", Docs.of("$L {@code $L}: {@code $L}.\n", Naming.doc(what), Naming.doc(key.attribute()),
                        Naming.doc(key.template().source())));
        for (ComponentModel component : key.template().components()) {
            method.addParameter(parameter(component));
        }
        if (key.sharding().isPresent()) {
            String shard = Naming.shardVariable(key);
            method.addParameter(int.class, shard)
                    .addJavadoc("Sharded into $L partitions: the text ends in {@code $L<shard>}, {@code 0} to {@code $L}.\n",
                            key.sharding().get().shards(), key.template().delimiter(), key.sharding().get().shards() - 1);
            return method.addStatement("return $L", Lines.fit(15, breaks -> CodeBlock.of("$L +" + breaks.sp() + "$S + $N",
                    keyCode.key(key, component -> CodeBlock.of("$N", component.name()), true, breaks),
                    String.valueOf(key.template().delimiter()), shard))).build();
        }
        return method.addStatement("return $L", Lines.fit(15,
                breaks -> keyCode.key(key, component -> CodeBlock.of("$N", component.name()), true, breaks))).build();
    }

    /** For a sharded partition key: the shard count, and the shard of a value when a component picks it. */
    private void addSharding(TypeSpec.Builder type, String name, KeyModel key) {
        if (key.sharding().isEmpty()) {
            return;
        }
        KeyModel.Sharding sharding = key.sharding().get();
        type.addField(com.palantir.javapoet.FieldSpec.builder(int.class, Naming.shardCountField(name),
                        Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$L", Docs.of("The number of partitions {@code $L} is sharded into.\n", Naming.doc(key.attribute())))
                .initializer("$L", sharding.shards()).build());
        sharding.by().ifPresent(by -> type.addMethod(MethodSpec.methodBuilder(name + "Shard")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(int.class)
                .addParameter(parameter(by))
                .addJavadoc("$L", Docs.of("The shard of {@code $L} an item with this {@code $L} is in: a stable hash of its "
                        + "encoded value.\n", Naming.doc(key.attribute()), by.name()))
                .addStatement("return $T.of($L, $L)", KEY_SHARDS,
                        keyCode.encode(key, by, CodeBlock.of("$N", by.name()), false, true), sharding.shards())
                .build()));
    }

    static final ClassName KEY_SHARDS = RuntimeTypes.KEY_SHARDS;

    /** The expression of a sharded partition key's shard: a hash of its component, or a random one. */
    static CodeBlock shardOf(ClassName keys, String name, KeyModel key, java.util.function.Function<ComponentModel, CodeBlock> valueOf) {
        KeyModel.Sharding sharding = key.sharding().orElseThrow();
        return sharding.by()
                .map(by -> CodeBlock.of("$T.$N($L)", keys, name + "Shard", valueOf.apply(by)))
                .orElseGet(() -> CodeBlock.of("$T.random($L)", KEY_SHARDS, sharding.shards()));
    }

    /** One prefix method per number of leading components that a query can fix (none up to all but the last). */
    private void addPrefixes(TypeSpec.Builder type, String name, KeyModel key) {
        List<ComponentModel> components = key.template().components();
        int most = Math.max(0, components.size() - 1);
        for (int count = 0; count <= most; count++) {
            MethodSpec.Builder method = MethodSpec.methodBuilder(name)
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                    .returns(String.class);
            if (count == 0) {
                method.addJavadoc("$L", Docs.of("The text every {@code $L} of this entity starts with (template {@code $L}).\n",
                        Naming.doc(key.attribute()), Naming.doc(key.template().source())));
            } else {
                method.addJavadoc("$L", Docs.of("The text every {@code $L} with these leading components starts with, delimiter"
                        + " included (template {@code $L}).\n", Naming.doc(key.attribute()), Naming.doc(key.template().source())));
            }
            for (ComponentModel component : components.subList(0, count)) {
                method.addParameter(parameter(component));
            }
            int fixed = count;
            type.addMethod(method.addStatement("return $L", Lines.fit(15,
                    breaks -> keyCode.prefix(key, fixed, component -> CodeBlock.of("$N", component.name()), breaks))).build());
        }
    }

    private MethodSpec primaryKeyMethod() {
        MethodSpec.Builder method = MethodSpec.methodBuilder("primaryKey")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(keyType())
                .addJavadoc("$L", Docs.of("The primary key of the {@code $L} with these components: what {@code get}, "
                        + "{@code getAll}, {@code deleteAll}, batches and transactions take; {@code attributes()} is "
                        + "the map for the AWS SDK.\n", Naming.doc(entity.typeName())));
        for (ComponentModel component : entity.primaryKeyComponents()) {
            method.addParameter(parameter(component));
        }
        CodeBlock partition = call("partitionKey", entity.partitionKey().template().components());
        if (entity.partitionKey().sharding().isPresent()) { // the shard comes from a primary-key component
            partition = CodeBlock.of("partitionKey($L)", CodeBlock.join(java.util.stream.Stream.concat(
                    entity.partitionKey().template().components().stream().map(component -> CodeBlock.of("$N", component.name())),
                    java.util.stream.Stream.of(shardOf(keysClass(), "partitionKey", entity.partitionKey(),
                            component -> CodeBlock.of("$N", component.name())))).toList(), ", "));
        }
        CodeBlock partitionKey = partition;
        CodeBlock entityType = CodeBlock.of("$T.ENTITY_TYPE", JavaTypes.of(Naming.schema(entity)));
        if (entity.sortKey().isEmpty()) {
            return method.addStatement("return $L", Lines.fit(15, breaks -> CodeBlock.of("$T.of($L, $L," + breaks.sp()
                    + "$T.fromS($L))", RuntimeTypes.KEY, entityType, JavaLiteral.of(entity.partitionKey().attribute()),
                    RuntimeTypes.ATTRIBUTE_VALUE, partitionKey))).build();
        }
        KeyModel sortKey = entity.sortKey().get();
        return method.addStatement("return $L", Lines.fit(15, breaks -> CodeBlock.of("$T.of($L," + breaks.sp()
                        + "$L, $T.fromS($L)," + breaks.sp() + "$L, $T.fromS($L))", RuntimeTypes.KEY, entityType,
                JavaLiteral.of(entity.partitionKey().attribute()), RuntimeTypes.ATTRIBUTE_VALUE, partitionKey,
                JavaLiteral.of(sortKey.attribute()), RuntimeTypes.ATTRIBUTE_VALUE,
                call("sortKey", sortKey.template().components())))).build();
    }

    private MethodSpec primaryKeyOfRecordMethod() {
        String parameter = Naming.entityParameter(entity);
        List<CodeBlock> arguments = entity.primaryKeyComponents().stream()
                .map(component -> CodeBlock.of("$N.$N()", parameter, component.name()))
                .toList();
        return MethodSpec.methodBuilder("primaryKey")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(keyType())
                .addParameter(record, parameter)
                .addJavadoc("$L", Docs.of("The primary key of the given {@code $L}, built from its key components.\n",
                        Naming.doc(entity.typeName())))
                .addStatement("return $L", Lines.fit(15,
                        breaks -> CodeBlock.of("primaryKey($L)", CodeBlock.join(arguments, "," + breaks.sp()))))
                .build();
    }

    private static CodeBlock call(String method, List<ComponentModel> components) {
        return CodeBlock.of("$N($L)", method, CodeBlock.join(
                components.stream().map(component -> CodeBlock.of("$N", component.name())).toList(), ", "));
    }

    /** {@code Key<X>}. */
    private ParameterizedTypeName keyType() {
        return ParameterizedTypeName.get(RuntimeTypes.KEY, record);
    }

    private ClassName keysClass() {
        return JavaTypes.of(Naming.keys(entity));
    }

    static ParameterSpec parameter(ComponentModel component) {
        return ParameterSpec.builder(JavaTypes.of(component.type().keyType()), component.name()).build();
    }
}
