package dev.keyway.processor.rule;

import static dev.keyway.processor.rule.TableEntities.simple;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyEncoding;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The members of an item collection share a partition, which one query reads: one table
 * (KW052), the collection's index holding whole items (KW053), an unsharded partition key
 * (KW060) built alike, with the same literals, key types and key formats as the first member's (KW054). One
 * finding per member, the first that applies.
 */
public final class CollectionMembersRule implements CollectionRule {

    @Override
    public List<Finding> check(CollectionMembers collection) {
        List<Finding> findings = new ArrayList<>();
        String name = collection.type().simpleName();
        Optional<String> index = collection.index();
        EntityModel first = collection.members().get(0);
        KeyModel firstKey = collection.readsMultiAttributeIndex() ? null : partitionKey(first, index);
        for (EntityModel member : collection.members()) {
            if (!member.table().equals(first.table())) {
                findings.add(Finding.of(Message.COLLECTION_TABLES_DIFFER, Location.collection(collection.type(), null), name,
                        simple(first), first.table(), simple(member), member.table()));
                continue;
            }
            if (collection.readsMultiAttributeIndex()) {
                continue; // its partition is of attributes, not of text: MultiAttributeCollectionRule
            }
            Optional<IndexModel> declared = index.flatMap(member::index);
            if (index.isPresent() && (declared.isEmpty() || !declared.get().projection().complete())) {
                findings.add(Finding.of(Message.COLLECTION_INDEX_MISSING, Location.collection(collection.type(), "index"),
                        name, index.get(), simple(member), declared.isEmpty() ? "" : " holding whole items"));
                continue;
            }
            KeyModel key = partitionKey(member, index);
            if (key != null && key.sharding().isPresent()) { // spread over several partitions: one query misses most
                findings.add(Finding.of(Message.COLLECTION_OF_SHARDED_PARTITION,
                        Location.collection(collection.type(), index.isPresent() ? "index" : null), name, simple(member),
                        key.template().source(), key.sharding().get().shards(), simple(member)));
                continue;
            }
            if (firstKey != null && key != null && !builtAlike(firstKey, key)) {
                findings.add(Finding.of(Message.COLLECTION_PARTITIONS_DIFFER, Location.collection(collection.type(), null),
                        name, simple(first), firstKey.template().source(), simple(member), key.template().source()));
            }
        }
        return findings;
    }

    /** The entity's partition key on the index (empty: the table's), or {@code null} if it lacks the index. */
    static KeyModel partitionKey(EntityModel entity, Optional<String> index) {
        if (index.isEmpty()) {
            return entity.partitionKey();
        }
        return entity.index(index.get()).map(IndexModel::partitionKey).orElse(null);
    }

    /**
     * Whether two keys build the same text from equal values: same literals, same key types written
     * in the same key format (a raw or upper-cased component is other text than Keyway's encoding).
     */
    private static boolean builtAlike(KeyModel first, KeyModel second) {
        KeyTemplate a = first.template();
        KeyTemplate b = second.template();
        if (a.parts().size() != b.parts().size() || a.delimiter() != b.delimiter()) {
            return false;
        }
        for (int i = 0; i < a.parts().size(); i++) {
            KeyTemplate.Part x = a.parts().get(i);
            KeyTemplate.Part y = b.parts().get(i);
            if (x instanceof KeyTemplate.Literal literal) {
                if (!(y instanceof KeyTemplate.Literal other) || !literal.text().equals(other.text())) {
                    return false;
                }
            } else if (!(y instanceof KeyTemplate.Placeholder other)
                    || !((KeyTemplate.Placeholder) x).component().type().keyType().equals(other.component().type().keyType())
                    || !KeyEncoding.of(((KeyTemplate.Placeholder) x).component(), first)
                            .writesAlike(KeyEncoding.of(other.component(), second))) {
                return false;
            }
        }
        return true;
    }
}
