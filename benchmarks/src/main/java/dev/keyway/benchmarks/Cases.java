package dev.keyway.benchmarks;

import dev.keyway.benchmarks.enhanced.StaticSchemas;
import dev.keyway.benchmarks.enhanced.bean.LargeBean;
import dev.keyway.benchmarks.enhanced.bean.SmallBean;
import dev.keyway.benchmarks.enhanced.bean.TypicalBean;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.LargeItemSchema;
import dev.keyway.benchmarks.model.SmallItemSchema;
import dev.keyway.benchmarks.model.TypicalItemSchema;
import dev.keyway.runtime.schema.ItemSchema;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The benchmark matrix: for a shape ({@code small}, {@code typical}, {@code large}) and an
 * implementation, the value to marshal and the codec that does it.
 */
public final class Cases {

    /** The shapes, smallest first. */
    public static final List<String> SHAPES = List.of("small", "typical", "large");

    /**
     * The implementations: Keyway's generated schema, the Enhanced Client's hand-built
     * {@code StaticImmutableTableSchema} (its fastest) and its bean schema ({@code TableSchema.fromBean}),
     * and hand-written code.
     */
    public static final List<String> IMPLS = List.of("keyway", "enhancedStatic", "enhancedBean", "handWritten");

    private Cases() {
    }

    /**
     * One cell of the matrix.
     *
     * @param record   the record the value holds
     * @param value    what the codec marshals (the record, or a bean for the bean schema)
     * @param codec    the codec
     * @param toRecord back from what the codec reads to the record, for checks
     */
    public record Case(Object record, Object value, Codec<Object> codec, Function<Object, Object> toRecord) {
        public Map<String, AttributeValue> item() {
            return codec.toItem(value);
        }
    }

    @SuppressWarnings("unchecked")
    private static Codec<Object> erase(Codec<?> codec) {
        return (Codec<Object>) codec;
    }

    private static <T> Codec<T> keyway(ItemSchema<T> schema) {
        return new Codec<>() {
            @Override
            public Map<String, AttributeValue> toItem(T value) {
                return schema.toItem(value);
            }

            @Override
            public T fromItem(Map<String, AttributeValue> item) {
                return schema.fromItem(item);
            }
        };
    }

    public static Case of(String shape, String impl) {
        Object record = switch (shape) {
            case "small" -> Fixtures.small();
            case "typical" -> Fixtures.typical();
            case "large" -> Fixtures.large();
            default -> throw new IllegalArgumentException("unknown shape " + shape + "; expected one of " + SHAPES);
        };
        Function<Object, Object> same = Function.identity();
        return switch (impl) {
            case "keyway" -> new Case(record, record, erase(switch (shape) {
                case "small" -> keyway(SmallItemSchema.INSTANCE);
                case "typical" -> keyway(TypicalItemSchema.INSTANCE);
                default -> keyway(LargeItemSchema.INSTANCE);
            }), same);
            case "handWritten" -> new Case(record, record, erase(switch (shape) {
                case "small" -> HandWritten.SMALL;
                case "typical" -> HandWritten.TYPICAL;
                default -> HandWritten.LARGE;
            }), same);
            case "enhancedStatic" -> new Case(record, record, erase(switch (shape) {
                case "small" -> StaticSchemas.codec(StaticSchemas.smallSchema());
                case "typical" -> StaticSchemas.codec(StaticSchemas.typicalSchema());
                default -> StaticSchemas.codec(StaticSchemas.largeSchema());
            }), same);
            case "enhancedBean" -> switch (shape) {
                case "small" -> new Case(record, SmallBean.from(Fixtures.small()),
                        erase(StaticSchemas.codec(TableSchema.fromBean(SmallBean.class))), b -> ((SmallBean) b).toRecord());
                case "typical" -> new Case(record, TypicalBean.from(Fixtures.typical()),
                        erase(StaticSchemas.codec(TableSchema.fromBean(TypicalBean.class))), b -> ((TypicalBean) b).toRecord());
                default -> new Case(record, LargeBean.from(Fixtures.large()),
                        erase(StaticSchemas.codec(TableSchema.fromBean(LargeBean.class))), b -> ((LargeBean) b).toRecord());
            };
            default -> throw new IllegalArgumentException("unknown implementation " + impl + "; expected one of " + IMPLS);
        };
    }
}
