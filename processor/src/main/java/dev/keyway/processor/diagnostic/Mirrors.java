package dev.keyway.processor.diagnostic;

import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;

/** Finds an annotation on an element and the value a member was written with. */
public final class Mirrors {

    private Mirrors() {
    }

    /** The annotation of that type (qualified name) on the element, or {@code null}. */
    public static AnnotationMirror find(Element element, String annotationType) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (typeOf(mirror).equals(annotationType)) {
                return mirror;
            }
        }
        return null;
    }

    /** The member's value as written, for pointing diagnostics at it; {@code null} when defaulted. */
    public static AnnotationValue written(AnnotationMirror mirror, String member) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : mirror.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(member)) {
                return entry.getValue();
            }
        }
        return null;
    }

    /** The annotation's qualified type name. */
    public static String typeOf(AnnotationMirror mirror) {
        return ((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().toString();
    }
}
