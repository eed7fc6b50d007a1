package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Keyway annotations where they have no effect: KW006, those that only {@code @Entity} records may
 * carry, on elements without it; KW074, {@code @Version}, {@code @Ttl}, {@code @Unique},
 * {@code @Convert} and {@code @KeyFormat} on a component of a record that is not an {@code @Entity} (a record stored
 * inside an entity included), where they would be silently ignored.
 */
final class StrayAnnotationReader {

    private static final List<String> MARKERS = List.of(AnnotationNames.VERSION, AnnotationNames.TTL,
            AnnotationNames.UNIQUE, AnnotationNames.CONVERT, AnnotationNames.KEY_FORMAT);

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

    /** The annotation types this reader looks for that the compilation has: what the round is scanned for. */
    List<TypeElement> annotationTypes() {
        List<TypeElement> types = new ArrayList<>(present(AnnotationNames.ENTITY_ONLY).values());
        types.addAll(present(MARKERS).values());
        return types;
    }

    /** Reports each such annotation of the round on an element that is not among {@code entities}. */
    void read(RoundElements round, Set<? extends Element> entities) {
        Map<String, TypeElement> types = present(AnnotationNames.ENTITY_ONLY);
        // Usually every such element is an entity: then nothing is looked at per annotation.
        if (types.isEmpty() || entities.containsAll(round.annotatedWithAny(types.values()))) {
            return;
        }
        for (Map.Entry<String, TypeElement> entry : types.entrySet()) {
            for (Element element : round.annotatedWith(entry.getValue())) {
                if (!entities.contains(element)) {
                    report(element, entry.getKey());
                }
            }
        }
    }

    /** KW074: reports each marker of the round on a component of a record without {@code @Entity}. */
    void readMarkers(RoundElements round) {
        Map<String, TypeElement> types = present(MARKERS);
        if (types.isEmpty()) {
            return;
        }
        // The elements of all the markers at once (in the order one scan per marker would find them).
        Set<? extends Element> marked = round.annotatedWithAny(types.values());
        for (String marker : types.keySet()) {
            for (Element element : marked) {
                if (element.getKind() == ElementKind.RECORD_COMPONENT && annotations.find(element, marker) != null
                        && element.getEnclosingElement() instanceof TypeElement record
                        && annotations.find(record, AnnotationNames.ENTITY) == null) {
                    String owner = record.getQualifiedName().toString();
                    String component = element.getSimpleName().toString();
                    sources.declare(owner, record).component(component, element);
                    String simple = AnnotationNames.simple(marker);
                    reporter.report(Finding.of(Message.MARKER_WITHOUT_ENTITY,
                            new Location.Component(owner, component, simple, null), simple, component, record.getSimpleName()));
                }
            }
        }
    }

    /** The annotation types of these names that the compilation has, by name, in order. */
    private Map<String, TypeElement> present(List<String> names) {
        Map<String, TypeElement> types = new LinkedHashMap<>();
        for (String name : names) {
            TypeElement type = elements.getTypeElement(name);
            if (type != null) {
                types.put(name, type);
            }
        }
        return types;
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
