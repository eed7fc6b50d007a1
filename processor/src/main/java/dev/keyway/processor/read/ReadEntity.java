package dev.keyway.processor.read;

import dev.keyway.processor.model.EntityModel;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;

/**
 * A validated entity together with the source elements and annotations it came from, so that
 * table-wide checks can still point at the exact annotation value.
 */
public record ReadEntity(EntityModel model, TypeElement element, AnnotationMirror entity,
                         AnnotationMirror partitionKey, AnnotationMirror sortKey,
                         Map<String, AnnotationMirror> indexes, Map<String, RecordComponentElement> components) {

    /** The record's canonical name, which diagnostics are filed under. */
    public String name() {
        return element.getQualifiedName().toString();
    }
}
