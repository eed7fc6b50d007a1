package dev.keyway.processor.diagnostic;

import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * Reports catalogue messages on the exact element, annotation and value, and remembers which
 * top-level entities have errors so that no code is generated for them.
 */
public final class Diagnostics {

    private final Messager messager;
    private final SourceLocator locator;
    private final Set<String> failedEntities = new HashSet<>();

    public Diagnostics(ProcessingEnvironment environment) {
        this.messager = environment.getMessager();
        this.locator = SourceLocator.of(environment);
    }

    /** Reports an error against the entity (by canonical name), on the element and, if given, annotation and value. */
    public void error(String entity, Element element, AnnotationMirror annotation, AnnotationValue value,
                      Message message, Object... args) {
        failedEntities.add(entity);
        String text = message.format(args);
        if (!locator.report(Diagnostic.Kind.ERROR, text, element, annotation, value)) {
            messager.printMessage(Diagnostic.Kind.ERROR, text, element, annotation, value);
        }
    }

    /** Whether an error was reported against the entity. */
    public boolean failed(String entity) {
        return failedEntities.contains(entity);
    }
}
