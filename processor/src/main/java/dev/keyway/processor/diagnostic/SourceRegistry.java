package dev.keyway.processor.diagnostic;

import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.Element;

/**
 * Where every part of a round's design came from, kept beside the model (which holds no compiler
 * types): one {@link DeclarationSource} per entity record, item-collection interface or element
 * with a stray annotation, by canonical name. Readers fill it; the {@link Reporter} resolves
 * findings' locations with it, and the writer pass the elements each generated file originates from.
 */
public final class SourceRegistry {

    private final Map<String, DeclarationSource> declarations = new HashMap<>();

    /** The source of the declaration, recorded on first use. */
    public DeclarationSource declare(String owner, Element element) {
        return declarations.computeIfAbsent(owner, name -> new DeclarationSource(element));
    }

    /** The element of a declared owner, or {@code null}. */
    public Element element(String owner) {
        DeclarationSource source = declarations.get(owner);
        return source == null ? null : source.element();
    }

    /** The element, annotation and value of a location; {@code null} when its owner was never declared. */
    DeclarationSource.Position resolve(Location location) {
        DeclarationSource source = declarations.get(location.owner());
        return source == null ? null : source.resolve(location);
    }
}
