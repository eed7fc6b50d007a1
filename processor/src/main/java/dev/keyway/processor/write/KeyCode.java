package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyFormatModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
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
 * keys class ({@code OrderKeys.PLACED_AT.encode(placedAt)}), one per way the entity's keys write
 * it ({@link KeyEncoding}: Keyway's encoding or a {@code @KeyFormat}); a primitive in Keyway's
 * encoding, which cannot be null or fail, straight through {@code KeyCodec}
 * ({@code KeyCodec.encodeInt(limit)}).
 */
final class KeyCode {

    /**
     * A component as one encoding holds it; {@code call} is the {@code KeyPart} factory call that
     * makes it, which tells parts apart (two keys writing a component alike share one constant).
     */
    private record Part(ComponentModel component, KeyEncoding encoding, String call) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Part part && part.component.name().equals(component.name()) && part.call.equals(call);
        }

        @Override
        public int hashCode() {
            return component.name().hashCode() * 31 + call.hashCode();
        }
    }

    private final EntityModel entity;
    private final ClassName keys;
    private final ClassName schema;
    /** The keys class's constant of every part, in the order the entity's keys first hold them. */
    private final Map<Part, String> fields = new LinkedHashMap<>();
    /** Every part made, by component name and encoding. */
    private final Map<List<Object>, Part> made = new HashMap<>();

    KeyCode(EntityModel entity) {
        this.entity = entity;
        this.keys = JavaTypes.of(Naming.keys(entity));
        this.schema = JavaTypes.of(Naming.schema(entity));
        List<Part> parts = new ArrayList<>();
        for (KeyModel key : keysOf(entity)) {
            key.template().components().forEach(component -> parts.add(part(component, KeyEncoding.of(component, key))));
            key.sharding().flatMap(KeyModel.Sharding::by)
                    .ifPresent(by -> parts.add(part(by, KeyEncoding.of(by, false, key.template().delimiter()))));
        }
        entity.uniques().forEach(component -> parts.add(part(component, uniqueEncoding(component))));
        name(parts);
    }

    /** Every key of the entity: the table's, then each index's. */
    static List<KeyModel> keysOf(EntityModel entity) {
        List<KeyModel> keys = new ArrayList<>();
        keys.add(entity.partitionKey());
        entity.sortKey().ifPresent(keys::add);
        for (IndexModel index : entity.indexes()) {
            keys.add(index.partitionKey());
            index.sortKey().ifPresent(keys::add);
        }
        return keys;
    }

    /** A unique value's guard key is Keyway's own: Keyway's encoding, whatever the component's key format. */
    private static KeyEncoding uniqueEncoding(ComponentModel component) {
        return KeyEncoding.of(component.withKeyFormat(KeyFormatModel.KEYWAY), false, KeyTemplate.DEFAULT_DELIMITER);
    }

    /**
     * The part of a component in an encoding, made once: its factory call, rendered to tell parts
     * apart, depends on the component's name and the encoding only, and is asked for at every use.
     */
    private Part part(ComponentModel component, KeyEncoding encoding) {
        return made.computeIfAbsent(List.of(component.name(), encoding),
                key -> new Part(component, encoding, initializer(component, encoding, Lines.WHOLE).toString()));
    }

    /**
     * {@code placedAt} gives {@code PLACED_AT}; an enum both in a partition key (by name) and a
     * sort key (by ordinal) gets {@code STATUS_NAME} and {@code STATUS_ORDINAL}; a name the keys
     * class already has (a shard count), a parameter would have (a component), or another part of
     * the component has (a string in keys of two delimiters) gets {@code _PART}, then a number.
     */
    private void name(List<Part> parts) {
        Set<String> taken = new HashSet<>(Naming.shardCountFields(entity));
        entity.components().forEach(component -> taken.add(component.name())); // a parameter would hide the constant
        Map<String, Set<KeyEncoding.Kind>> kinds = new LinkedHashMap<>();
        parts.forEach(part -> kinds.computeIfAbsent(part.component().name(), c -> new java.util.LinkedHashSet<>())
                .add(part.encoding().kind()));
        for (Part part : parts) {
            if (fields.containsKey(part)) {
                continue;
            }
            String base = Naming.upperSnake(part.component().name());
            Set<KeyEncoding.Kind> ofComponent = kinds.get(part.component().name());
            if (ofComponent.contains(KeyEncoding.Kind.ENUM_NAME) && ofComponent.contains(KeyEncoding.Kind.ENUM_ORDINAL)) {
                base += part.encoding().kind() == KeyEncoding.Kind.ENUM_NAME ? "_NAME" : "_ORDINAL";
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
        fields.forEach((part, field) -> {
            ParameterizedTypeName type = ParameterizedTypeName.get(RuntimeTypes.KEY_PART,
                    JavaTypes.of(part.component().type().keyType()).box());
            // "    public static final KeyPart<String> NAME = " before the initializer
            int column = "    public static final  = ".length() + Lines.width(CodeBlock.of("$T", type)) + field.length();
            specs.add(FieldSpec.builder(type, field, Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("{@code $L} as keys encode it$L.\n", part.component().name(), fieldNote(part.encoding()))
                    .initializer(Lines.fit(column, breaks -> initializer(part.component(), part.encoding(), breaks)))
                    .build());
        });
        return specs;
    }

    private static String fieldNote(KeyEncoding encoding) {
        return switch (encoding.kind()) {
            case ENUM_ORDINAL -> encoding.casing() == KeyFormatModel.Casing.AS_GIVEN ? ": ordinal and name, in sort-key order"
                    : ": ordinal and name (" + Naming.doc(encoding.describe()) + "), in sort-key order";
            case STRING, BOOLEAN, FIXED_INTEGER, BIG_INTEGER, BIG_DECIMAL, INSTANT, LOCAL_DATE, LOCAL_DATE_TIME, UUID ->
                    encoding.casing() == KeyFormatModel.Casing.AS_GIVEN && encoding.delimiter() == '#' ? ""
                            : ": " + Naming.doc(encoding.describe());
            default -> ": " + Naming.doc(encoding.describe());
        };
    }

    /** The {@code KeyPart} factory call of a component in an encoding; the short forms break where {@code breaks} say. */
    private CodeBlock initializer(ComponentModel component, KeyEncoding encoding, Lines.Breaks breaks) {
        String name = component.name();
        ClassName part = RuntimeTypes.KEY_PART;
        CodeBlock casing = CodeBlock.of("$T.$L", RuntimeTypes.KEY_CASE, encoding.casing().name());
        return switch (encoding.kind()) {
            case STRING -> encoding.delimiter() == KeyTemplate.DEFAULT_DELIMITER
                    && encoding.casing() == KeyFormatModel.Casing.AS_GIVEN
                    ? CodeBlock.of("$T.ofString($T.ENTITY_TYPE," + breaks.sp() + "$S)", part, schema, name)
                    : CodeBlock.of("$T.ofString($T.ENTITY_TYPE,$W$S,$W$L,$W$L)", part, schema, name,
                            charLiteral(encoding.delimiter()), casing);
            case RAW_STRING -> CodeBlock.of("$T.ofRawString($T.ENTITY_TYPE,$W$S,$W$S,$W$L)", part, schema, name,
                    encoding.refused(), casing);
            case PLAIN_INTEGER -> CodeBlock.of("$T.ofPlainNumber($T.ENTITY_TYPE,$W$S,$W$T.class)", part, schema, name,
                    JavaTypes.of(encoding.type()).box());
            case PADDED_INTEGER -> CodeBlock.of("$T.ofPaddedNumber($T.ENTITY_TYPE,$W$S,$W$T.class,$W$L)", part, schema, name,
                    JavaTypes.of(encoding.type()).box(), encoding.digits());
            case ENUM_NAME, ENUM_ORDINAL -> CodeBlock.of("$T.$L($T.ENTITY_TYPE,$W$S,$W$T.class$L)", part,
                    encoding.kind() == KeyEncoding.Kind.ENUM_NAME ? "ofEnumName" : "ofEnumOrdinal", schema, name,
                    JavaTypes.of(encoding.type()), encoding.casing() == KeyFormatModel.Casing.AS_GIVEN ? CodeBlock.of("")
                            : CodeBlock.of(",$W$L", casing));
            case INSTANT_TEXT -> encoding.digits() == KeyFormatModel.VARIABLE_PRECISION
                    ? CodeBlock.of("$T.variable($T.ENTITY_TYPE,$W$S)", RuntimeTypes.INSTANT_TEXT_PART, schema, name)
                    : CodeBlock.of("$T.fixed($T.ENTITY_TYPE,$W$S,$W$L)", RuntimeTypes.INSTANT_TEXT_PART, schema, name,
                            encoding.digits());
            case CONVERTED -> CodeBlock.of("$T.ofConverted($T.ENTITY_TYPE,$W$S,$W$L,$W$S)", part, schema, name,
                    CodeBlock.of("new $T()", JavaTypes.of(encoding.converter().orElseThrow())), encoding.refused());
            default -> CodeBlock.of("$T.$L($T.ENTITY_TYPE," + breaks.sp() + "$S)", part, keywayFactory(encoding), schema,
                    name);
        };
    }

    /** A char as a Java literal. */
    static String charLiteral(char c) {
        return c == '\'' || c == '\\' ? "'\\" + c + "'" : "'" + c + "'";
    }

    /** The factory (and {@code KeyCodec} method stem) of an encoding Keyway writes the same in every key. */
    private static String keywayFactory(KeyEncoding encoding) {
        return switch (encoding.kind()) {
            case BOOLEAN -> "ofBoolean";
            case FIXED_INTEGER -> switch (encoding.scalar()) {
                case BYTE -> "ofByte";
                case SHORT -> "ofShort";
                case INT -> "ofInt";
                default -> "ofLong";
            };
            case BIG_INTEGER -> "ofBigInteger";
            case BIG_DECIMAL -> "ofBigDecimal";
            case INSTANT -> "ofInstant";
            case LOCAL_DATE -> "ofLocalDate";
            case LOCAL_DATE_TIME -> "ofLocalDateTime";
            case UUID -> "ofUuid";
            default -> throw new IllegalStateException("not one of Keyway's fixed encodings: " + encoding.kind());
        };
    }

    /** The constant of a component as this key holds it, qualified by the keys class, e.g. {@code OrderKeys.PLACED_AT}. */
    CodeBlock part(ComponentModel component, KeyModel key) {
        return CodeBlock.of("$T.$N", keys, fields.get(part(component, KeyEncoding.of(component, key))));
    }

    /** The constant of a component as this key holds it, unqualified (within the keys class or for a template list). */
    String field(ComponentModel component, KeyModel key) {
        return fields.get(part(component, KeyEncoding.of(component, key)));
    }

    /**
     * The call encoding one component, e.g. {@code OrderKeys.PLACED_AT.encode(placedAt)}.
     *
     * @param wholeKey whether the component is the entire key (a string must then not be empty)
     * @param local    whether the code is in the keys class, which names its constants unqualified
     */
    CodeBlock encode(KeyModel key, ComponentModel component, CodeBlock value, boolean wholeKey, boolean local) {
        return encode(part(component, KeyEncoding.of(component, key)), value, wholeKey, local);
    }

    /** The call encoding a value of the component outside a template (a unique value), in Keyway's encoding. */
    CodeBlock encodeValue(ComponentModel component, CodeBlock value) {
        return encode(part(component, uniqueEncoding(component)), value, false, false);
    }

    private CodeBlock encode(Part part, CodeBlock value, boolean wholeKey, boolean local) {
        KeyEncoding.Kind kind = part.encoding().kind();
        if ((kind == KeyEncoding.Kind.FIXED_INTEGER || kind == KeyEncoding.Kind.BOOLEAN)
                && part.component().type().keyType() instanceof ValueType.ScalarType scalar && scalar.primitive()) {
            // A primitive is never null and always encodable: KeyCodec directly, without boxing.
            return CodeBlock.of("$T.encode$L($L)", RuntimeTypes.KEY_CODEC, keywayFactory(part.encoding()).substring(2), value);
        }
        String field = fields.get(part);
        String method = wholeKey ? "encodeWholeKey" : "encode";
        return local ? CodeBlock.of("$N.$N($L)", field, method, value)
                : CodeBlock.of("$T.$N.$N($L)", keys, field, method, value);
    }

    /**
     * How a key encodes the component, as text that is equal for keys that encode it alike (and
     * so can share its text); a string that is the whole key must not be empty.
     */
    String encoding(ComponentModel component, KeyModel key) {
        String call = part(component, KeyEncoding.of(component, key)).call();
        boolean wholeKey = key.template().parts().size() == 1;
        KeyEncoding.Kind kind = KeyEncoding.of(component, key).kind();
        return (kind == KeyEncoding.Kind.STRING || kind == KeyEncoding.Kind.RAW_STRING
                || kind == KeyEncoding.Kind.CONVERTED) && wholeKey ? call + ", not empty" : call;
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
