package dev.keyway.processor.overlap;

import dev.keyway.processor.model.AccessPatternModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.KeyModel;
import java.util.Optional;

/**
 * A key of {@code entity} that can meet the guard items of a {@code @Unique} component: its
 * primary key can be a guard item's key ({@code pattern} empty), or the key condition of
 * {@code pattern}, which does not filter on the type, can match guard items; e.g. the key
 * {@code example}. When {@code proven} is false, {@code key} splits keys at another delimiter than
 * the guards' {@code '#'} and the analysis could not tell them apart.
 *
 * @param entity  the entity whose annotation is at fault
 * @param pattern the access pattern whose key condition can match guard items, if that is the finding
 * @param guard   the guard items
 * @param key     the entity's key that meets them: the partition key of the table or the pattern's index,
 *                or the key split at another delimiter
 * @param prefix  the literal prefix of the pattern's sort key, which its key condition begins with; else empty
 * @param example a key both can have
 * @param proven  whether {@code example} is a key of both; else only of the keys split at different delimiters
 */
public record GuardFinding(EntityModel entity, Optional<AccessPatternModel> pattern, GuardItem guard, KeyModel key,
                           String prefix, Key example, boolean proven) {
}
