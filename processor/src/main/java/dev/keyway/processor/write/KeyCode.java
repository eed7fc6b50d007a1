package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * Code that builds key text of one entity: literals and encoded components concatenated in
 * template order. Each component a key holds is encoded through a {@code KeyPart} constant of the
 * keys class ({@code OrderKeys.PLACED_AT.encode(placedAt)}); a primitive, which cannot be null or
 * fail, straight through {@code KeyCodec} ({@code KeyCodec.encodeInt(limit)}).
 */
final class KeyCode {

    /** A component as one encoding holds it: {@code factory} is the {@code KeyPart} factory, e.g. {@code ofInstant}. */
    private record Part(ComponentModel component, String factory) {
    }

    private final EntityModel entity;
    private final ClassName keys;
    private final ClassName schema;
    /** The keys class's constant of every part, in the order the entity's keys first hold them. */
    private final Map<Part, String> fields = new LinkedHashMap<>();

    KeyCode(EntityModel entity) {
        this.entity = entity;
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.schema = JavaTypes.of(Naming.schema(entity));
        List<Part> parts = new ArrayList<>();
        for (KeyModel key : keysOf(entity)) {
            key.template().components().forEach(component -> parts.add(new Part(component, factory(component, key.sortKey()))));
            key.sharding().flatMap(KeyModel.Sharding::by).ifPresent(by -> parts.add(new Part(by, factory(by, false))));
        }
        entity.uniques().forEach(component -> parts.add(new Part(component, factory(component, false))));
        name(parts);
    }

    /** Every key of the entity: the table's, then each index's. */
    private static List<KeyModel> keysOf(EntityModel entity) {
        List<KeyModel> keys = new ArrayList<>();
        keys.add(entity.partitionKey());
        entity.sortKey().ifPresent(keys::add);
        for (IndexModel index : entity.indexes()) {
            keys.add(index.partitionKey());
            index.sortKey().ifPresent(keys::add);
        }
        return keys;
    }

    /**
     * {@code placedAt} gives {@code PLACED_AT}; an enum both in a partition key (by name) and a
     * sort key (by ordinal) gets {@code STATUS_NAME} and {@code STATUS_ORDINAL}; a name the keys
     * class already has (a shard count) or a parameter would have (a component) gets {@code _PART},
     * then a number.
     */
    private void name(List<Part> parts) {
        Set<String> taken = new HashSet<>(Naming.shardCountFields(entity));
        entity.components().forEach(component -> taken.add(component.name())); // a parameter would hide the constant
        Map<ComponentModel, Set<String>> factories = new LinkedHashMap<>();
        parts.forEach(part -> factories.computeIfAbsent(part.component(), c -> new java.util.LinkedHashSet<>()).add(part.factory()));
        for (Part part : parts) {
            if (fields.containsKey(part)) {
                continue;
            }
            String base = Naming.upperSnake(part.component().name());
            if (factories.get(part.component()).size() > 1) {
                base += part.factory().equals("ofEnumName") ? "_NAME" : "_ORDINAL";
            }
            String field = base;
            for (int n = 2; !taken.add(field); n++) {
                field = base + "_PART" + (n == 2 ? "" : Integer.toString(n));
            }
            fields.put(part, field);
        }
    }

    /** The keys class's {@code KeyPart} constants. */
    List<FieldSpec> fields() {
        List<FieldSpec> specs = new ArrayList<>();
        fields.forEach((part, field) -> specs.add(FieldSpec.builder(
                        ParameterizedTypeName.get(RuntimeTypes.KEY_PART, JavaTypes.of(part.component().type().keyType()).box()),
                        field, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("{@code $L} as keys encode it$L.\n", part.component().name(),
                        part.factory().equals("ofEnumOrdinal") ? ": ordinal and name, in sort-key order"
                                : part.factory().equals("ofEnumName") ? ": by name" : "")
                .initializer("$T.$L($T.ENTITY_TYPE, $S)", RuntimeTypes.KEY_PART, part.factory(), schema,
                        part.component().name())
                .build()));
        return specs;
    }

    /** The constant of a component as this key holds it, qualified by the keys class, e.g. {@code OrderKeys.PLACED_AT}. */
    CodeBlock part(ComponentModel component, KeyModel key) {
        return CodeBlock.of("$T.$N", keys, fields.get(new Part(component, factory(component, key.sortKey()))));
    }

    /**
     * The call encoding one component, e.g. {@code OrderKeys.PLACED_AT.encode(placedAt)}.
     *
     * @param wholeKey whether the component is the entire key (a string must then not be empty)
     * @param local    whether the code is in the keys class, which names its constants unqualified
     */
    CodeBlock encode(KeyModel key, ComponentModel component, CodeBlock value, boolean wholeKey, boolean local) {
        return encode(new Part(component, factory(component, key.sortKey())), value, wholeKey, local);
    }

    /** The call encoding a value of the component outside a template (a unique value), as a partition key would. */
    CodeBlock encodeValue(ComponentModel component, CodeBlock value) {
        return encode(new Part(component, factory(component, false)), value, false, false);
    }

    private CodeBlock encode(Part part, CodeBlock value, boolean wholeKey, boolean local) {
        if (part.component().type().keyType() instanceof ValueType.ScalarType scalar && scalar.primitive()) {
            // A primitive is never null and always encodable: KeyCodec directly, without boxing.
            return CodeBlock.of("$T.encode$L($L)", RuntimeTypes.KEY_CODEC, part.factory().substring(2), value);
        }
        String field = fields.get(part);
        String method = wholeKey ? "encodeWholeKey" : "encode";
        return local ? CodeBlock.of("$N.$N($L)", field, method, value)
                : CodeBlock.of("$T.$N.$N($L)", keys, field, method, value);
    }

    /**
     * How a key encodes the component: an enum differs in partition and sort keys, a string that
     * is the whole key must not be empty. Keys that encode a component alike can share its text.
     */
    static String encoding(ComponentModel component, KeyModel key) {
        String factory = factory(component, key.sortKey());
        boolean wholeKey = key.template().parts().size() == 1;
        return factory.equals("ofString") && wholeKey ? "ofString, not empty" : factory;
    }

    /** The {@code KeyPart} factory (and {@code KeyCodec} method stem) of the component in a partition or sort key. */
    private static String factory(ComponentModel component, boolean sortKey) {
        ValueType type = component.type().keyType();
        if (type instanceof ValueType.EnumType) {
            return sortKey ? "ofEnumOrdinal" : "ofEnumName"; // sort keys keep declaration order; partition keys stay readable
        }
        ValueType.ScalarType scalar = (ValueType.ScalarType) type;
        return switch (scalar.scalar()) {
            case STRING -> "ofString";
            case BOOLEAN -> "ofBoolean";
            case BYTE -> "ofByte";
            case SHORT -> "ofShort";
            case INT -> "ofInt";
            case LONG -> "ofLong";
            case BIG_INTEGER -> "ofBigInteger";
            case BIG_DECIMAL -> "ofBigDecimal";
            case INSTANT -> "ofInstant";
            case LOCAL_DATE -> "ofLocalDate";
            case LOCAL_DATE_TIME -> "ofLocalDateTime";
            case UUID -> "ofUuid";
            default -> throw new IllegalStateException("not a key type: " + scalar);
        };
    }

    /** The whole key; {@code breaks} says whether the line may break between its pieces. */
    CodeBlock key(KeyModel key, Function<ComponentModel, CodeBlock> valueOf, boolean local, Lines.Breaks breaks) {
        return concatenate(key, key.template().parts(), valueOf, component -> null, local, breaks);
    }

    /**
     * The whole key, taking the components {@code encoded} names (a variable holding the encoded
     * text; {@code null} for the others) as they are, and encoding the others.
     */
    CodeBlock key(KeyModel key, Function<ComponentModel, CodeBlock> valueOf, Function<ComponentModel, CodeBlock> encoded,
                  Lines.Breaks breaks) {
        return concatenate(key, key.template().parts(), valueOf, encoded, false, breaks);
    }

    /**
     * The key text up to sort-key component {@code count} (exclusive): the literals and the first
     * {@code count} components, with the literal that follows the last of them.
     */
    CodeBlock prefix(KeyModel key, int count, Function<ComponentModel, CodeBlock> valueOf, Lines.Breaks breaks) {
        List<KeyTemplate.Part> parts = new ArrayList<>();
        int placeholders = 0;
        for (KeyTemplate.Part part : key.template().parts()) {
            if (part instanceof KeyTemplate.Placeholder) {
                if (placeholders == count) {
                    break;
                }
                placeholders++;
            }
            parts.add(part);
        }
        return concatenate(key, parts, valueOf, component -> null, true, breaks);
    }

    private CodeBlock concatenate(KeyModel key, List<KeyTemplate.Part> parts, Function<ComponentModel, CodeBlock> valueOf,
                                  Function<ComponentModel, CodeBlock> encoded, boolean local, Lines.Breaks breaks) {
        if (parts.isEmpty()) {
            return CodeBlock.of("$S", "");
        }
        boolean wholeKey = key.template().parts().size() == 1;
        List<CodeBlock> pieces = new ArrayList<>();
        for (KeyTemplate.Part part : parts) {
            if (part instanceof KeyTemplate.Literal literal) {
                pieces.add(JavaLiteral.of(literal.text()));
            } else {
                ComponentModel component = ((KeyTemplate.Placeholder) part).component();
                CodeBlock text = encoded.apply(component);
                pieces.add(text != null ? text : encode(key, component, valueOf.apply(component), wholeKey, local));
            }
        }
        return CodeBlock.join(pieces, " +" + breaks.sp());
    }
}
