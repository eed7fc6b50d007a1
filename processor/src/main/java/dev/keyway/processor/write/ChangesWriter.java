package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes a streamed table's typed change, e.g. {@code ShopChange}: a sealed interface with a
 * record per entity ({@code OfOrder}, wrapping the runtime's {@code Change<Order>}) and one each
 * for guard items, unrecognized and undecodable items; the decoder that tells them apart by the
 * type attribute; and a visitor with a method per variant. Adding an entity to the table adds a
 * variant and a visitor method, so a {@code switch} over the type and every visitor stop compiling
 * until they handle it.
 */
public final class ChangesWriter {

    private static final TypeVariableName R = TypeVariableName.get("R");

    private final TableModel table;
    private final List<EntityModel> entities;
    private final TableModel.Stream stream;
    private final ClassName self;
    private final ClassName visitor;

    public ChangesWriter(TableModel table, List<EntityModel> entities) {
        this.table = table;
        this.entities = entities;
        this.stream = table.stream().orElseThrow();
        this.self = JavaTypes.of(stream.changes());
        this.visitor = self.nestedClass("Visitor");
    }

    public TypeSpec write() {
        List<TypeSpec> variants = new ArrayList<>();
        TypeSpec.Builder visitorType = TypeSpec.interfaceBuilder(visitor).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addTypeVariable(R)
                .addJavadoc("$L", Docs.of("A method per variant of {@code $L}: an implementation handles every kind of "
                        + "change, and a new entity of the table adds a method it must implement.\n"
                        + "\n@param <R> what handling a change returns ({@code Void} for nothing)\n", self.simpleName()));
        CodeBlock.Builder decoder = CodeBlock.builder().add("$T.<$T>on($T.DEFINITION)", RuntimeTypes.CHANGE_DECODER, self,
                JavaTypes.of(table.type())).indent();
        for (EntityModel entity : entities) {
            ClassName record = JavaTypes.of(entity.type());
            String simple = entity.type().simpleName();
            ClassName variant = self.nestedClass("Of" + simple);
            TypeName change = ParameterizedTypeName.get(RuntimeTypes.CHANGE, record);
            String doc = Docs.of("A change to an item of entity {@code $L} ({@code $L = \"$L\"}, or its keys where the "
                    + "stream recorded no image): kind, keys and records as the stream recorded them.\n",
                    Naming.doc(String.join(".", entity.type().simpleNames())), Naming.doc(table.typeAttribute()),
                    Naming.doc(entity.typeName()));
            visitorType.addMethod(visitorMethod("on" + simple, change, "change", doc));
            variants.add(variant(variant, ParameterSpec.builder(change, "change").build(), doc,
                    CodeBlock.of("return change.event()"), "on" + simple, "change"));
            decoder.add("\n.entity($T.INSTANCE, $T::new)", JavaTypes.of(Naming.schema(entity)), variant);
        }
        String guardDoc = "A change to a guard item, which claims a {@code @Unique} value for its entity: Keyway's own "
                + "bookkeeping, written with the entity's item.\n";
        String unrecognizedDoc = Docs.of("A change to an item of no entity type of table {@code $L} (written by other "
                + "code), or, where the stream recorded no image ({@code KEYS_ONLY}, a removal on a {@code NEW_IMAGE} "
                + "stream, an insert on an {@code OLD_IMAGE} one), whose keys are no entity's.\n",
                Naming.doc(table.name()));
        String undecodableDoc = "A change to an entity's item whose image does not fit its record (a missing or "
                + "mistyped attribute, a converter's failure): {@code error} says which. Delivered, never thrown, so "
                + "that one bad item does not stop a batch.\n";
        ParameterSpec event = ParameterSpec.builder(RuntimeTypes.CHANGE_EVENT, "event").build();
        visitorType.addMethod(visitorMethod("onGuardItem", RuntimeTypes.CHANGE_EVENT, "event", Docs.wrap(guardDoc)));
        visitorType.addMethod(visitorMethod("onUnrecognized", RuntimeTypes.CHANGE_EVENT, "event", unrecognizedDoc));
        ClassName undecodable = self.nestedClass("Undecodable");
        visitorType.addMethod(visitorMethod("onUndecodable", undecodable, "change", Docs.wrap(undecodableDoc)));
        ClassName guard = self.nestedClass("GuardItem");
        ClassName unrecognized = self.nestedClass("Unrecognized");
        variants.add(variant(guard, event, Docs.wrap(guardDoc), null, "onGuardItem", "event"));
        variants.add(variant(unrecognized, event, unrecognizedDoc, null, "onUnrecognized", "event"));
        variants.add(TypeSpec.recordBuilder(undecodable).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("$L", Docs.wrap(undecodableDoc + "\n@param event      the stream record as it is\n"
                        + "@param entityType the entity type the item names\n"
                        + "@param error      why an image does not decode\n"))
                .recordConstructor(MethodSpec.constructorBuilder()
                        .addParameter(event)
                        .addParameter(String.class, "entityType")
                        .addParameter(RuntimeTypes.ITEM_DECODE_EXCEPTION, "error").build())
                .addSuperinterface(self)
                .addMethod(accept("onUndecodable", "this"))
                .build());
        decoder.add("\n.guardItems($T::new)\n.unrecognized($T::new)\n.undecodable($T::new)\n.build()",
                guard, unrecognized, undecodable).unindent();

        TypeSpec.Builder type = TypeSpec.interfaceBuilder(self)
                .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
                .addSuperinterface(RuntimeTypes.STREAM_CHANGE)
                .addJavadoc("$L", Docs.of("A change to an item of table {@code $L}, read from its DynamoDB stream "
                                + "({@code $L}): a variant per entity, decoded by the item's {@code $L} (by its keys where "
                                + "the stream recorded no image), and {@link GuardItem}, "
                                + "{@link Unrecognized} and {@link Undecodable} for what is not an entity's record. "
                                + "{@link #of(Record)} decodes a stream record; handle a change with a {@code switch} over "
                                + "this sealed type (Java 21+) or {@link #accept(Visitor)}: both stop compiling when an "
                                + "entity is added to the table.\n",
                        Naming.doc(table.name()), stream.view(), Naming.doc(table.typeAttribute())))
                .addField(FieldSpec.builder(ParameterizedTypeName.get(RuntimeTypes.CHANGE_DECODER, self), "DECODER")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                        .addJavadoc("Decodes the table's stream records by {@code $L}; never throws for an item it cannot "
                                + "read.\n", Naming.doc(table.typeAttribute()))
                        .initializer(decoder.build())
                        .build())
                .addMethod(MethodSpec.methodBuilder("of")
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(self)
                        .addParameter(RuntimeTypes.RECORD, "record")
                        .addJavadoc("$L", Docs.wrap("The change a stream record describes (from "
                                + "{@code DynamoDbStreamsClient}, a {@code StreamReader} or a Lambda event).\n"))
                        .addStatement("return DECODER.decode(record)")
                        .build())
                .addMethod(MethodSpec.methodBuilder("accept")
                        .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                        .addTypeVariable(R)
                        .returns(R)
                        .addParameter(ParameterizedTypeName.get(visitor, R), "visitor")
                        .addJavadoc("Calls the visitor's method for this variant and returns what it returns.\n")
                        .build())
                .addType(visitorType.build());
        variants.forEach(type::addType); // permitted: the variants declared in this file
        return type.build();
    }

    /** A record variant holding one value, its {@code event()} and its {@code accept}. */
    private TypeSpec variant(ClassName name, ParameterSpec value, String doc, CodeBlock event, String method,
                             String argument) {
        TypeSpec.Builder variant = TypeSpec.recordBuilder(name).addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .addJavadoc("$L", doc)
                .recordConstructor(MethodSpec.constructorBuilder().addParameter(value).build())
                .addSuperinterface(self);
        if (event != null) {
            variant.addMethod(MethodSpec.methodBuilder("event")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(RuntimeTypes.CHANGE_EVENT)
                    .addStatement(event)
                    .build());
        }
        return variant.addMethod(accept(method, argument)).build();
    }

    private MethodSpec accept(String method, String argument) {
        return MethodSpec.methodBuilder("accept")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addTypeVariable(R)
                .returns(R)
                .addParameter(ParameterizedTypeName.get(visitor, R), "visitor")
                .addStatement("return visitor.$N($L)", method, argument)
                .build();
    }

    private static MethodSpec visitorMethod(String name, TypeName parameter, String parameterName, String doc) {
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                .returns(R)
                .addParameter(parameter, parameterName)
                .addJavadoc("$L", doc)
                .build();
    }
}
