package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import dev.keyway.processor.model.ClassNames;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.rule.CollectionMembers;
import dev.keyway.processor.rule.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * Reads an {@code @ItemCollection} sealed interface: its permitted records must be valid
 * entities; the collection rules ({@link Rules#COLLECTION}) check that they share a partition.
 */
final class CollectionReader {

    private final AnnotationReader annotations;
    private final TypeReader classes;
    private final SourceRegistry sources;
    private final Reporter reporter;

    CollectionReader(Elements elements, SourceRegistry sources, Reporter reporter) {
        this.annotations = new AnnotationReader(elements);
        this.classes = new TypeReader(elements, annotations, "");
        this.sources = sources;
        this.reporter = reporter;
    }

    /** An {@code @ItemCollection} interface as first read: its element, its class and its annotation. */
    record Declared(TypeElement element, ClassRef type, AnnotationMirror annotation) {
    }

    /** Reads the interface's class and annotation once, and records where it is before anything is reported on it. */
    Declared declare(TypeElement element) {
        AnnotationMirror annotation = annotations.find(element, AnnotationNames.ITEM_COLLECTION);
        sources.declare(element.getQualifiedName().toString(), element).annotation("ItemCollection", annotation);
        return new Declared(element, classes.classRef(element), annotation);
    }

    /**
     * The collection, or {@code null} when it has errors (reported) or holds an entity that has
     * errors of its own (already reported on that entity).
     *
     * @param entities the valid entities of this round, by canonical name
     * @param tables   the tables, by name
     */
    CollectionModel read(Declared declared, Map<String, EntityModel> entities, Map<String, TableModel> tables) {
        TypeElement element = declared.element();
        String name = element.getQualifiedName().toString();
        ClassRef type = declared.type();
        Location at = Location.collection(type, null);
        if (element.getKind() != ElementKind.INTERFACE || !element.getModifiers().contains(Modifier.SEALED)) {
            reporter.report(Finding.of(Message.NOT_A_SEALED_INTERFACE, at, element.getSimpleName(),
                    element.getKind() == ElementKind.INTERFACE ? "an interface that is not sealed" : "not an interface",
                    element.getSimpleName()));
            return null;
        }
        if (element.getModifiers().contains(Modifier.PRIVATE)) {
            reporter.report(Finding.of(Message.UNREACHABLE_DECLARATION, at, "ItemCollection",
                    "interface " + element.getSimpleName(), "private", "Make it package-private or public."));
            return null;
        }
        var hiding = Reachability.hidingType(element);
        if (hiding.isPresent()) {
            reporter.report(Finding.of(Message.UNREACHABLE_DECLARATION, at, "ItemCollection",
                    "interface " + element.getSimpleName(), hiding.get().where(), hiding.get().remedy()));
            return null;
        }
        String index = annotations.string(declared.annotation(), "index");
        List<EntityModel> members = new ArrayList<>();
        boolean memberFailed = false;
        for (TypeMirror permitted : element.getPermittedSubclasses()) {
            TypeElement permittedType = (TypeElement) ((DeclaredType) permitted).asElement();
            String qualified = permittedType.getQualifiedName().toString();
            EntityModel entity = entities.get(qualified);
            if (entity != null) {
                members.add(entity);
            } else if (reporter.failed(qualified)) {
                memberFailed = true; // its own errors are reported; the collection waits for them
            } else {
                reporter.report(Finding.of(Message.COLLECTION_OF_NON_ENTITY, at, element.getSimpleName(),
                        permittedType.getSimpleName()));
            }
        }
        if (members.isEmpty() || memberFailed || reporter.failed(name)) {
            return null;
        }
        Optional<String> read = index.isEmpty() ? Optional.empty() : Optional.of(index);
        reporter.report(Rules.check(new CollectionMembers(type, read, members)));
        if (reporter.failed(name)) {
            return null;
        }
        EntityModel first = members.get(0);
        var multiAttributeIndex = read.flatMap(first::multiAttributeIndex); // every member declares it (KW220)
        if (multiAttributeIndex.isPresent()) {
            return new CollectionModel(type, tables.get(first.table()), read, members, null, ClassNames.collection(type),
                    multiAttributeIndex);
        }
        return new CollectionModel(type, tables.get(first.table()), read, members,
                read.map(indexName -> first.index(indexName).orElseThrow().partitionKey()).orElse(first.partitionKey()),
                ClassNames.collection(type));
    }
}
