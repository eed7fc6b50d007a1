package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** KW006: finds the annotations that only {@code @Entity} records may carry on elements without it. */
final class StrayAnnotationReader {

    private final Elements elements;
    private final AnnotationReader annotations;
    private final SourceRegistry sources;
    private final Reporter reporter;

    StrayAnnotationReader(Elements elements, SourceRegistry sources, Reporter reporter) {
        this.elements = elements;
        this.annotations = new AnnotationReader(elements);
        this.sources = sources;
        this.reporter = reporter;
    }

    /** Reports each such annotation of the round on an element that is not among {@code entities}. */
    void read(RoundEnvironment round, Set<? extends Element> entities) {
        Map<String, TypeElement> types = new LinkedHashMap<>();
        for (String annotation : AnnotationNames.ENTITY_ONLY) {
            TypeElement type = elements.getTypeElement(annotation);
            if (type != null) {
                types.put(annotation, type);
            }
        }
        // One scan of the round for all of them: usually every such element is an entity, and
        // a scan per annotation would walk all the round's elements eight times for nothing.
        if (types.isEmpty() || entities.containsAll(round.getElementsAnnotatedWithAny(types.values().toArray(new TypeElement[0])))) {
            return;
        }
        for (Map.Entry<String, TypeElement> entry : types.entrySet()) {
            for (Element element : round.getElementsAnnotatedWith(entry.getValue())) {
                if (!entities.contains(element)) {
                    report(element, entry.getKey());
                }
            }
        }
    }

    private void report(Element element, String annotationType) {
        AnnotationMirror mirror = annotations.find(element, annotationType);
        String annotation = annotationType;
        if (annotationType.endsWith(".List")) { // the compiler's container: point at the first repeated annotation
            annotation = annotationType.substring(0, annotationType.length() - 5);
            mirror = annotations.findAll(element, annotation, annotationType).get(0);
        }
        String simple = AnnotationNames.simple(annotation);
        String owner = EntityReader.nameOf(element);
        sources.declare(owner, element).annotation(simple, mirror);
        reporter.report(Finding.of(Message.KEY_WITHOUT_ENTITY, new Location.OnDeclaration(owner, simple, null), simple,
                element.getSimpleName()));
    }
}
