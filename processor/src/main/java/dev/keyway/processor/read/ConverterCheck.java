package dev.keyway.processor.read;

import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Types;

/**
 * Whether a converter fits its component: a {@code @Convert} {@code AttributeConverter} that
 * stores it, or a {@code @KeyFormat(converter = ...)} {@code KeyConverter} that writes its key
 * text. Generated code creates it and calls it with the component's type.
 */
final class ConverterCheck {

    /** The interface of {@code @Convert} converters. */
    static final String ATTRIBUTE_CONVERTER = "dev.keyway.runtime.schema.AttributeConverter";
    /** The interface of key converters. */
    static final String KEY_CONVERTER = "dev.keyway.runtime.key.KeyConverter";

    private final Types types;
    private final String converterInterface;

    ConverterCheck(Types types) {
        this(types, ATTRIBUTE_CONVERTER);
    }

    /** A check of converters implementing {@code converterInterface}. */
    ConverterCheck(Types types, String converterInterface) {
        this.types = types;
        this.converterInterface = converterInterface;
    }

    /** Why the converter cannot store the component, or {@code null} when it fits. */
    String problem(TypeElement converter, TypeMirror component) {
        if (!converter.getModifiers().contains(Modifier.PUBLIC) || converter.getModifiers().contains(Modifier.ABSTRACT)
                || converter.getKind() != ElementKind.CLASS) {
            return "the converter is not a public, non-abstract class";
        }
        boolean constructible = ElementFilter.constructorsIn(converter.getEnclosedElements()).stream()
                .anyMatch(constructor -> constructor.getParameters().isEmpty()
                        && constructor.getModifiers().contains(Modifier.PUBLIC));
        if (!constructible) {
            return "the converter has no public constructor without parameters";
        }
        if (component.getKind().isPrimitive()) {
            return "the component is a primitive " + component + ", which a converter cannot receive as null; declare it as "
                    + types.boxedClass((javax.lang.model.type.PrimitiveType) component).getSimpleName();
        }
        if (!(component instanceof DeclaredType declared) || !declared.getTypeArguments().isEmpty()) {
            return "the component's type is not a class without type parameters";
        }
        TypeMirror converts = convertedType(converter.asType());
        if (converts == null) {
            return "the converter does not implement " + converterInterface;
        }
        if (!types.isSameType(converts, component)) {
            return "the converter converts " + TypeReader.simpleNames(converts);
        }
        return null;
    }

    /** The {@code T} of the converter interface's {@code <T>} among the type's supertypes, or {@code null}. */
    private TypeMirror convertedType(TypeMirror type) {
        for (TypeMirror supertype : types.directSupertypes(type)) {
            if (supertype instanceof DeclaredType declared
                    && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals(converterInterface)) {
                return declared.getTypeArguments().isEmpty() ? null : declared.getTypeArguments().get(0);
            }
            TypeMirror found = convertedType(supertype);
            if (found != null) {
                return found;
            }
        }
        return null;
    }
}
