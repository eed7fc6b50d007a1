package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.DeclarationSource;
import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import javax.lang.model.element.TypeElement;

/**
 * What the readers of one entity record share: its canonical name (the owner its findings
 * blame), the record, where its parts are recorded, and where its problems go.
 */
record EntityScope(String owner, TypeElement record, DeclarationSource source, AnnotationReader annotations,
                   Reporter reporter) {

    /** The record's simple name, as messages name it. */
    String simpleName() {
        return record.getSimpleName().toString();
    }

    /** An annotation on the record ({@code "PartitionKey"}) and one of its members, or {@code null}. */
    Location onRecord(String annotation, String member) {
        return new Location.OnDeclaration(owner, annotation, member);
    }

    /** A record component, or one of its annotations and members. */
    Location component(String component, String annotation, String member) {
        return new Location.Component(owner, component, annotation, member);
    }

    void report(Message message, Location location, Object... args) {
        reporter.report(Finding.of(message, location, args));
    }

    /** Whether any problem of the entity was reported. */
    boolean failed() {
        return reporter.failed(owner);
    }
}
