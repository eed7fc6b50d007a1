package dev.keyway.processor.rule;

import dev.keyway.processor.diagnostic.Finding;
import dev.keyway.processor.diagnostic.Location;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassNames;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableModel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every class name a round would generate, checked before anything is written: a name that an
 * existing type already has (KW058) or that two claimants would both generate (KW059) is reported
 * on each claimant, once, which then generates nothing; so the compiler never sees a
 * half-written design or a {@code FilerException}. Pure but for {@link ExistingTypes}, which
 * asks the compiler.
 */
public final class GeneratedNameRule {

    /**
     * What wants to generate classes: named as the messages name it, the declaration whose module
     * the classes would join ({@code near}, a canonical name), where a problem is reported, and
     * the canonical names it claims.
     */
    public record Claimant(String label, String near, List<Location> reportAt, List<String> names) {

        public Claimant {
            reportAt = List.copyOf(reportAt);
            names = List.copyOf(names);
        }

        /** An entity: {@code Customer}, or {@code Account.Counter} when nested, reported on its {@code @Entity}. */
        public static Claimant entity(EntityModel entity) {
            return new Claimant(String.join(".", entity.type().simpleNames()), entity.type().canonicalName(),
                    List.of(Location.entity(entity)), entity.generated().canonicalNames());
        }

        /**
         * A table: {@code Table "Shop"}, reported on the {@code @Entity} of each of its entities; it claims
         * its table class and, with a stream, its change type.
         */
        public static Claimant table(TableModel table, List<EntityModel> entities) {
            List<String> names = new ArrayList<>(List.of(table.type().canonicalName()));
            table.stream().ifPresent(stream -> names.add(stream.changes().canonicalName()));
            return new Claimant("Table \"" + table.name() + "\"", entities.get(0).type().canonicalName(),
                    entities.stream().map(Location::entity).toList(), names);
        }

        /** An item collection: {@code @ItemCollection Items}, reported on that annotation. */
        public static Claimant collection(ClassRef collectionInterface) {
            return new Claimant("@ItemCollection " + collectionInterface.simpleName(), collectionInterface.canonicalName(),
                    List.of(Location.collection(collectionInterface, null)),
                    List.of(ClassNames.collection(collectionInterface).canonicalName(),
                            ClassNames.asyncCollection(collectionInterface).canonicalName()));
        }
    }

    /** Whether a type exists, as the code generated beside declaration {@code near} would see it. */
    @FunctionalInterface
    public interface ExistingTypes {
        boolean exists(String near, String canonicalName);
    }

    private final ExistingTypes types;

    public GeneratedNameRule(ExistingTypes types) {
        this.types = types;
    }

    /** The taken and doubly claimed names, in the order claimed; each claimant is reported at most once. */
    public List<Finding> check(List<Claimant> claimants) {
        Map<String, List<Claimant>> claims = new LinkedHashMap<>();
        for (Claimant claimant : claimants) {
            claimant.names().forEach(name -> claims.computeIfAbsent(name, key -> new ArrayList<>()).add(claimant));
        }
        List<Finding> findings = new ArrayList<>();
        Set<Claimant> blocked = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Map.Entry<String, List<Claimant>> claim : claims.entrySet()) {
            List<Claimant> owners = claim.getValue();
            if (owners.size() > 1) {
                for (Claimant owner : owners) {
                    List<String> others = owners.stream().filter(other -> other != owner).map(Claimant::label).toList();
                    if (blocked.add(owner)) {
                        report(findings, owner, Message.GENERATED_NAME_CLASH, owner.label(), claim.getKey(),
                                String.join(" and ", others));
                    }
                }
            } else if (types.exists(owners.get(0).near(), claim.getKey()) && blocked.add(owners.get(0))) {
                report(findings, owners.get(0), Message.GENERATED_NAME_TAKEN, owners.get(0).label(), claim.getKey());
            }
        }
        return findings;
    }

    private static void report(List<Finding> findings, Claimant owner, Message message, Object... args) {
        owner.reportAt().forEach(location -> findings.add(Finding.of(message, location, args)));
    }
}
