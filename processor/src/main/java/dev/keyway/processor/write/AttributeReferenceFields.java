package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes the fields of {@code XSchema} that conditions, filters and updates name: one instance of
 * each {@code @Convert} converter, and one typed attribute reference per component.
 */
final class AttributeReferenceFields {

    private final EntityModel entity;
    private final ConverterCode converters;

    AttributeReferenceFields(EntityModel entity, ConverterCode converters) {
        this.entity = entity;
        this.converters = converters;
    }

    /** One instance of each {@code @Convert} converter, declared before the attribute references that use it. */
    void addConverters(TypeSpec.Builder type) {
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
    void addAttributeReferences(TypeSpec.Builder type) {
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
}
