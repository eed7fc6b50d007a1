package dev.keyway.processor.read;

import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.diagnostic.SourceRegistry;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.Design;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableDesign;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.rule.GeneratedNameRule;
import dev.keyway.processor.rule.Rules;
import dev.keyway.processor.rule.TableEntities;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.annotation.processing.ProcessingEnvironment;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;

/**
 * Reads a processing round into its {@link Design}, completely, before anything is written:
 * entities (each valid on its own), tables (the table rules over their entities), every
 * generated class name (claimed once, checked against existing types), and item collections
 * over the entities left. An entity with errors is reported and left out; the rest of its table
 * still makes up the table.
 */
public final class DesignReader {

    private final ProcessingEnvironment environment;
    private final SourceRegistry sources;
    private final Reporter reporter;
    private final GeneratedNameRule names;
    private final Set<String> generated;

    /** A reader of a round; {@code generated} names the sources Keyway wrote in earlier rounds. */
    public DesignReader(ProcessingEnvironment environment, SourceRegistry sources, Reporter reporter,
                        GeneratedNameRule.ExistingTypes existingTypes, Set<String> generated) {
        this.environment = environment;
        this.sources = sources;
        this.reporter = reporter;
        this.names = new GeneratedNameRule(existingTypes);
        this.generated = generated;
    }

    /**
     * The round's design; {@code null} when there is nothing to write: the round holds no Keyway
     * annotation that the compiler shows ({@code annotations}, the types javac found on the
     * round's declarations) and no entity waits from an earlier round, or an entity's component
     * type did not resolve yet (then every entity of the round is read again next round, from
     * {@code deferred}, which this updates), or reading failed unexpectedly (reported).
     */
    public Design read(RoundEnvironment round, Set<? extends TypeElement> annotations, Set<String> deferred) {
        TypeElement entityAnnotation = environment.getElementUtils().getTypeElement(AnnotationNames.ENTITY);
        if (entityAnnotation == null) {
            return null;
        }
        if (deferred.isEmpty() && annotations.stream().noneMatch(AnnotationNames::isKeyways)) {
            // The usual round of a project's other sources: no scan of its elements, only the
            // look into method bodies for local records, which javac shows no processor.
            new LocalDeclarationReader(environment, sources, reporter, generated).read(round);
            return null;
        }
        StrayAnnotationReader stray = new StrayAnnotationReader(environment.getElementUtils(), sources, reporter);
        TypeElement collectionAnnotation = environment.getElementUtils().getTypeElement(AnnotationNames.ITEM_COLLECTION);
        List<TypeElement> scanned = new ArrayList<>(List.of(entityAnnotation));
        scanned.addAll(stray.annotationTypes());
        if (collectionAnnotation != null) {
            scanned.add(collectionAnnotation);
        }
        // The round is scanned once, for every annotation any reader asks about.
        RoundElements keyway = RoundElements.scan(round, environment.getElementUtils(), scanned);
        Set<? extends Element> annotated = keyway.annotatedWith(entityAnnotation);
        stray.read(keyway, annotated);
        stray.readMarkers(keyway);
        new LocalDeclarationReader(environment, sources, reporter, generated).read(round);
        Set<Element> elements = new LinkedHashSet<>(annotated);
        for (String name : deferred) {
            TypeElement waiting = environment.getElementUtils().getTypeElement(name);
            if (waiting != null) {
                elements.add(waiting);
            }
        }
        deferred.clear();
        EntityReader reader = new EntityReader(environment.getElementUtils(), environment.getTypeUtils(), sources, reporter,
                environment.getFiler());
        List<EntityModel> entities = new ArrayList<>();
        for (Element element : elements) {
            String owner = EntityReader.nameOf(element);
            sources.declare(owner, element);
            try {
                EntityModel entity = reader.read(element);
                if (entity != null) {
                    entities.add(entity);
                }
            } catch (RuntimeException e) {
                reporter.internalError(owner, e);
            }
        }
        if (!reader.deferred().isEmpty()) {
            // A table needs all its entities at once: wait with every entity until the types
            // resolve. If they never do, javac reports them, and Keyway adds nothing.
            deferred.addAll(reader.deferred());
            entities.forEach(entity -> deferred.add(entity.type().canonicalName()));
            return null;
        }
        List<TableDesign> tables;
        try {
            tables = tables(entities);
        } catch (RuntimeException e) {
            entities.forEach(entity -> reporter.internalError(entity.type().canonicalName(), e));
            return null;
        }
        CollectionReader collections = new CollectionReader(environment.getElementUtils(), sources, reporter);
        List<TypeElement> collectionTypes = collectionAnnotation == null ? List.of()
                : ElementFilter.typesIn(keyway.annotatedWith(collectionAnnotation)).stream().toList();
        List<GeneratedNameRule.Claimant> claimants = new ArrayList<>();
        for (TableDesign table : tables) {
            table.entities().forEach(entity -> claimants.add(GeneratedNameRule.Claimant.entity(entity)));
            claimants.add(GeneratedNameRule.Claimant.table(table.model(), table.entities()));
        }
        List<CollectionReader.Declared> declared = collectionTypes.stream().map(collections::declare).toList();
        declared.forEach(collection -> claimants.add(GeneratedNameRule.Claimant.collection(collection.type())));
        reporter.report(names.check(claimants));
        List<TableDesign> written = tables.stream().map(table -> new TableDesign(table.model(), table.entities(),
                table.entities().stream().filter(entity -> !reporter.failed(entity.type().canonicalName())).toList())).toList();
        return new Design(written, collections(collections, declared, written));
    }

    /** The tables, each with the entities that passed its rules; a table none passed is left out. */
    private List<TableDesign> tables(List<EntityModel> entities) {
        Map<String, List<EntityModel>> byTable = new LinkedHashMap<>();
        entities.stream()
                .sorted(Comparator.comparing(entity -> entity.type().canonicalName()))
                .forEach(entity -> byTable.computeIfAbsent(entity.table(), table -> new ArrayList<>()).add(entity));
        List<TableDesign> tables = new ArrayList<>();
        for (Map.Entry<String, List<EntityModel>> table : byTable.entrySet()) {
            TableEntities facts = new TableEntities(table.getKey(), table.getValue());
            reporter.report(Rules.check(facts));
            List<EntityModel> valid = table.getValue().stream()
                    .filter(entity -> !reporter.failed(entity.type().canonicalName())).toList();
            if (!valid.isEmpty()) { // the table-wide facts the rules derived, not derived again
                tables.add(new TableDesign(TableModel.of(table.getKey(), valid, facts.typeAttribute()), valid, valid));
            }
        }
        return tables;
    }

    /** The item collections of this round whose class names are free, over the entities whose classes are written. */
    private List<CollectionModel> collections(CollectionReader reader, List<CollectionReader.Declared> declared,
                                              List<TableDesign> tables) {
        Map<String, EntityModel> entities = new HashMap<>();
        Map<String, TableModel> tablesByName = new HashMap<>();
        for (TableDesign table : tables) {
            tablesByName.put(table.model().name(), table.model());
            table.written().forEach(entity -> entities.put(entity.type().canonicalName(), entity));
        }
        List<CollectionModel> collections = new ArrayList<>();
        for (CollectionReader.Declared collection : declared) {
            String owner = collection.element().getQualifiedName().toString();
            if (reporter.failed(owner)) {
                continue; // its class name is taken (KW058/KW059)
            }
            try {
                CollectionModel model = reader.read(collection, entities, tablesByName);
                if (model != null) {
                    collections.add(model);
                }
            } catch (RuntimeException e) {
                reporter.internalError(owner, e);
            }
        }
        return collections;
    }
}
