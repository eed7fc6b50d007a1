package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Reads an entity's record components: stored names ({@code @Attribute}), types (through
 * {@link TypeReader}, or a {@code @Convert} converter), and the {@code @Version}, {@code @Ttl} and
 * {@code @Unique} components; reports every misuse of them.
 */
final class ComponentReader {

    /**
     * The components read, in declaration order; {@code unreadable} ones were reported for their
     * type (or did not resolve: {@code unresolved}), so templates naming them are skipped quietly.
     */
    record Components(List<ComponentModel> all, Map<String, ComponentModel> byName, Set<String> unreadable,
                      boolean unresolved, Optional<ComponentModel> version, Optional<ComponentModel> ttl,
                      List<ComponentModel> uniques) {

        /** What key templates may name. */
        TemplateParser.Components forTemplates() {
            return new TemplateParser.Components(byName, unreadable);
        }
    }

    private final EntityScope scope;
    private final TypeReader typeReader;
    private final TypeReader classes;
    private final Types types;

    ComponentReader(EntityScope scope, TypeReader typeReader, TypeReader classes, Types types) {
        this.scope = scope;
        this.typeReader = typeReader;
        this.classes = classes;
        this.types = types;
    }

    Components read() {
        Map<String, RecordComponentElement> elements = new HashMap<>();
        Set<String> unreadable = new HashSet<>();
        boolean[] unresolved = {false};
        List<ComponentModel> components = typeReader.readComponents(scope.record(), new TypeReader.ComponentSink() {
            @Override
            public String attributeName(RecordComponentElement component, String name) {
                elements.put(name, component);
                scope.source().component(name, component);
                AnnotationMirror mirror = scope.annotations().find(component, AnnotationNames.ATTRIBUTE);
                if (mirror == null) {
                    return name;
                }
                String stored = scope.annotations().string(mirror, "value");
                if (stored.isEmpty()) {
                    scope.report(Message.EMPTY_ATTRIBUTE_NAME, scope.component(name, "Attribute", "value"), name, name);
                    return name;
                }
                int surrogate = Utf8.unpairedSurrogate(stored);
                if (surrogate >= 0) {
                    scope.report(Message.UNPAIRED_SURROGATE, scope.component(name, "Attribute", "value"), "Attribute name",
                            stored, (int) stored.charAt(surrogate), surrogate);
                    return name;
                }
                return stored;
            }

            @Override
            public ValueType converted(RecordComponentElement component) {
                return ComponentReader.this.converted(component, unreadable);
            }

            @Override
            public void unresolved(RecordComponentElement component) {
                unreadable.add(component.getSimpleName().toString());
                unresolved[0] = true;
            }

            @Override
            public void unsupported(RecordComponentElement component, String name, String type, String hint) {
                unreadable.add(name);
                scope.report(Message.UNSUPPORTED_TYPE, scope.component(name, null, null), name, type, hint);
            }
        });
        Markers markers = markers(components, elements);
        Map<String, ComponentModel> byName = new LinkedHashMap<>();
        Map<String, ComponentModel> byAttribute = new HashMap<>();
        for (ComponentModel component : components) {
            byName.put(component.name(), component);
            ComponentModel previous = byAttribute.putIfAbsent(component.attribute(), component);
            if (previous != null) {
                scope.report(Message.DUPLICATE_ATTRIBUTE_NAME, scope.component(component.name(), "Attribute", "value"),
                        component.name(), component.attribute(), previous.name());
            }
        }
        return new Components(components, byName, unreadable, unresolved[0], Optional.ofNullable(markers.version),
                Optional.ofNullable(markers.ttl), markers.uniques);
    }

    /** The type of a {@code @Convert} component, or {@code null} without one; a converter that does not fit is reported. */
    private ValueType converted(RecordComponentElement component, Set<String> unreadable) {
        AnnotationMirror convert = scope.annotations().find(component, AnnotationNames.CONVERT);
        if (convert == null) {
            return null;
        }
        TypeMirror converterType = (TypeMirror) scope.annotations().written(convert, "value").getValue();
        TypeElement converter = (TypeElement) types.asElement(converterType);
        String problem = new ConverterCheck(types).problem(converter, component.asType());
        if (problem != null) {
            unreadable.add(component.getSimpleName().toString());
            scope.report(Message.CONVERTER_MISMATCH, scope.component(component.getSimpleName().toString(), "Convert", "value"),
                    converter.getSimpleName(), component.getSimpleName(), problem, TypeReader.simpleNames(component.asType()));
        }
        TypeElement componentClass = component.asType() instanceof DeclaredType declared
                ? (TypeElement) declared.asElement() : converter;
        return new ValueType.ConvertedType(classes.classRef(componentClass), classes.classRef(converter));
    }

    /** The {@code @Version}, {@code @Ttl} and {@code @Unique} components. */
    private static final class Markers {
        ComponentModel version;
        ComponentModel ttl;
        final List<ComponentModel> uniques = new ArrayList<>();
    }

    /** Finds the marked components, reporting wrong types and doubles; a {@code @Ttl} {@code Instant} becomes epoch seconds. */
    private Markers markers(List<ComponentModel> components, Map<String, RecordComponentElement> elements) {
        Markers markers = new Markers();
        for (int i = 0; i < components.size(); i++) {
            ComponentModel component = components.get(i);
            RecordComponentElement element = elements.get(component.name());
            if (!combinable(component, element)) {
                continue;
            }
            if (scope.annotations().find(element, AnnotationNames.VERSION) != null) {
                if (!isScalar(component.type(), Scalar.LONG) && !isScalar(component.type(), Scalar.INT)) {
                    scope.report(Message.VERSION_TYPE, marker(component, "Version"), component.name(),
                            TypeNames.describe(component.type()));
                } else if (markers.version != null) {
                    scope.report(Message.DUPLICATE_VERSION, marker(component, "Version"), markers.version.name(),
                            component.name(), scope.simpleName());
                } else {
                    markers.version = component;
                }
            }
            if (scope.annotations().find(element, AnnotationNames.UNIQUE) != null) {
                if (component.type().keyable()) {
                    markers.uniques.add(component);
                } else {
                    scope.report(Message.UNIQUE_TYPE, marker(component, "Unique"), component.name(),
                            TypeNames.describe(component.type()));
                }
            }
            if (scope.annotations().find(element, AnnotationNames.TTL) != null) {
                ComponentModel ttl = component;
                if (isScalar(component.type(), Scalar.INSTANT)) { // stored as epoch seconds, as DynamoDB's TTL reads it
                    ttl = new ComponentModel(component.name(), component.attribute(),
                            new ValueType.ScalarType(Scalar.EPOCH_SECONDS, false));
                    components.set(i, ttl);
                } else if (!isScalar(component.type(), Scalar.LONG)) {
                    scope.report(Message.TTL_TYPE, marker(component, "Ttl"), component.name(),
                            TypeNames.describe(component.type()));
                    continue;
                }
                if (markers.ttl != null) {
                    scope.report(Message.DUPLICATE_TTL, marker(component, "Ttl"), markers.ttl.name(), ttl.name(),
                            scope.simpleName());
                } else {
                    markers.ttl = ttl;
                }
            }
        }
        return markers;
    }

    /**
     * KW071 and KW072: a component is not both {@code @Version} and {@code @Ttl}, and a unique
     * value is neither (a version changes on every write and starts alike for every item; many
     * items share an expiry time). Reported on the later annotation; the component then counts as
     * none of them.
     */
    private boolean combinable(ComponentModel component, RecordComponentElement element) {
        boolean version = scope.annotations().find(element, AnnotationNames.VERSION) != null;
        boolean ttl = scope.annotations().find(element, AnnotationNames.TTL) != null;
        boolean unique = scope.annotations().find(element, AnnotationNames.UNIQUE) != null;
        if (version && ttl) {
            scope.report(Message.VERSION_AND_TTL, marker(component, "Ttl"), component.name(), scope.simpleName());
            return false;
        }
        if (unique && (version || ttl)) {
            scope.report(Message.UNIQUE_WITH_MARKER, marker(component, "Unique"), component.name(), scope.simpleName(),
                    version ? "Version" : "Ttl", version
                            ? "which every write changes and every new item starts from, so a second create would be refused"
                            : "and items may well share an expiry time, which then only one of them could hold");
            return false;
        }
        return true;
    }

    private Location marker(ComponentModel component, String annotation) {
        return scope.component(component.name(), annotation, null);
    }

    private static boolean isScalar(ValueType type, Scalar scalar) {
        return type instanceof ValueType.ScalarType scalarType && scalarType.scalar() == scalar;
    }
}
