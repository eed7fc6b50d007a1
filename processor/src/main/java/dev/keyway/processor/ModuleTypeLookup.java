package dev.keyway.processor;

import javax.lang.model.element.Element;
import javax.lang.model.util.Elements;

/**
 * Asks whether a type exists, in the module of the code that would use it. The plain
 * {@link Elements#getTypeElement(CharSequence)} looks a missing name up in every module of the
 * compilation (dozens of system modules), and nearly all names asked here are missing: the
 * {@code java.lang} names checked per package alone were a quarter of the processor's own time on
 * a 200-entity project. A type in the package of an entity (or item collection) can only live in
 * that element's module, so the answer is the same.
 */
final class ModuleTypeLookup {

    private final Elements elements;

    ModuleTypeLookup(Elements elements) {
        this.elements = elements;
    }

    /** Whether type {@code canonicalName} exists in the module of {@code near}. */
    boolean exists(Element near, String canonicalName) {
        return elements.getTypeElement(elements.getModuleOf(near), canonicalName) != null;
    }
}
