package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Diagnostics;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.IndexModel;
import dev.keyway.processor.model.KeyModel;
import dev.keyway.processor.model.KeyTemplate;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Reads an {@code @ItemCollection} sealed interface: its permitted records must be valid
 * entities of one table whose partition keys (on the collection's index) are built alike.
 */
public final class CollectionReader {

    public static final String ITEM_COLLECTION = "dev.keyway.annotations.ItemCollection";

    private final Elements elements;
    private final AnnotationReader annotations;
    private final Diagnostics diagnostics;

    public CollectionReader(Elements elements, Diagnostics diagnostics) {
        this.elements = elements;
        this.annotations = new AnnotationReader(elements);
        this.diagnostics = diagnostics;
    }

    /**
     * The collection, or {@code null} when it has errors (reported) or holds an entity that has
     * errors of its own (already reported on that entity).
     *
     * @param entities the valid entities of this round, by canonical name
     * @param tables   the tables, by name
     */
    public CollectionModel read(Element element, Map<String, ReadEntity> entities, Map<String, TableModel> tables) {
        String name = element instanceof TypeElement type ? type.getQualifiedName().toString() : element.toString();
        AnnotationMirror mirror = annotations.find(element, ITEM_COLLECTION);
        if (element.getKind() != ElementKind.INTERFACE || !element.getModifiers().contains(Modifier.SEALED)) {
            diagnostics.error(name, element, mirror, null, Message.NOT_A_SEALED_INTERFACE, element.getSimpleName(),
                    element.getKind() == ElementKind.INTERFACE ? "an interface that is not sealed" : "not an interface",
                    element.getSimpleName());
            return null;
        }
        TypeElement sealed = (TypeElement) element;
        String index = annotations.string(mirror, "index");
        List<ReadEntity> members = new ArrayList<>();
        boolean memberFailed = false;
        for (TypeMirror permitted : sealed.getPermittedSubclasses()) {
            TypeElement type = (TypeElement) ((DeclaredType) permitted).asElement();
            String qualified = type.getQualifiedName().toString();
            ReadEntity entity = entities.get(qualified);
            if (entity != null) {
                members.add(entity);
            } else if (diagnostics.failed(qualified)) {
                memberFailed = true; // its own errors are reported; the collection waits for them
            } else {
                diagnostics.error(name, sealed, mirror, null, Message.COLLECTION_OF_NON_ENTITY, sealed.getSimpleName(),
                        type.getSimpleName());
            }
        }
        if (members.isEmpty() || memberFailed || diagnostics.failed(name)) {
            return null;
        }
        ReadEntity first = members.get(0);
        KeyModel firstKey = partitionKey(first.model(), index);
        for (ReadEntity member : members) {
            EntityModel model = member.model();
            if (!model.table().equals(first.model().table())) {
                diagnostics.error(name, sealed, mirror, null, Message.COLLECTION_TABLES_DIFFER, sealed.getSimpleName(),
                        simple(first), first.model().table(), simple(member), model.table());
                continue;
            }
            Optional<IndexModel> declared = index.isEmpty() ? Optional.empty() : model.index(index);
            if (!index.isEmpty() && (declared.isEmpty() || !declared.get().projection().complete())) {
                diagnostics.error(name, sealed, mirror, annotations.written(mirror, "index"),
                        Message.COLLECTION_INDEX_MISSING, sealed.getSimpleName(), index, simple(member),
                        declared.isEmpty() ? "" : " holding whole items");
                continue;
            }
            KeyModel key = partitionKey(model, index);
            if (key != null && key.sharding().isPresent()) {
                // Its items are spread over several partitions: one query would miss most of them.
                diagnostics.error(name, sealed, mirror, index.isEmpty() ? null : annotations.written(mirror, "index"),
                        Message.COLLECTION_OF_SHARDED_PARTITION, sealed.getSimpleName(), simple(member),
                        key.template().source(), key.sharding().get().shards(), simple(member));
                continue;
            }
            if (firstKey != null && key != null && !builtAlike(firstKey.template(), key.template())) {
                diagnostics.error(name, sealed, mirror, null, Message.COLLECTION_PARTITIONS_DIFFER, sealed.getSimpleName(),
                        simple(first), firstKey.template().source(), simple(member), key.template().source());
            }
        }
        if (diagnostics.failed(name) || firstKey == null) {
            return null;
        }
        TableModel table = tables.get(first.model().table());
        return new CollectionModel(new TypeReader(elements, annotations, "").classRef(sealed), table,
                index.isEmpty() ? Optional.empty() : Optional.of(index),
                members.stream().map(ReadEntity::model).toList(), firstKey);
    }

    private static KeyModel partitionKey(EntityModel entity, String index) {
        if (index.isEmpty()) {
            return entity.partitionKey();
        }
        return entity.index(index).map(IndexModel::partitionKey).orElse(null);
    }

    /** Whether two templates build the same text from values of the same types: same literals, same key types. */
    private static boolean builtAlike(KeyTemplate a, KeyTemplate b) {
        if (a.parts().size() != b.parts().size()) {
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
                    || !((KeyTemplate.Placeholder) x).component().type().keyType().equals(other.component().type().keyType())) {
                return false;
            }
        }
        return true;
    }

    private static String simple(ReadEntity entity) {
        return entity.element().getSimpleName().toString();
    }
}
