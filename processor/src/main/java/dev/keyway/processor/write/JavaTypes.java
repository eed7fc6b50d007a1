package dev.keyway.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.ValueType;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** The JavaPoet type of a model type. */
final class JavaTypes {

    private JavaTypes() {
    }

    static ClassName of(ClassRef ref) {
        List<String> names = ref.simpleNames();
        return ClassName.get(ref.packageName(), names.get(0), names.subList(1, names.size()).toArray(new String[0]));
    }

    static TypeName of(ValueType type) {
        if (type instanceof ValueType.ScalarType scalar) {
            TypeName primitive = switch (scalar.scalar()) {
                case BOOLEAN -> TypeName.BOOLEAN;
                case BYTE -> TypeName.BYTE;
                case SHORT -> TypeName.SHORT;
                case INT -> TypeName.INT;
                case LONG -> TypeName.LONG;
                case FLOAT -> TypeName.FLOAT;
                case DOUBLE -> TypeName.DOUBLE;
                case STRING -> ClassName.get(String.class);
                case BIG_DECIMAL -> ClassName.get("java.math", "BigDecimal");
                case BIG_INTEGER -> ClassName.get("java.math", "BigInteger");
                case INSTANT, EPOCH_SECONDS -> ClassName.get("java.time", "Instant");
                case LOCAL_DATE -> ClassName.get("java.time", "LocalDate");
                case LOCAL_DATE_TIME -> ClassName.get("java.time", "LocalDateTime");
                case UUID -> ClassName.get("java.util", "UUID");
                case BYTES -> com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE);
                case SDK_BYTES -> RuntimeTypes.SDK_BYTES;
                case BYTE_BUFFER -> ClassName.get("java.nio", "ByteBuffer");
            };
            return scalar.primitive() || !primitive.isPrimitive() ? primitive : primitive.box();
        }
        if (type instanceof ValueType.EnumType enumType) {
            return of(enumType.type());
        }
        if (type instanceof ValueType.RecordType record) {
            return of(record.type());
        }
        if (type instanceof ValueType.ConvertedType converted) {
            return of(converted.type());
        }
        if (type instanceof ValueType.ListType list) {
            return ParameterizedTypeName.get(ClassName.get(List.class), of(list.element()));
        }
        if (type instanceof ValueType.SetType set) {
            return ParameterizedTypeName.get(ClassName.get(Set.class), of(set.element()));
        }
        if (type instanceof ValueType.MapType map) {
            return ParameterizedTypeName.get(ClassName.get(Map.class), ClassName.get(String.class), of(map.value()));
        }
        return ParameterizedTypeName.get(ClassName.get(Optional.class), of(((ValueType.OptionalType) type).element()));
    }
}
