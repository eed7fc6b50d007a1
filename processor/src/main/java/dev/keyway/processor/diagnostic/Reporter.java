package dev.keyway.processor.diagnostic;

import java.util.Collection;
import javax.lang.model.element.Element;

/**
 * Turns findings into compiler errors (or warnings) on the exact element, annotation and value
 * their locations name, and remembers whose declarations failed, so that they generate nothing.
 * The one way any part of the processor reports a problem.
 */
public final class Reporter {

    private final Diagnostics diagnostics;
    private final SourceRegistry sources;

    public Reporter(Diagnostics diagnostics, SourceRegistry sources) {
        this.diagnostics = diagnostics;
        this.sources = sources;
    }

    /** Reports the finding; its location's owner has failed, unless the finding is a warning. */
    public void report(Finding finding) {
        Location location = finding.location();
        DeclarationSource.Position position = sources.resolve(location);
        Object[] args = finding.args().toArray();
        if (position == null) { // never declared: a bug, still reported, without a position
            position = new DeclarationSource.Position(null, null, null, null);
        }
        diagnostics.report(location.owner(), position, finding.message(), args);
    }

    /** Reports each finding, in order. */
    public void report(Collection<Finding> findings) {
        findings.forEach(this::report);
    }

    /** An unexpected exception while processing the owner: KW099 on its declaration, never a crash. */
    public void internalError(String owner, Exception e) {
        Element element = sources.element(owner);
        Object name = element == null ? owner : element.getSimpleName();
        report(Finding.of(Message.INTERNAL_ERROR, Location.declaration(owner), name, e));
    }

    /** Whether a finding was reported against the owner. */
    public boolean failed(String owner) {
        return diagnostics.failed(owner);
    }
}
