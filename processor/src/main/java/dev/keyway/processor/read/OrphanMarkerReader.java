package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.DeclarationSource;
import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import java.util.List;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * KW074: {@code @Version}, {@code @Ttl}, {@code @Unique} and {@code @Convert} on a component of a
 * record that is not an {@code @Entity}, a record stored inside an entity included: Keyway reads
 * them on entities' own components only, so anywhere else they would be silently ignored.
 */
final class OrphanMarkerReader {

    private static final List<String> MARKERS = List.of(AnnotationNames.VERSION, AnnotationNames.TTL,
            AnnotationNames.UNIQUE, AnnotationNames.CONVERT);

    private final Elements elements;
    private final AnnotationReader annotations;
    private final SourceRegistry sources;
    private final Reporter reporter;

    OrphanMarkerReader(Elements elements, SourceRegistry sources, Reporter reporter) {
        this.elements = elements;
        this.annotations = new AnnotationReader(elements);
        this.sources = sources;
        this.reporter = reporter;
    }

    /** Reports each marker of the round on a component of a record without {@code @Entity}. */
    void read(RoundEnvironment round) {
        for (String marker : MARKERS) {
            TypeElement type = elements.getTypeElement(marker);
            if (type == null) {
                continue;
            }
            for (Element element : round.getElementsAnnotatedWith(type)) {
                if (element.getKind() != ElementKind.RECORD_COMPONENT
                        || !(element.getEnclosingElement() instanceof TypeElement record)
                        || annotations.find(record, AnnotationNames.ENTITY) != null) {
                    continue;
                }
                String owner = record.getQualifiedName().toString();
                String component = element.getSimpleName().toString();
                DeclarationSource source = sources.declare(owner, record);
                source.component(component, element);
                String simple = AnnotationNames.simple(marker);
                reporter.report(Finding.of(Message.MARKER_WITHOUT_ENTITY,
                        new Location.Component(owner, component, simple, null), simple, component, record.getSimpleName()));
            }
        }
    }
}
