package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.KeyFormatModel;
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
 * {@link TypeReader}, or a {@code @Convert} converter), key formats ({@code @KeyFormat}), and the
 * {@code @Version}, {@code @Ttl} and {@code @Unique} components; reports every misuse of them.
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
        readKeyFormats(components, elements, unreadable);
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
        // A primitive is named by its box (refused above), never by the converter: messages name the component's type.
        TypeElement componentClass = component.asType() instanceof DeclaredType declared
                ? (TypeElement) declared.asElement()
                : component.asType().getKind().isPrimitive()
                ? types.boxedClass((javax.lang.model.type.PrimitiveType) component.asType()) : converter;
        return new ValueType.ConvertedType(classes.classRef(componentClass), classes.classRef(converter));
    }

    /**
     * Gives each component with {@code @KeyFormat} its format, reporting a format that does not
     * fit its type (KW130-KW137); such a component is then unreadable, so that templates naming
     * it are not checked against a format it does not have.
     */
    private void readKeyFormats(List<ComponentModel> components, Map<String, RecordComponentElement> elements,
                                Set<String> unreadable) {
        Map<String, String> keyDelimiters = null; // read once, for the first format that needs them
        for (int i = 0; i < components.size(); i++) {
            ComponentModel component = components.get(i);
            RecordComponentElement element = elements.get(component.name());
            AnnotationMirror mirror = scope.annotations().find(element, AnnotationNames.KEY_FORMAT);
            if (mirror == null) {
                continue;
            }
            ComponentModel keyed = keyedAsScalar(component, mirror);
            KeyFormatModel format = keyFormat(keyed, element, mirror);
            if (format == null) {
                unreadable.add(component.name());
            } else {
                if (format.refusesDelimiters()) {
                    if (keyDelimiters == null) {
                        keyDelimiters = keyDelimiters();
                    }
                    format = format.withDelimiters(keyDelimiters.getOrDefault(component.name(), ""));
                }
                components.set(i, keyed.withKeyFormat(format));
            }
        }
    }

    /**
     * A {@code @Convert} component of a string or integer class whose key format is raw or
     * zero-padded, as keys hold it: its own value written in that format, whatever its converter
     * stores (legacy data keeping a number as padded text in both key and attribute). Any other
     * component as it is.
     */
    private ComponentModel keyedAsScalar(ComponentModel component, AnnotationMirror mirror) {
        AnnotationReader annotations = scope.annotations();
        if (!(component.type().keyType() instanceof ValueType.ConvertedType converted)
                || !(annotations.bool(mirror, "raw") || annotations.integer(mirror, "digits") != 0)) {
            return component;
        }
        Scalar scalar = TypeReader.declaredScalar(converted.type().canonicalName());
        if (scalar == null || !(scalar == Scalar.STRING || scalar == Scalar.BYTE || scalar == Scalar.SHORT
                || scalar == Scalar.INT || scalar == Scalar.LONG || scalar == Scalar.BIG_INTEGER)) {
            return component;
        }
        ValueType keyed = new ValueType.ConvertedType(converted.type(), converted.converter(),
                Optional.of(new ValueType.ScalarType(scalar, false)));
        ValueType type = component.type() instanceof ValueType.OptionalType ? new ValueType.OptionalType(keyed) : keyed;
        return new ComponentModel(component.name(), component.attribute(), type, component.keyFormat());
    }

    /**
     * The delimiters of the keys that name each component, read from the key annotations as
     * written (before their templates are parsed): a raw value is refused if it holds any of them.
     */
    private Map<String, String> keyDelimiters() {
        AnnotationReader annotations = scope.annotations();
        Map<String, String> delimiters = new HashMap<>();
        List<AnnotationMirror> keys = new ArrayList<>();
        List<List<String>> members = new ArrayList<>();
        for (String type : List.of(AnnotationNames.PARTITION_KEY, AnnotationNames.SORT_KEY)) {
            AnnotationMirror mirror = annotations.find(scope.record(), type);
            if (mirror != null) {
                keys.add(mirror);
                members.add(List.of("value"));
            }
        }
        for (AnnotationMirror mirror : annotations.findAll(scope.record(), AnnotationNames.GSI, AnnotationNames.GSI_LIST)) {
            keys.add(mirror);
            members.add(List.of("partitionKey", "sortKey"));
        }
        for (AnnotationMirror mirror : annotations.findAll(scope.record(), AnnotationNames.LSI, AnnotationNames.LSI_LIST)) {
            keys.add(mirror);
            members.add(List.of("sortKey"));
        }
        for (int i = 0; i < keys.size(); i++) {
            AnnotationMirror mirror = keys.get(i);
            char delimiter = TemplateParser.delimiter(annotations, mirror);
            for (String member : members.get(i)) {
                for (String name : TemplateParser.placeholderNames(annotations.string(mirror, member))) {
                    delimiters.merge(name, String.valueOf(delimiter),
                            (known, added) -> known.indexOf(added.charAt(0)) >= 0 ? known : known + added);
                }
            }
        }
        return delimiters;
    }

    /** The component's key format, or {@code null} when it does not fit (reported). */
    private KeyFormatModel keyFormat(ComponentModel component, RecordComponentElement element, AnnotationMirror mirror) {
        AnnotationReader annotations = scope.annotations();
        String name = component.name();
        boolean raw = annotations.bool(mirror, "raw");
        int digits = annotations.integer(mirror, "digits");
        KeyFormatModel.Casing casing = KeyFormatModel.Casing.valueOf(annotations.enumConstant(mirror, "casing"));
        TypeMirror converterType = annotations.writtenType(mirror, "converter");
        if (converterType != null && converterType.getKind() == javax.lang.model.type.TypeKind.VOID) {
            converterType = null;
        }
        List<String[]> chosen = new ArrayList<>(); // {member, as written}
        if (raw) {
            chosen.add(new String[] {"raw", "raw = true"});
        }
        if (digits != 0) {
            chosen.add(new String[] {"digits", "digits = " + digits});
        }
        if (converterType != null) {
            chosen.add(new String[] {"converter", "converter = " + TypeReader.simpleNames(converterType) + ".class"});
        }
        String precision = annotations.enumConstant(mirror, "precision");
        if (!precision.equals("KEYWAY")) {
            chosen.add(new String[] {"precision", "precision = " + precision});
        }
        if (chosen.size() > 1) {
            scope.report(Message.KEY_FORMAT_CONFLICT, at(name, chosen.get(1)[0]), name, chosen.get(0)[1], chosen.get(1)[1]);
            return null;
        }
        ValueType type = component.type().keyType();
        Scalar scalar = type instanceof ValueType.ScalarType scalarType ? scalarType.scalar() : null;
        boolean string = scalar == Scalar.STRING;
        boolean integral = scalar == Scalar.BYTE || scalar == Scalar.SHORT || scalar == Scalar.INT || scalar == Scalar.LONG
                || scalar == Scalar.BIG_INTEGER;
        boolean enumType = type instanceof ValueType.EnumType;
        String typeName = TypeNames.describe(type);
        if (raw && !(string || integral || enumType)) {
            scope.report(Message.KEY_FORMAT_RAW_TYPE, at(name, "raw"), name, typeName, typeName);
            return null;
        }
        if (!precision.equals("KEYWAY") && scalar != Scalar.INSTANT) {
            scope.report(Message.KEY_FORMAT_PRECISION_TYPE, at(name, "precision"), precision, name, typeName);
            return null;
        }
        if (!precision.equals("KEYWAY") && !precision.equals("NANOS")) { // NANOS writes what Keyway's encoding does
            int fraction = switch (precision) {
                case "SECONDS" -> 0;
                case "MILLIS" -> 3;
                case "MICROS" -> 6;
                default -> KeyFormatModel.VARIABLE_PRECISION;
            };
            return new KeyFormatModel(KeyFormatModel.Kind.INSTANT_TEXT, fraction, casing, Optional.empty());
        }
        if (digits != 0 && !integral) {
            scope.report(Message.KEY_FORMAT_DIGITS_TYPE, at(name, "digits"), digits, name, typeName);
            return null;
        }
        if (digits != 0 && (digits < 1 || digits > maxDigits(scalar))) {
            scope.report(Message.KEY_FORMAT_DIGITS_RANGE, at(name, "digits"), digits, name, typeName, maxDigits(scalar));
            return null;
        }
        if (casing != KeyFormatModel.Casing.AS_GIVEN && (!(string || enumType) || converterType != null)) {
            scope.report(Message.KEY_FORMAT_CASING_TYPE, at(name, "casing"), casing, name, typeName,
                    converterType != null ? " (a key converter writes the case it wants)" : "");
            return null;
        }
        if (casing != KeyFormatModel.Casing.AS_GIVEN && type instanceof ValueType.EnumType enumOf
                && !caseClash(name, enumOf, casing)) {
            return null;
        }
        if (converterType != null) {
            TypeElement converter = (TypeElement) types.asElement(converterType);
            TypeMirror converts = keyTypeOf(element.asType());
            String problem = converter == null ? "it is not a class"
                    : new ConverterCheck(types, ConverterCheck.KEY_CONVERTER).problem(converter, converts);
            if (problem != null) {
                scope.report(Message.KEY_CONVERTER_MISMATCH, at(name, "converter"),
                        TypeReader.simpleNames(converterType), name, problem, TypeReader.simpleNames(converts));
                return null;
            }
            return new KeyFormatModel(KeyFormatModel.Kind.CONVERTED, 0, casing, Optional.of(classes.classRef(converter)));
        }
        KeyFormatModel.Kind kind = raw ? KeyFormatModel.Kind.RAW
                : digits != 0 ? KeyFormatModel.Kind.PADDED : KeyFormatModel.Kind.KEYWAY;
        return new KeyFormatModel(kind, digits, casing, Optional.empty());
    }

    /** Whether no two of the enum's constants are one name in that case; reports the first two that are. */
    private boolean caseClash(String name, ValueType.EnumType type, KeyFormatModel.Casing casing) {
        Map<String, String> seen = new HashMap<>();
        for (String constant : type.constants()) {
            String cased = casing == KeyFormatModel.Casing.LOWER ? constant.toLowerCase(java.util.Locale.ROOT)
                    : constant.toUpperCase(java.util.Locale.ROOT);
            String other = seen.putIfAbsent(cased, constant);
            if (other != null) {
                scope.report(Message.KEY_FORMAT_CASE_CLASH, at(name, "casing"), casing, name, other, constant,
                        type.type().simpleName(), casing.name().toLowerCase(java.util.Locale.ROOT));
                return false;
            }
        }
        return true;
    }

    /** The most digits a zero-padded number of the type has: as many as its largest value. */
    private static int maxDigits(Scalar scalar) {
        return switch (scalar) {
            case BYTE -> 3;
            case SHORT -> 5;
            case INT -> 10;
            case LONG -> 19;
            default -> 999;
        };
    }

    /** The type a key converter converts for a component: an Optional's element, a primitive's box. */
    private TypeMirror keyTypeOf(TypeMirror type) {
        if (type.getKind().isPrimitive()) {
            return types.boxedClass((javax.lang.model.type.PrimitiveType) type).asType();
        }
        if (type instanceof DeclaredType declared && declared.getTypeArguments().size() == 1
                && ((TypeElement) declared.asElement()).getQualifiedName().contentEquals("java.util.Optional")) {
            return declared.getTypeArguments().get(0);
        }
        return type;
    }

    private Location at(String component, String member) {
        return scope.component(component, "KeyFormat", member);
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
                            new ValueType.ScalarType(Scalar.EPOCH_SECONDS, false), component.keyFormat());
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
