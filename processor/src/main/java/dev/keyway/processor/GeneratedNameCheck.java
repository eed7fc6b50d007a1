package dev.keyway.processor;

import dev.keyway.processor.diagnostic.Diagnostics;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.read.CollectionReader;
import dev.keyway.processor.read.ReadEntity;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Checks every class name a round would generate before anything is written: a name that an
 * existing type already has (KW058) or that two owners would both generate (KW059) is reported
 * on each owner, and the owner generates nothing, so the compiler never sees a half-written
 * design or a {@code FilerException}.
 */
final class GeneratedNameCheck {

    /**
     * What wants to generate a class, named as the messages name it, the element whose module the
     * class would join, and how to report on its source.
     */
    record Owner(String label, Element near, Reporter reporter) {
        void report(Diagnostics diagnostics, Message message, Object... args) {
            reporter.report(diagnostics, message, args);
        }
    }

    interface Reporter {
        void report(Diagnostics diagnostics, Message message, Object[] args);
    }

    /** An entity: {@code Customer}, or {@code Account.Counter} when nested, reported on its {@code @Entity}. */
    static Owner entity(ReadEntity entity) {
        ClassRef type = entity.model().type();
        return new Owner(String.join(".", type.simpleNames()), entity.element(), (diagnostics, message, args) ->
                diagnostics.error(entity.name(), entity.element(), entity.entity(), null, message, args));
    }

    /** A table: {@code Table "Shop"}, reported on the {@code @Entity} of each of its entities. */
    static Owner table(String name, List<ReadEntity> entities) {
        return new Owner("Table \"" + name + "\"", entities.get(0).element(), (diagnostics, message, args) ->
                entities.forEach(entity -> entity(entity).report(diagnostics, message, args)));
    }

    /** An item collection: {@code @ItemCollection Items}, reported on that annotation. */
    static Owner collection(TypeElement element) {
        AnnotationMirror mirror = element.getAnnotationMirrors().stream()
                .filter(annotation -> annotation.getAnnotationType().toString().equals(CollectionReader.ITEM_COLLECTION))
                .findFirst().orElse(null);
        return new Owner("@ItemCollection " + element.getSimpleName(), element, (diagnostics, message, args) ->
                diagnostics.error(element.getQualifiedName().toString(), element, mirror, null, message, args));
    }

    private final ModuleTypeLookup types;
    private final Diagnostics diagnostics;
    private final Map<String, List<Owner>> claims = new LinkedHashMap<>();

    GeneratedNameCheck(ModuleTypeLookup types, Diagnostics diagnostics) {
        this.types = types;
        this.diagnostics = diagnostics;
    }

    void claim(Owner owner, List<String> names) {
        names.forEach(name -> claims.computeIfAbsent(name, key -> new ArrayList<>()).add(owner));
    }

    /** Reports every taken or doubly claimed name, once per owner; the owner then generates nothing. */
    void report() {
        Set<Owner> blocked = new HashSet<>();
        for (Map.Entry<String, List<Owner>> claim : claims.entrySet()) {
            List<Owner> owners = claim.getValue();
            if (owners.size() > 1) {
                for (Owner owner : owners) {
                    List<String> others = owners.stream().filter(other -> other != owner).map(Owner::label).toList();
                    if (blocked.add(owner)) {
                        owner.report(diagnostics, Message.GENERATED_NAME_CLASH, owner.label(), claim.getKey(),
                                String.join(" and ", others));
                    }
                }
            } else if (types.exists(owners.get(0).near(), claim.getKey()) && blocked.add(owners.get(0))) {
                owners.get(0).report(diagnostics, Message.GENERATED_NAME_TAKEN, owners.get(0).label(), claim.getKey());
            }
        }
    }
}
