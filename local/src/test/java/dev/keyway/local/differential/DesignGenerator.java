package dev.keyway.local.differential;

import dev.keyway.local.differential.TableDesign.IndexDesign;
import dev.keyway.local.differential.TableDesign.KeyAttribute;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Random table designs: string, number or binary keys, with or without a sort key, zero to two GSIs (some with
 * multi-attribute keys)
 * (some overloading the table's own key attributes, as inverted indexes do) and, on tables with a sort
 * key, zero to two LSIs, each projecting ALL, KEYS_ONLY or INCLUDE.
 */
final class DesignGenerator {

    private static final List<String> PARTITION_NAMES = List.of("pk", "PK", "id", "part", "ключ", "p.k");
    private static final List<String> SORT_NAMES = List.of("sk", "SK", "sort", "ts", "😀sk", "s-k");

    private final Random random;

    DesignGenerator(Random random) {
        this.random = random;
    }

    TableDesign next() {
        KeyAttribute partition = new KeyAttribute(pick(PARTITION_NAMES), scalarType());
        KeyAttribute sort = random.nextInt(10) < 7 ? new KeyAttribute(pick(SORT_NAMES), scalarType()) : null;
        List<IndexDesign> indexes = new ArrayList<>();
        int gsis = random.nextInt(3);
        for (int i = 1; i <= gsis; i++) {
            indexes.add(globalIndex(i, partition, sort));
        }
        if (sort != null) {
            int lsis = random.nextInt(3);
            for (int i = 1; i <= lsis; i++) {
                KeyAttribute lsiSort = new KeyAttribute("l" + i + "sk", scalarType());
                indexes.add(new IndexDesign(i == 1 ? "lsi_1" : "LSI.2", false, partition, lsiSort, projectionType(),
                        included()));
            }
        }
        return new TableDesign(partition, sort, List.copyOf(indexes));
    }

    private IndexDesign globalIndex(int number, KeyAttribute tablePartition, KeyAttribute tableSort) {
        String name = number == 1 ? "gsi1" : "GSI-2";
        KeyAttribute partition;
        KeyAttribute sort;
        int shape = random.nextInt(10);
        if (tableSort != null && shape < 2) {
            // the inverted index of adjacency-list designs: the table's keys swapped
            partition = tableSort;
            sort = tablePartition;
        } else if (tableSort != null && shape < 3) {
            partition = new KeyAttribute("g" + number + "pk", scalarType());
            sort = tableSort;
        } else {
            partition = new KeyAttribute("g" + number + "pk", scalarType());
            sort = random.nextInt(10) < 6 ? new KeyAttribute("g" + number + "sk", scalarType()) : null;
            if (random.nextInt(10) < 3) { // multi-attribute keys (November 2025): up to four of each, here two
                List<KeyAttribute> morePartition = random.nextBoolean()
                        ? List.of(new KeyAttribute("g" + number + "pk2", scalarType())) : List.of();
                List<KeyAttribute> moreSort = sort != null && random.nextBoolean()
                        ? List.of(new KeyAttribute("g" + number + "sk2", scalarType())) : List.of();
                return new IndexDesign(name, true, partition, sort, projectionType(), included(), morePartition, moreSort);
            }
        }
        return new IndexDesign(name, true, partition, sort, projectionType(), included());
    }

    private ProjectionType projectionType() {
        return switch (random.nextInt(3)) {
            case 0 -> ProjectionType.ALL;
            case 1 -> ProjectionType.KEYS_ONLY;
            default -> ProjectionType.INCLUDE;
        };
    }

    private List<String> included() {
        List<String> names = new ArrayList<>();
        List<DataSlot> slots = new ArrayList<>(List.of(DataSlot.values()));
        int count = 1 + random.nextInt(3);
        for (int i = 0; i < count; i++) {
            names.add(slots.remove(random.nextInt(slots.size())).attributeName());
        }
        if (random.nextBoolean()) {
            names.add("never_written");
        }
        return List.copyOf(names);
    }

    private ScalarAttributeType scalarType() {
        int roll = random.nextInt(10);
        return roll < 5 ? ScalarAttributeType.S : roll < 8 ? ScalarAttributeType.N : ScalarAttributeType.B;
    }

    private <T> T pick(List<T> options) {
        return options.get(random.nextInt(options.size()));
    }
}
