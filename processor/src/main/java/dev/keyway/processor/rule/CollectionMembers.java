package dev.keyway.processor.rule;

import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import java.util.List;
import java.util.Optional;

/**
 * What a {@link CollectionRule} checks: an {@code @ItemCollection} interface, the index it reads
 * and the entities it permits, each valid on its own, in declaration order.
 *
 * @param type    the sealed interface
 * @param index   the index read, or empty for the table's primary key
 * @param members its permitted entities
 */
public record CollectionMembers(ClassRef type, Optional<String> index, List<EntityModel> members) {

    public CollectionMembers {
        members = List.copyOf(members);
    }

    /**
     * Whether the collection reads an index some member declares with {@code @MultiAttributeGsi}:
     * its partition is then the equality on each partition attribute, not a key of text.
     */
    public boolean readsMultiAttributeIndex() {
        return index.isPresent() && members.stream().anyMatch(member -> member.multiAttributeIndex(index.get()).isPresent());
    }
}
