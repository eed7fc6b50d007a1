package dev.keyway.processor.overlap;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.ComponentModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Whether entities' keys can meet the {@code @Unique} guard items of their table ({@link GuardItem}):
 * an entity whose primary key can be a guard item's key would overwrite it with a put (freeing the
 * value for a second owner) or remove it with a delete, and be read back as a guard; an access
 * pattern without a type filter whose key condition can match guard items reads them into its
 * pages (the runtime leaves them out, so the pages come back short or empty while more items
 * follow). Guard items are compared with each entity like one more entity of the table, with
 * {@link KeyOverlap}'s equations: on the primary key, and on every index whose key attributes
 * guard items write (an index on the table's own key attributes, inverted or not).
 */
public final class GuardOverlap {

    private final KeyOverlap overlap = new KeyOverlap();

    /**
     * The guard items of every {@code @Unique} component of the table's entities, whose items store
     * their type in {@code typeAttribute} (the table's, derived once in {@code TableEntities}).
     */
    public static List<GuardItem> guardsOf(Collection<EntityModel> entities, String typeAttribute) {
        List<GuardItem> guards = new ArrayList<>();
        for (EntityModel entity : sorted(entities)) {
            for (ComponentModel unique : entity.uniques()) {
                guards.add(GuardItem.of(entity, unique, typeAttribute));
            }
        }
        return guards;
    }

    /**
     * Every entity's primary key against every guard, then every access pattern without a type
     * filter against every guard in its index, leaving out an entity whose primary key already
     * meets that guard (one fix answers both); in canonical-name order.
     */
    public List<GuardFinding> check(Collection<EntityModel> entities, String typeAttribute) {
        List<GuardItem> guards = guardsOf(entities, typeAttribute);
        List<GuardFinding> findings = new ArrayList<>();
        if (guards.isEmpty()) {
            return findings;
        }
        for (EntityModel entity : sorted(entities)) {
            for (GuardItem guard : guards) {
                Optional<GuardFinding> collision = primaryKeyCollision(entity, guard);
                if (collision.isPresent()) {
                    findings.add(collision.get());
                    continue;
                }
                for (AccessPatternModel pattern : entity.templateAccessPatterns()) {
                    queryOverlap(entity, pattern, guard).ifPresent(findings::add);
                }
            }
        }
        return findings;
    }

    /** A key that both the entity's primary key and the guard items can have, if any. */
    public Optional<GuardFinding> primaryKeyCollision(EntityModel entity, GuardItem guard) {
        Optional<KeyModel> partition = guard.key(entity.partitionKey());
        Optional<KeyModel> sort = entity.sortKey().flatMap(guard::key);
        if (partition.isEmpty() || sort.isPresent() != entity.sortKey().isPresent()) {
            return Optional.empty(); // keys in other attributes than the table's: another check reports them
        }
        return finding(entity, Optional.empty(), guard, entity.partitionKey(), "",
                overlap.sameKeyOutcome(entity.partitionKey(), entity.sortKey(), partition.get(), sort));
    }

    /**
     * The key of a guard item that the access pattern's key condition matches, when the pattern
     * does not filter on the type and guard items are in its index.
     */
    public Optional<GuardFinding> queryOverlap(EntityModel entity, AccessPatternModel pattern, GuardItem guard) {
        Optional<KeyOverlap.Keys> keys = KeyOverlap.keys(entity, pattern.index());
        if (keys.isEmpty() || pattern.filtersOnType(keys.get().sortKey())) {
            return Optional.empty();
        }
        KeyModel partition = keys.get().partitionKey();
        KeyModel sort = keys.get().sortKey().orElseThrow();
        Optional<KeyModel> guardPartition = guard.key(partition);
        Optional<KeyModel> guardSort = guard.key(sort);
        if (guardPartition.isEmpty() || guardSort.isEmpty()) {
            return Optional.empty(); // guard items lack a key attribute of the index: they are not in it
        }
        String prefix = sort.template().literalPrefix();
        return finding(entity, Optional.of(pattern), guard, partition, prefix,
                overlap.inRangeOutcome(partition, prefix, guardPartition.get(), guardSort.get()));
    }

    private static Optional<GuardFinding> finding(EntityModel entity, Optional<AccessPatternModel> pattern,
                                                  GuardItem guard, KeyModel key, String prefix,
                                                  KeyOverlap.Outcome<Key> outcome) {
        if (outcome.undecided() != null) {
            return Optional.of(new GuardFinding(entity, pattern, guard, outcome.undecided().key(), prefix,
                    outcome.undecided().example(), false));
        }
        return outcome.found().map(example -> new GuardFinding(entity, pattern, guard, key, prefix, example, true));
    }

    private static List<EntityModel> sorted(Collection<EntityModel> entities) {
        return entities.stream().sorted(Comparator.comparing(entity -> entity.type().canonicalName())).toList();
    }
}
