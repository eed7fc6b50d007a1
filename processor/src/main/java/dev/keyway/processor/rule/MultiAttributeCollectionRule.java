package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.MultiAttributeIndexModel;
import dev.keyway.processor.model.MultiAttributeIndexModel.KeyAttribute;
import dev.keyway.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;

/**
 * An item collection read from a global index with a multi-attribute key: its partition is the
 * equality on every partition attribute of the index, so every member declares the index (KW220),
 * holding whole items to decode (KW221), and writes each partition attribute (KW222) and sort
 * attribute (KW223) from a component of the same Java type, so that the one value the query takes,
 * or the one sort condition it offers, is stored alike by all. The attributes, their DynamoDB types
 * and order are the same for every entity declaring the index already (KW187, on the entity). One
 * finding per member, the first that applies; members of another table are KW052's.
 */
public final class MultiAttributeCollectionRule implements CollectionRule {

    @Override
    public List<Finding> check(CollectionMembers collection) {
        if (!collection.readsMultiAttributeIndex()) {
            return List.of();
        }
        List<Finding> findings = new ArrayList<>();
        String name = collection.type().simpleName();
        String index = collection.index().orElseThrow();
        Location at = Location.collection(collection.type(), "index");
        EntityModel reference = collection.members().stream()
                .filter(member -> member.multiAttributeIndex(index).isPresent()).findFirst().orElseThrow();
        MultiAttributeIndexModel declared = reference.multiAttributeIndex(index).orElseThrow();
        if (!declared.projection().complete()) { // KW187: every member declares the same projection
            findings.add(Finding.of(Message.COLLECTION_MULTI_KEY_PROJECTION, at, name, index,
                    declared.projection().kind(), index));
            return findings;
        }
        String partitionNames = String.join(", ", declared.partition().stream()
                .map(key -> "\"" + key.component().name() + "\"").toList());
        for (EntityModel member : collection.members()) {
            if (!member.table().equals(reference.table())) {
                continue;
            }
            var own = member.multiAttributeIndex(index);
            if (own.isEmpty()) {
                findings.add(Finding.of(Message.COLLECTION_MULTI_KEY_INDEX_MISSING, at, name, index, simple(reference),
                        declared.describeKeys().split(" / ")[0], simple(member), index, partitionNames, simple(member),
                        simple(member)));
                continue;
            }
            Finding differs = differs(Message.COLLECTION_MULTI_KEY_PARTITION_TYPE, at, name, index, reference,
                    declared.partition(), member, own.get().partition());
            if (differs == null) {
                differs = differs(Message.COLLECTION_MULTI_KEY_SORT_TYPE, at, name, index, reference, declared.sort(),
                        member, own.get().sort());
            }
            if (differs != null) {
                findings.add(differs);
            }
        }
        return findings;
    }

    /** The first attribute of the two keys (alike in names and DynamoDB types) whose components' Java types differ. */
    private static Finding differs(Message message, Location at, String name, String index, EntityModel reference,
                                   List<KeyAttribute> expected, EntityModel member, List<KeyAttribute> actual) {
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            ValueType a = expected.get(i).component().type().keyType();
            ValueType b = actual.get(i).component().type().keyType();
            if (!javaType(a).equals(javaType(b))) {
                return Finding.of(message, at, name, index, expected.get(i).attribute(), simple(reference),
                        expected.get(i).component().name(), javaType(a), simple(member), actual.get(i).component().name(),
                        javaType(b));
            }
        }
        return null;
    }

    /** The Java type a key value is given as, {@code int} and {@code Integer} alike (both are the same number). */
    static String javaType(ValueType type) {
        if (type instanceof ValueType.EnumType enumType) {
            return "(" + enumType.type().canonicalName() + ")";
        }
        if (type instanceof ValueType.ScalarType scalar) {
            return "(" + switch (scalar.scalar()) {
                case STRING -> "String";
                case INT -> "Integer";
                case BYTES -> "byte[]";
                case SDK_BYTES -> "SdkBytes";
                case BYTE_BUFFER -> "ByteBuffer";
                case BIG_DECIMAL -> "BigDecimal";
                case BIG_INTEGER -> "BigInteger";
                case LOCAL_DATE -> "LocalDate";
                case LOCAL_DATE_TIME -> "LocalDateTime";
                case UUID -> "UUID";
                case EPOCH_SECONDS -> "Instant as epoch seconds";
                default -> scalar.scalar().name().charAt(0) + scalar.scalar().name().substring(1).toLowerCase();
            } + ")";
        }
        return "(" + type + ")";
    }
}
