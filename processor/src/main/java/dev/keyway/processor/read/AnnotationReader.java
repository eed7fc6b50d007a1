package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Mirrors;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.util.Elements;

/** Finds annotations on elements (repeatable ones too) and reads their values by name. */
final class AnnotationReader {

    private final Elements elements;

    AnnotationReader(Elements elements) {
        this.elements = elements;
    }

    /** The annotation of that type on the element, or {@code null}. */
    AnnotationMirror find(Element element, String annotationType) {
        return Mirrors.find(element, annotationType);
    }

    /** Every annotation of a repeatable type, written once or many times (inside its container). */
    List<AnnotationMirror> findAll(Element element, String annotationType, String containerType) {
        List<AnnotationMirror> found = new ArrayList<>();
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            String name = Mirrors.typeOf(mirror);
            if (name.equals(annotationType)) {
                found.add(mirror);
            } else if (name.equals(containerType)) {
                for (Object item : (List<?>) explicitOrDefault(mirror, "value").getValue()) {
                    found.add((AnnotationMirror) ((AnnotationValue) item).getValue());
                }
            }
        }
        return found;
    }

    /** A string member's value, default applied. */
    String string(AnnotationMirror mirror, String member) {
        return (String) explicitOrDefault(mirror, member).getValue();
    }

    /** A boolean member's value, default applied. */
    boolean bool(AnnotationMirror mirror, String member) {
        return (Boolean) explicitOrDefault(mirror, member).getValue();
    }

    /** A char member's value, default applied. */
    char character(AnnotationMirror mirror, String member) {
        return (Character) explicitOrDefault(mirror, member).getValue();
    }

    /** Whether the annotation type has the member (an older annotations jar may lack it). */
    boolean has(AnnotationMirror mirror, String member) {
        return elements.getElementValuesWithDefaults(mirror).keySet().stream()
                .anyMatch(element -> element.getSimpleName().contentEquals(member));
    }

    /** A class member's value, or {@code null} when it is not written (its default). */
    javax.lang.model.type.TypeMirror writtenType(AnnotationMirror mirror, String member) {
        AnnotationValue value = written(mirror, member);
        return value == null ? null : (javax.lang.model.type.TypeMirror) value.getValue();
    }

    /** An int member's value, default applied. */
    int integer(AnnotationMirror mirror, String member) {
        return (Integer) explicitOrDefault(mirror, member).getValue();
    }

    /** An enum member's constant name, default applied. */
    String enumConstant(AnnotationMirror mirror, String member) {
        return ((javax.lang.model.element.VariableElement) explicitOrDefault(mirror, member).getValue()).getSimpleName()
                .toString();
    }

    /** A string-array member's values, default applied. */
    List<String> strings(AnnotationMirror mirror, String member) {
        List<String> values = new ArrayList<>();
        for (Object item : (List<?>) explicitOrDefault(mirror, member).getValue()) {
            values.add((String) ((AnnotationValue) item).getValue());
        }
        return values;
    }

    /** The member's value as written; {@code null} when defaulted. */
    AnnotationValue written(AnnotationMirror mirror, String member) {
        return Mirrors.written(mirror, member);
    }

    private AnnotationValue explicitOrDefault(AnnotationMirror mirror, String member) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : elements.getElementValuesWithDefaults(mirror).entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(member)) {
                return entry.getValue();
            }
        }
        throw new IllegalStateException("annotation " + Mirrors.typeOf(mirror) + " has no member " + member);
    }
}
