package dev.keyway.processor.read;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The round's elements that carry a Keyway annotation, found in one scan of the round: each
 * {@code getElementsAnnotatedWith} walks every element of every root type, so the readers ask
 * this instead of the round. What it answers is what the round would, in the round's order: an
 * element carries an annotation as javac's scan decides it (its annotation mirrors, inherited
 * ones included).
 */
final class RoundElements {

    /** Every element found, in the round's order, with the annotation types it carries. */
    private final List<Found> found = new ArrayList<>();

    private record Found(Element element, Set<Element> annotations) {
    }

    private RoundElements() {
    }

    /** One scan of the round for the elements carrying any of {@code types} (annotation types the compilation has). */
    static RoundElements scan(RoundEnvironment round, Elements elements, Collection<TypeElement> types) {
        RoundElements scanned = new RoundElements();
        if (types.isEmpty()) {
            return scanned;
        }
        for (Element element : round.getElementsAnnotatedWithAny(types.toArray(new TypeElement[0]))) {
            Set<Element> annotations = new LinkedHashSet<>();
            for (AnnotationMirror mirror : elements.getAllAnnotationMirrors(element)) {
                annotations.add(mirror.getAnnotationType().asElement());
            }
            scanned.found.add(new Found(element, annotations));
        }
        return scanned;
    }

    /** The elements carrying the annotation, as {@link RoundEnvironment#getElementsAnnotatedWith(TypeElement)}. */
    Set<Element> annotatedWith(TypeElement type) {
        return annotatedWithAny(List.of(type));
    }

    /** The elements carrying any of the annotations, as {@link RoundEnvironment#getElementsAnnotatedWithAny}. */
    Set<Element> annotatedWithAny(Collection<TypeElement> types) {
        Set<Element> elements = new LinkedHashSet<>();
        for (Found each : found) {
            for (TypeElement type : types) {
                if (each.annotations().contains(type)) {
                    elements.add(each.element());
                    break;
                }
            }
        }
        return elements;
    }
}
