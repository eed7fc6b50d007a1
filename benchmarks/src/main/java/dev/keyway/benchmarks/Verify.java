package dev.keyway.benchmarks;

import dev.keyway.benchmarks.hand.FixedInstant;
import dev.keyway.benchmarks.hand.HandWritten;
import dev.keyway.benchmarks.model.TypicalItemKeys;
import dev.keyway.runtime.schema.ItemSizes;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Checks, before anything is measured, that the comparison is fair: for every shape, every
 * implementation writes exactly the item Keyway writes (same attribute names and values), reads
 * Keyway's item back to a record equal to the fixture, and round-trips its own item likewise; and
 * that the hand-written key builders produce Keyway's keys. Prints each item's size; exits with
 * status 1 on any difference.
 */
public final class Verify {

    private Verify() {
    }

    public static void main(String[] args) {
        int failures = 0;
        for (String shape : Cases.SHAPES) {
            Map<String, AttributeValue> reference = Cases.of(shape, "keyway").item();
            for (String impl : Cases.IMPLS) {
                Cases.Case c = Cases.of(shape, impl);
                Map<String, AttributeValue> item = c.item();
                boolean ownEqual = c.toRecord().apply(c.codec().fromItem(item)).equals(c.record());
                boolean keywayEqual = c.toRecord().apply(c.codec().fromItem(reference)).equals(c.record());
                boolean sameItem = item.equals(reference);
                System.out.printf("%-8s %-15s %3d attributes, %6d bytes, round trip %s, reads Keyway's item %s, item %s%n",
                        shape, impl, item.size(), ItemSizes.of(item), ownEqual ? "equal" : "DIFFERENT",
                        keywayEqual ? "equal" : "DIFFERENT", sameItem ? "same as Keyway's" : "DIFFERENT");
                if (!ownEqual || !keywayEqual) {
                    System.out.println("  expected " + c.record());
                    System.out.println("  got      " + c.toRecord().apply(c.codec().fromItem(item)));
                    failures++;
                }
                if (!sameItem) {
                    for (String name : new TreeSet<>(reference.keySet())) {
                        if (!Objects.equals(reference.get(name), item.get(name))) {
                            System.out.println("  " + name + ": Keyway " + reference.get(name) + ", " + impl + " " + item.get(name));
                        }
                    }
                    for (String name : item.keySet()) {
                        if (!reference.containsKey(name)) {
                            System.out.println("  " + name + ": only in " + impl);
                        }
                    }
                    failures++;
                }
            }
        }
        // the key benchmark's two sides build the same keys, for instants with and without fractions
        for (Instant at : new Instant[] {Instant.ofEpochSecond(1_714_558_530L, 123_456_789L),
                Instant.ofEpochSecond(1_714_558_530L), Instant.ofEpochSecond(0L, 500_000_000L)}) {
            String keyway = TypicalItemKeys.sortKey(at, "order-1");
            String hand = HandWritten.typicalSortKey(at, "order-1");
            boolean same = keyway.equals(hand) && TypicalItemKeys.primaryKey("c-1", at, "order-1").attributes()
                    .equals(HandWritten.typicalKey("c-1", at, "order-1")) && FixedInstant.parse(hand.substring(6, 36)).equals(at);
            if (!same) {
                System.out.println("keys differ for " + at + ": Keyway " + keyway + ", by hand " + hand);
                failures++;
            }
        }
        if (failures > 0) {
            System.out.println(failures + " check(s) failed");
            System.exit(1);
        }
        System.out.println("all implementations write the same items and keys and read them back to equal records");
    }
}
