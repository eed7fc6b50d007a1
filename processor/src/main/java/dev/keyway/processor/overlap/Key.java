package dev.keyway.processor.overlap;

import java.util.Optional;

/**
 * A key both sides produce: the partition key and, in tables or indexes with one, the sort
 * key ({@code "USER#ADMIN / PROFILE"}).
 */
public record Key(String partitionKey, Optional<String> sortKey) {

    @Override
    public String toString() {
        return sortKey.map(sort -> partitionKey + " / " + sort).orElse(partitionKey);
    }
}
