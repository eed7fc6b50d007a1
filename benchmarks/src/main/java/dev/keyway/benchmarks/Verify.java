package dev.keyway.benchmarks;

import dev.keyway.runtime.internal.ItemSize;
import java.util.Map;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks, before anything is measured, that every implementation round-trips every shape to an
 * equal record and writes the same attribute names, and prints each item's size.
 */
public final class Verify {

    private Verify() {
    }

    public static void main(String[] args) {
        int failures = 0;
        for (String shape : Cases.SHAPES) {
            TreeSet<String> reference = null;
            for (String impl : Cases.IMPLS) {
                Cases.Case c = Cases.of(shape, impl);
                Map<String, AttributeValue> item = c.item();
                Object back = c.toRecord().apply(c.codec().fromItem(item));
                boolean equal = back.equals(c.record());
                TreeSet<String> names = new TreeSet<>(item.keySet());
                if (reference == null) {
                    reference = names;
                }
                boolean sameNames = names.equals(reference);
                System.out.printf("%-8s %-15s %3d attributes, %6d bytes, round trip %s, names %s%n", shape, impl,
                        item.size(), ItemSize.of(item), equal ? "equal" : "DIFFERENT", sameNames ? "same" : "DIFFERENT " + names);
                if (!equal) {
                    System.out.println("  expected " + c.record());
                    System.out.println("  got      " + back);
                    failures++;
                }
                if (!sameNames) {
                    failures++;
                }
            }
        }
        if (failures > 0) {
            System.out.println(failures + " check(s) failed");
            System.exit(1);
        }
        System.out.println("all implementations agree");
    }
}
