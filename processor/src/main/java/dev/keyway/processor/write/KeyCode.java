package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Code that builds key text: literals and encoded components concatenated in template order. */
final class KeyCode {

    private KeyCode() {
    }

    /**
     * The call encoding one component, e.g. {@code KeyParts.ofInstant(OrderSchema.ENTITY_TYPE, "placedAt", placedAt)}.
     *
     * @param wholeKey whether the component is the entire key (a string must then not be empty)
     */
    static CodeBlock encode(ClassName schema, KeyModel key, ComponentModel component, CodeBlock value, boolean wholeKey) {
        return CodeBlock.of("$T.$L($T.ENTITY_TYPE, $S, $L)", RuntimeTypes.KEY_PARTS,
                encoder(component.type().keyType(), key.sortKey(), wholeKey), schema, component.name(), value);
    }

    /** The {@code KeyParts} method that encodes the component in this key. */
    static String encoder(ComponentModel component, KeyModel key) {
        return encoder(component.type().keyType(), key.sortKey(), key.template().parts().size() == 1);
    }

    /** The call encoding a value of the component outside a template (a unique value), as a partition key would. */
    static CodeBlock encodeValue(ClassName schema, ComponentModel component, CodeBlock value) {
        return CodeBlock.of("$T.$L($T.ENTITY_TYPE, $S, $L)", RuntimeTypes.KEY_PARTS,
                encoder(component.type().keyType(), false, false), schema, component.name(), value);
    }

    private static String encoder(ValueType type, boolean sortKey, boolean wholeKey) {
        if (type instanceof ValueType.EnumType) {
            return sortKey ? "ofEnumOrdinal" : "ofEnumName"; // sort keys keep declaration order; partition keys stay readable
        }
        ValueType.ScalarType scalar = (ValueType.ScalarType) type;
        return switch (scalar.scalar()) {
            case STRING -> wholeKey ? "ofNonEmptyString" : "ofString";
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

    /** The whole key. */
    static CodeBlock key(ClassName schema, KeyModel key, Function<ComponentModel, CodeBlock> valueOf) {
        return concatenate(schema, key, key.template().parts(), valueOf, component -> null);
    }

    /**
     * The whole key, taking the components {@code encoded} names (a variable holding the encoded
     * text; {@code null} for the others) as they are, and encoding the others.
     */
    static CodeBlock key(ClassName schema, KeyModel key, Function<ComponentModel, CodeBlock> valueOf,
                         Function<ComponentModel, CodeBlock> encoded) {
        return concatenate(schema, key, key.template().parts(), valueOf, encoded);
    }

    /**
     * The key text up to sort-key component {@code count} (exclusive): the literals and the first
     * {@code count} components, with the literal that follows the last of them.
     */
    static CodeBlock prefix(ClassName schema, KeyModel key, int count, Function<ComponentModel, CodeBlock> valueOf) {
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
        return concatenate(schema, key, parts, valueOf, component -> null);
    }

    private static CodeBlock concatenate(ClassName schema, KeyModel key, List<KeyTemplate.Part> parts,
                                         Function<ComponentModel, CodeBlock> valueOf,
                                         Function<ComponentModel, CodeBlock> encoded) {
        if (parts.isEmpty()) {
            return CodeBlock.of("$S", "");
        }
        boolean wholeKey = key.template().parts().size() == 1;
        List<CodeBlock> pieces = new ArrayList<>();
        for (KeyTemplate.Part part : parts) {
            if (part instanceof KeyTemplate.Literal literal) {
                pieces.add(CodeBlock.of("$S", literal.text()));
            } else {
                ComponentModel component = ((KeyTemplate.Placeholder) part).component();
                CodeBlock text = encoded.apply(component);
                pieces.add(text != null ? text : encode(schema, key, component, valueOf.apply(component), wholeKey));
            }
        }
        return CodeBlock.join(pieces, " + ");
    }
}
