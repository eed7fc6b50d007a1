package dev.keyway.processor.read;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.NestedRecordModel;
import dev.keyway.processor.model.Scalar;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Maps a component's Java type to the model's {@link ValueType}, reading nested records (and
 * the records they hold) along the way.
 */
final class TypeReader {

    /** A type Keyway cannot store, with a hint of why; or one the compiler has not resolved (yet). */
    static final class UnsupportedType extends Exception {
        private final String hint;
        private final boolean unresolved;

        UnsupportedType(String hint) {
            this(hint, false);
        }

        private UnsupportedType(String hint, boolean unresolved) {
            super(hint, null, false, false);
            this.hint = hint;
            this.unresolved = unresolved;
        }

        /** The type does not resolve: javac reports it, or another processor generates it in a later round. */
        static UnsupportedType unresolved() {
            return new UnsupportedType("", true);
        }

        boolean isUnresolved() {
            return unresolved;
        }

        /** {@code ""} or a parenthesised hint that follows "which Keyway cannot store". */
        String hint() {
            return hint;
        }
    }

    private static final Map<String, Scalar> DECLARED_SCALARS = Map.ofEntries(
            Map.entry("java.lang.String", Scalar.STRING),
            Map.entry("java.lang.Boolean", Scalar.BOOLEAN),
            Map.entry("java.lang.Byte", Scalar.BYTE),
            Map.entry("java.lang.Short", Scalar.SHORT),
            Map.entry("java.lang.Integer", Scalar.INT),
            Map.entry("java.lang.Long", Scalar.LONG),
            Map.entry("java.lang.Float", Scalar.FLOAT),
            Map.entry("java.lang.Double", Scalar.DOUBLE),
            Map.entry("java.math.BigDecimal", Scalar.BIG_DECIMAL),
            Map.entry("java.math.BigInteger", Scalar.BIG_INTEGER),
            Map.entry("java.time.Instant", Scalar.INSTANT),
            Map.entry("java.time.LocalDate", Scalar.LOCAL_DATE),
            Map.entry("java.time.LocalDateTime", Scalar.LOCAL_DATE_TIME),
            Map.entry("java.util.UUID", Scalar.UUID),
            Map.entry("software.amazon.awssdk.core.SdkBytes", Scalar.SDK_BYTES),
            Map.entry("java.nio.ByteBuffer", Scalar.BYTE_BUFFER));

    /** The scalar a class of that canonical name is stored as ({@code java.lang.Integer}: INT), or {@code null}. */
    static Scalar declaredScalar(String canonicalName) {
        return DECLARED_SCALARS.get(canonicalName);
    }

    private final Elements elements;
    private final AnnotationReader annotations;
    private final Map<String, NestedRecordModel> nested = new LinkedHashMap<>();
    private final Set<String> reading = new HashSet<>();

    private final String generatedPackage;

    /** A reader for the components of one entity, whose generated code lives in {@code generatedPackage}. */
    TypeReader(Elements elements, AnnotationReader annotations, String generatedPackage) {
        this.elements = elements;
        this.annotations = annotations;
        this.generatedPackage = generatedPackage;
    }

    /** Every nested record read so far. */
    List<NestedRecordModel> nestedRecords() {
        return List.copyOf(nested.values());
    }

    /** The type of a record component ({@code Optional} allowed at this level only). */
    ValueType readComponent(TypeMirror type) throws UnsupportedType {
        if (type instanceof DeclaredType declared && nameOf(declared).equals("java.util.Optional")) {
            TypeMirror element = onlyArgument(declared, "Optional");
            if (element instanceof DeclaredType inner && nameOf(inner).equals("java.util.Optional")) {
                throw new UnsupportedType(" (Optional<Optional<...>> cannot be told apart when stored)");
            }
            ValueType read = read(element);
            if (read instanceof ValueType.SetType) { // DynamoDB stores no empty set: nothing is stored for both
                throw new UnsupportedType(" (DynamoDB stores no empty set, so Optional.of(an empty set) and "
                        + "Optional.empty() would read back alike; declare the Set itself, empty when absent)");
            }
            return new ValueType.OptionalType(read);
        }
        return read(type);
    }

    /** Reads the components of a record into models, for an entity or a nested record. */
    List<ComponentModel> readComponents(TypeElement record, ComponentSink sink) {
        List<ComponentModel> components = new ArrayList<>();
        for (RecordComponentElement component : record.getRecordComponents()) {
            String name = component.getSimpleName().toString();
            String attribute = sink.attributeName(component, name);
            ValueType converted = sink.converted(component);
            if (converted != null) {
                components.add(new ComponentModel(name, attribute, converted));
                continue;
            }
            try {
                components.add(new ComponentModel(name, attribute, readComponent(component.asType())));
            } catch (UnsupportedType unsupported) {
                if (unsupported.isUnresolved()) {
                    sink.unresolved(component);
                } else {
                    sink.unsupported(component, name, simpleNames(component.asType()), unsupported.hint());
                }
            }
        }
        return components;
    }

    /** Where {@link #readComponents} reports stored names and failures. */
    interface ComponentSink {
        String attributeName(RecordComponentElement component, String name);

        void unsupported(RecordComponentElement component, String name, String type, String hint);

        void unresolved(RecordComponentElement component);

        /** The type of a component stored through a converter ({@code @Convert}), or {@code null}. */
        default ValueType converted(RecordComponentElement component) {
            return null;
        }
    }

    /** A type as a reader writes it: {@code Map<Integer, List<Line>>}, without packages. */
    static String simpleNames(TypeMirror type) {
        return type.toString().replaceAll("\\b(?:[a-z][a-zA-Z0-9_]*\\.)+(?=[A-Za-z])", "");
    }

    private ValueType read(TypeMirror type) throws UnsupportedType {
        TypeKind kind = type.getKind();
        if (kind == TypeKind.ERROR) {
            throw UnsupportedType.unresolved();
        }
        if (kind.isPrimitive()) {
            return switch (kind) {
                case BOOLEAN -> new ValueType.ScalarType(Scalar.BOOLEAN, true);
                case BYTE -> new ValueType.ScalarType(Scalar.BYTE, true);
                case SHORT -> new ValueType.ScalarType(Scalar.SHORT, true);
                case INT -> new ValueType.ScalarType(Scalar.INT, true);
                case LONG -> new ValueType.ScalarType(Scalar.LONG, true);
                case FLOAT -> new ValueType.ScalarType(Scalar.FLOAT, true);
                case DOUBLE -> new ValueType.ScalarType(Scalar.DOUBLE, true);
                default -> throw new UnsupportedType(" (use String for text)");
            };
        }
        if (kind == TypeKind.ARRAY) {
            if (((ArrayType) type).getComponentType().getKind() == TypeKind.BYTE) {
                return new ValueType.ScalarType(Scalar.BYTES, false);
            }
            throw new UnsupportedType(" (arrays other than byte[] are not stored; use List<T>)");
        }
        if (!(type instanceof DeclaredType declared)) {
            throw new UnsupportedType(kind == TypeKind.TYPEVAR ? " (type variables are not stored)" : "");
        }
        String name = nameOf(declared);
        Scalar scalar = DECLARED_SCALARS.get(name);
        if (scalar != null) {
            return new ValueType.ScalarType(scalar, false);
        }
        TypeElement element = (TypeElement) declared.asElement();
        switch (name) {
            case "java.util.List":
                return new ValueType.ListType(readElement(onlyArgument(declared, "List")));
            case "java.util.Set":
                return readSet(onlyArgument(declared, "Set"));
            case "java.util.Map":
                return readMap(declared);
            case "java.util.Optional":
                throw new UnsupportedType(" (Optional is allowed only as a component's own type)");
            default:
                break;
        }
        if (element.getKind() == ElementKind.ENUM) {
            if (!accessible(element, generatedPackage)) {
                throw new UnsupportedType(" (the enum is not visible from package '" + generatedPackage + "'; make it public)");
            }
            return new ValueType.EnumType(classRef(element), element.getEnclosedElements().stream()
                    .filter(constant -> constant.getKind() == ElementKind.ENUM_CONSTANT)
                    .map(constant -> constant.getSimpleName().toString()).toList());
        }
        if (element.getKind() == ElementKind.RECORD) {
            return readRecord(element);
        }
        throw new UnsupportedType("");
    }

    private ValueType readElement(TypeMirror type) throws UnsupportedType {
        if (type instanceof DeclaredType declared && nameOf(declared).equals("java.util.Optional")) {
            throw new UnsupportedType(" (Optional is allowed only as a component's own type)");
        }
        return read(type);
    }

    private ValueType readSet(TypeMirror elementType) throws UnsupportedType {
        ValueType element = readElement(elementType);
        if (element instanceof ValueType.ScalarType scalar
                && (scalar.scalar() == Scalar.STRING || scalar.scalar().numeric() || scalar.scalar() == Scalar.SDK_BYTES
                || scalar.scalar() == Scalar.BYTE_BUFFER)) {
            return new ValueType.SetType(scalar);
        }
        throw new UnsupportedType(" (sets hold strings, numbers, SdkBytes or ByteBuffer; use List<T> for other elements)");
    }

    private ValueType readMap(DeclaredType map) throws UnsupportedType {
        List<? extends TypeMirror> arguments = map.getTypeArguments();
        if (arguments.size() != 2) {
            throw new UnsupportedType(" (a raw Map; write Map<String, V>)");
        }
        if (!(arguments.get(0) instanceof DeclaredType key) || !nameOf(key).equals("java.lang.String")) {
            throw new UnsupportedType(" (map keys must be String)");
        }
        return new ValueType.MapType(readElement(arguments.get(1)));
    }

    private ValueType readRecord(TypeElement record) throws UnsupportedType {
        if (!record.getTypeParameters().isEmpty()) {
            throw new UnsupportedType(" (generic records are not stored)");
        }
        if (!accessible(record, generatedPackage)) {
            throw new UnsupportedType(" (the record is not visible from package '" + generatedPackage
                    + "', so generated code cannot read it; make it public)");
        }
        ClassRef ref = classRef(record);
        String key = ref.canonicalName();
        if (nested.containsKey(key) || !reading.add(key)) {
            return new ValueType.RecordType(ref); // already read, or being read (a recursive record)
        }
        List<String> failures = new ArrayList<>();
        boolean[] unresolvedInside = {false};
        List<ComponentModel> components = readComponents(record, new ComponentSink() {
            private final Map<String, String> stored = new java.util.HashMap<>();

            @Override
            public String attributeName(RecordComponentElement component, String name) {
                var mirror = annotations.find(component, "dev.keyway.annotations.Attribute");
                String attribute = mirror == null ? name : annotations.string(mirror, "value");
                if (attribute.isEmpty()) {
                    failures.add("its component '" + name + "' has an empty @Attribute name");
                    attribute = name;
                }
                String previous = stored.putIfAbsent(attribute, name);
                if (previous != null) {
                    failures.add("its components '" + previous + "' and '" + name + "' would both be stored as '"
                            + attribute + "'");
                }
                return attribute;
            }

            @Override
            public void unsupported(RecordComponentElement component, String name, String type, String hint) {
                failures.add("its component '" + name + "' has type " + type + hint);
            }

            @Override
            public void unresolved(RecordComponentElement component) {
                unresolvedInside[0] = true;
            }
        });
        reading.remove(key);
        if (unresolvedInside[0]) {
            throw UnsupportedType.unresolved();
        }
        if (!failures.isEmpty()) {
            throw new UnsupportedType(" (inside record " + record.getSimpleName() + ", " + String.join("; ", failures) + ")");
        }
        nested.put(key, new NestedRecordModel(ref, components));
        return new ValueType.RecordType(ref);
    }

    private static TypeMirror onlyArgument(DeclaredType type, String what) throws UnsupportedType {
        if (type.getTypeArguments().size() != 1) {
            throw new UnsupportedType(" (a raw " + what + "; write " + what + "<T>)");
        }
        TypeMirror argument = type.getTypeArguments().get(0);
        if (argument.getKind() == TypeKind.WILDCARD) {
            throw new UnsupportedType(" (wildcards cannot be read back; write " + what + "<T> with a concrete T)");
        }
        return argument;
    }

    /** Whether code in {@code fromPackage} can name the type and call its public accessors. */
    boolean accessible(TypeElement type, String fromPackage) {
        boolean samePackage = elements.getPackageOf(type).getQualifiedName().contentEquals(fromPackage);
        Element current = type;
        while (current instanceof TypeElement typeElement) {
            if (typeElement.getModifiers().contains(Modifier.PRIVATE)
                    || typeElement.getNestingKind() == NestingKind.LOCAL
                    || typeElement.getNestingKind() == NestingKind.ANONYMOUS
                    || (!samePackage && !typeElement.getModifiers().contains(Modifier.PUBLIC))) {
                return false;
            }
            current = typeElement.getEnclosingElement();
        }
        return true;
    }

    ClassRef classRef(TypeElement type) {
        List<String> names = new ArrayList<>();
        Element current = type;
        while (current instanceof TypeElement typeElement) {
            names.add(0, typeElement.getSimpleName().toString());
            current = typeElement.getEnclosingElement();
        }
        return new ClassRef(elements.getPackageOf(type).getQualifiedName().toString(), names);
    }

    private static String nameOf(DeclaredType type) {
        return ((TypeElement) type.asElement()).getQualifiedName().toString();
    }
}
