package dev.keyway.processor.diagnostic;

import com.sun.source.util.TreePath;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * Where one declaration's parts are in source, as its reader records them: the element, its
 * annotations by simple name, its indexes and access patterns by name (every declaration of a
 * name, in source order) and its record components.
 */
public final class DeclarationSource {

    /** The package of the annotations a location names by simple name. */
    private static final String ANNOTATIONS = "dev.keyway.annotations.";

    private final Element element;
    /** The declaration's own tree, for one the compiler has no element for yet (a local class); else null. */
    private TreePath tree;
    private final Map<String, AnnotationMirror> annotations = new HashMap<>();
    private final Map<String, List<AnnotationMirror>> indexes = new HashMap<>();
    private final Map<String, List<AnnotationMirror>> accessPatterns = new HashMap<>();
    private final Map<String, Element> components = new HashMap<>();

    DeclarationSource(Element element) {
        this.element = element;
    }

    /** The declaration's element. */
    public Element element() {
        return element;
    }

    /**
     * Records where a declaration that has no element during processing is in source (a class
     * declared in a method body): its annotation's tree, where its findings are reported.
     */
    public void tree(TreePath path) {
        this.tree = path;
    }

    /** Records an annotation on the declaration by its simple name, e.g. {@code "PartitionKey"}; {@code null} is ignored. */
    public void annotation(String simpleName, AnnotationMirror mirror) {
        if (mirror != null) {
            annotations.putIfAbsent(simpleName, mirror);
        }
    }

    /** Records a {@code @Gsi} or {@code @Lsi} and returns its occurrence among those of the same index name. */
    public int index(String name, AnnotationMirror mirror) {
        return add(indexes, name, mirror);
    }

    /** Records an {@code @AccessPattern} and returns its occurrence among those of the same name. */
    public int accessPattern(String name, AnnotationMirror mirror) {
        return add(accessPatterns, name, mirror);
    }

    /** Records a record component. */
    public void component(String name, Element component) {
        components.put(name, component);
    }

    /** The element, annotation and value a location names; parts not recorded resolve to the enclosing part. */
    Position resolve(Location location) {
        if (location instanceof Location.OnDeclaration on) {
            return at(element, annotations.get(on.annotation()), on.member());
        }
        if (location instanceof Location.Index index) {
            return at(element, nth(indexes.get(index.index()), index.occurrence()), index.member());
        }
        if (location instanceof Location.AccessPattern pattern) {
            return at(element, nth(accessPatterns.get(pattern.pattern()), pattern.occurrence()), pattern.member());
        }
        if (location instanceof Location.Component component) {
            Element at = components.getOrDefault(component.component(), element);
            AnnotationMirror mirror = component.annotation() == null || at == element ? null
                    : Mirrors.find(at, ANNOTATIONS + component.annotation());
            return at(at, mirror, component.member());
        }
        return new Position(element, null, null, tree);
    }

    /** A resolved location: an element, annotation and value, or (for a declaration without an element) a tree. */
    record Position(Element element, AnnotationMirror annotation, AnnotationValue value, TreePath tree) {
    }

    private static Position at(Element element, AnnotationMirror mirror, String member) {
        return new Position(element, mirror, mirror == null || member == null ? null : Mirrors.written(mirror, member),
                null);
    }

    private static int add(Map<String, List<AnnotationMirror>> byName, String name, AnnotationMirror mirror) {
        List<AnnotationMirror> mirrors = byName.computeIfAbsent(name, key -> new ArrayList<>(1));
        mirrors.add(mirror);
        return mirrors.size() - 1;
    }

    private static AnnotationMirror nth(List<AnnotationMirror> mirrors, int occurrence) {
        return mirrors == null || occurrence >= mirrors.size() ? null : mirrors.get(occurrence);
    }
}
