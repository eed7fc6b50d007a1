package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Where {@code @Version}, {@code @Ttl} and {@code @Unique} components may stand in an entity's
 * keys, once the keys are read:
 *
 * <ul>
 *   <li>a version is in no key and picks no shard (KW068): every write changes it;
 *   <li>an expiry time is in no primary key (KW069): extending it would move the item; an index
 *       key may hold it as {@code long} epoch seconds (an {@code Instant} one is refused while
 *       the template is parsed, KW069 or KW070);
 *   <li>a unique value that is the whole primary key is claimed by the key already (KW073, a
 *       warning).
 * </ul>
 *
 * Combinations on one component (both {@code @Version} and {@code @Ttl}, KW071; {@code @Unique}
 * with either, KW072) are checked with the components.
 */
final class MarkerPlacement {

    /** One key of the entity, with where its template and shard component are declared. */
    private record DeclaredKey(KeyModel key, Location template, Location shardBy) {
    }

    private final EntityScope scope;

    MarkerPlacement(EntityScope scope) {
        this.scope = scope;
    }

    /** Checks the keys the entity declares ({@code null} when they have errors) against its markers. */
    void check(ComponentReader.Components components, KeyModel partitionKey, KeyModel sortKey, List<IndexModel> indexes) {
        List<DeclaredKey> keys = new java.util.ArrayList<>();
        if (partitionKey != null) {
            keys.add(new DeclaredKey(partitionKey, scope.onRecord("PartitionKey", "value"),
                    scope.onRecord("PartitionKey", "shardBy")));
        }
        if (sortKey != null) {
            keys.add(new DeclaredKey(sortKey, scope.onRecord("SortKey", "value"), null));
        }
        int primaryKeys = keys.size();
        for (IndexModel index : indexes) {
            Function<String, Location> at = member -> new Location.Index(scope.owner(), index.name(), 0, member);
            if (!index.local()) {
                keys.add(new DeclaredKey(index.partitionKey(), at.apply("partitionKey"), at.apply("shardBy")));
            }
            index.sortKey().ifPresent(key -> keys.add(new DeclaredKey(key, at.apply("sortKey"), null)));
        }
        for (int i = 0; i < keys.size(); i++) {
            DeclaredKey declared = keys.get(i);
            String template = "Key template \"" + declared.key().template().source() + "\"";
            components.version().filter(version -> holds(declared.key(), version)).ifPresent(version ->
                    scope.report(Message.VERSION_IN_KEY, declared.template(), template, version.name()));
            if (i < primaryKeys) {
                components.ttl().filter(ttl -> holds(declared.key(), ttl)).ifPresent(ttl ->
                        scope.report(Message.TTL_IN_PRIMARY_KEY, declared.template(), template, ttl.name()));
            }
            Optional<ComponentModel> shardBy = declared.key().sharding().flatMap(KeyModel.Sharding::by);
            if (shardBy.isPresent() && shardBy.equals(components.version())) {
                scope.report(Message.VERSION_IN_KEY, declared.shardBy(), "shardBy = \"" + shardBy.get().name() + "\"",
                        shardBy.get().name());
            }
        }
        if (partitionKey != null) {
            Set<ComponentModel> primary = new LinkedHashSet<>(partitionKey.template().components());
            if (sortKey != null) {
                primary.addAll(sortKey.template().components());
            }
            for (ComponentModel unique : components.uniques()) {
                if (primary.equals(Set.of(unique))) {
                    scope.report(Message.UNIQUE_IS_PRIMARY_KEY, scope.component(unique.name(), "Unique", null),
                            unique.name(), scope.simpleName());
                }
            }
        }
    }

    /** Whether the key's template holds the component (compared by name: a {@code @Ttl Instant} changes type). */
    private static boolean holds(KeyModel key, ComponentModel component) {
        return key.template().components().stream().anyMatch(held -> held.name().equals(component.name()));
    }
}
