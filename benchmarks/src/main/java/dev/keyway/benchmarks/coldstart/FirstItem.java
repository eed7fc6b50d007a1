package dev.keyway.benchmarks.coldstart;

import dev.keyway.benchmarks.Fixtures;
import dev.keyway.benchmarks.enhanced.StaticSchemas;
import dev.keyway.benchmarks.enhanced.bean.TypicalBean;
import dev.keyway.benchmarks.enhanced.immutable.TypicalImmutable;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.TypicalItem;
import dev.keyway.benchmarks.model.TypicalItemSchema;
import java.util.Map;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The child JVM of the cold-start harness: marshals one typical item with one implementation, as
 * the first thing the JVM does, and prints how long that took. Run by {@link ColdStart}.
 *
 * <p>Arguments: the variant and the parent's {@code System.nanoTime()} just before it started this
 * process (Linux's monotonic clock is shared by all processes), so that the time from process
 * start to the first item is measured without waiting for output to travel back.
 */
public final class FirstItem {

    private FirstItem() {
    }

    public static void main(String[] args) {
        long mainEntered = System.nanoTime();
        String variant = args[0];
        long spawned = Long.parseLong(args[1]);
        TypicalItem record = Fixtures.typical();
        Object input = switch (variant) {
            case "enhancedBean" -> TypicalBean.from(record);
            case "enhancedImmutable" -> TypicalImmutable.from(record);
            default -> record;
        };
        long start = System.nanoTime();
        Map<String, AttributeValue> item = switch (variant) {
            case "none" -> Map.of(); // the JVM and the data alone
            case "handWritten" -> HandWritten.toItem(record);
            case "keyway" -> TypicalItemSchema.INSTANCE.toItem(record);
            case "enhancedStatic" -> StaticSchemas.typicalSchema().itemToMap(record, true);
            case "enhancedBean" -> TableSchema.fromBean(TypicalBean.class).itemToMap((TypicalBean) input, true);
            case "enhancedImmutable" -> TableSchema.fromImmutableClass(TypicalImmutable.class)
                    .itemToMap((TypicalImmutable) input, true);
            default -> throw new IllegalArgumentException("unknown variant " + variant);
        };
        long end = System.nanoTime();
        if (!variant.equals("none") && item.size() != 20) {
            throw new IllegalStateException(variant + " wrote " + item.size() + " attributes, not 20: " + item.keySet());
        }
        // variant, JVM start to main, schema + first item, process start to first item (nanoseconds)
        System.out.println("FIRST-ITEM " + variant + " " + (mainEntered - spawned) + " " + (end - start) + " "
                + (end - spawned));
    }
}
