package dev.keyway.processor.diagnostic;

import java.util.HashSet;
import java.util.Set;
import javax.annotation.processing.Messager;
import javax.annotation.processing.ProcessingEnvironment;
import javax.tools.Diagnostic;

/**
 * Reports catalogue messages on the exact element, annotation and value, and remembers which
 * top-level entities have errors so that no code is generated for them (warnings leave them be).
 */
public final class Diagnostics {

    private final Messager messager;
    private final SourceLocator locator;
    private final Set<String> failedEntities = new HashSet<>();

    public Diagnostics(ProcessingEnvironment environment) {
        this.messager = environment.getMessager();
        this.locator = SourceLocator.of(environment);
    }

    /**
     * Reports the message at the position: an error against the owner (by canonical name), which
     * then generates nothing, or a warning.
     */
    void report(String owner, DeclarationSource.Position position, Message message, Object... args) {
        boolean error = message.severity() == Message.Severity.ERROR;
        Diagnostic.Kind kind = error ? Diagnostic.Kind.ERROR : Diagnostic.Kind.WARNING;
        if (error) {
            failedEntities.add(owner);
        }
        String text = message.format(args);
        if (position.tree() != null && locator.report(kind, text, position.tree())) {
            return;
        }
        if (!locator.report(kind, text, position.element(), position.annotation(), position.value())) {
            messager.printMessage(kind, text, position.element(), position.annotation(), position.value());
        }
    }

    /** Whether an error was reported against the entity. */
    public boolean failed(String entity) {
        return failedEntities.contains(entity);
    }
}
