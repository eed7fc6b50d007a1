package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes the methods of {@code XSchema} that describe its keys to the runtime: {@code derivedKeys()},
 * how an update rebuilds each secondary-index key, and {@code keyTemplates()}, every key the entity
 * writes with the parts that read its components back.
 */
final class SchemaKeyMethods {

    private final EntityModel entity;
    private final ClassName keys;
    private final KeyCode keyCode;

    SchemaKeyMethods(EntityModel entity, ClassName keys, KeyCode keyCode) {
        this.entity = entity;
        this.keys = keys;
        this.keyCode = keyCode;
    }

    /** How each secondary-index key is rebuilt when an update changes a component it is built from. */
    void addDerivedKeys(TypeSpec.Builder type) {
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
     * {@code keyTemplates()}: every key the entity writes with the parts that read its components
     * back, so that code can check stored keys against the design (a local index's partition key
     * is the table's, listed once).
     */
    void addKeyTemplates(TypeSpec.Builder type) {
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
}
