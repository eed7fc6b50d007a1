package dev.keyway.processor;

import com.google.auto.service.AutoService;
import com.palantir.javapoet.AnnotationSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.TypeSpec;
import dev.keyway.processor.diagnostic.Diagnostics;
import dev.keyway.processor.diagnostic.Message;
import dev.keyway.processor.model.ClassRef;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.TableModel;
import dev.keyway.processor.read.CollectionReader;
import dev.keyway.processor.write.CollectionWriter;
import dev.keyway.processor.write.GeneratedNames;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.read.EntityReader;
import dev.keyway.processor.read.ReadEntity;
import dev.keyway.processor.read.TableAssembler;
import dev.keyway.processor.write.CloudFormationWriter;
import dev.keyway.processor.write.KeysWriter;
import dev.keyway.processor.write.RepositoryWriter;
import dev.keyway.processor.write.SchemaWriter;
import dev.keyway.processor.write.TableDesignWriter;
import dev.keyway.processor.write.TableSheetWriter;
import dev.keyway.processor.write.TableWriter;
import dev.keyway.processor.write.WorkbenchModelWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.io.Writer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.ElementFilter;
import javax.tools.FileObject;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;

/**
 * Generates {@code XKeys}, {@code XSchema} and {@code XRepository} for every {@code @Entity}
 * record {@code X}, and a table class per table. Reads and validates everything first; writes
 * nothing for a record with errors; turns an unexpected failure into an "internal error"
 * diagnostic on the record instead of crashing the compiler.
 */
@AutoService(Processor.class)
public final class KeywayProcessor extends AbstractProcessor {

    private static final String ENTITY = "dev.keyway.annotations.Entity";

    /** Per package, the simple names generated code qualifies (see {@link #shadowedNames}); reset each round. */
    private final Map<String, Set<String>> shadowedNames = new HashMap<>();
    /** This round's component names that start with a capital letter, as a type's name does. */
    private final Set<String> componentTypeLikeNames = new TreeSet<>();

    /** Entities waiting for a later round because a component type did not resolve yet. */
    private final Set<String> deferred = new LinkedHashSet<>();

    @Override
    public Set<String> getSupportedAnnotationTypes() {
        return Set.of("dev.keyway.annotations.*");
    }

    @Override
    public SourceVersion getSupportedSourceVersion() {
        return SourceVersion.latestSupported();
    }

    @Override
    public boolean process(Set<? extends TypeElement> annotations, RoundEnvironment round) {
        if (round.processingOver()) {
            return false;
        }
        Diagnostics diagnostics = new Diagnostics(processingEnv);
        EntityReader reader = new EntityReader(processingEnv.getElementUtils(), processingEnv.getTypeUtils(), diagnostics);
        TypeElement entityAnnotation = processingEnv.getElementUtils().getTypeElement(ENTITY);
        if (entityAnnotation == null) {
            return false;
        }
        Set<? extends Element> annotated = round.getElementsAnnotatedWith(entityAnnotation);
        reportAnnotationsWithoutEntity(round, reader, annotated);
        Set<Element> entityElements = new LinkedHashSet<>(annotated);
        for (String name : deferred) {
            TypeElement waiting = processingEnv.getElementUtils().getTypeElement(name);
            if (waiting != null) {
                entityElements.add(waiting);
            }
        }
        deferred.clear();

        List<ReadEntity> entities = new ArrayList<>();
        for (Element element : entityElements) {
            try {
                ReadEntity entity = reader.read(element);
                if (entity != null) {
                    entities.add(entity);
                }
            } catch (RuntimeException e) {
                internalError(diagnostics, element, e);
            }
        }
        if (!reader.deferred().isEmpty()) {
            // A table needs all its entities at once: wait with every entity until the types
            // resolve. If they never do, javac reports them, and Keyway adds nothing.
            deferred.addAll(reader.deferred());
            entities.forEach(entity -> deferred.add(entity.name()));
            return false;
        }
        List<TableAssembler.Table> tables;
        try {
            tables = new TableAssembler(processingEnv.getElementUtils(), diagnostics).assemble(entities);
        } catch (RuntimeException e) {
            entities.forEach(entity -> internalError(diagnostics, entity.element(), e));
            return false;
        }
        List<TypeElement> collections = collectionTypes(round);
        checkGeneratedNames(collections, diagnostics, tables);
        shadowedNames.clear();
        componentTypeLikeNames.clear();
        tables.forEach(table -> table.entities().forEach(entity -> entity.model().components().stream()
                .map(component -> component.name())
                .filter(name -> Character.isUpperCase(name.charAt(0)))
                .forEach(componentTypeLikeNames::add)));
        Map<TableAssembler.Table, List<Element>> designs = new LinkedHashMap<>();
        for (TableAssembler.Table table : tables) {
            List<Element> origins = new ArrayList<>();
            for (ReadEntity entity : table.entities()) {
                origins.add(entity.element());
                if (diagnostics.failed(entity.name())) {
                    continue; // a generated name is taken (KW058/KW059)
                }
                try {
                    EntityModel model = entity.model();
                    write(model.type(), new KeysWriter(model).write(), entity.element());
                    write(model.type(), new SchemaWriter(model, table.model()).write(), entity.element());
                    write(model.type(), new RepositoryWriter(model, table.model()).write(), entity.element());
                } catch (RuntimeException | IOException e) {
                    internalError(diagnostics, entity.element(), e);
                }
            }
            if (table.entities().stream().allMatch(entity -> diagnostics.failed(entity.name()))) {
                continue; // the table's own class name is taken, or nothing would use it
            }
            try {
                write(table.model().type(), new TableWriter(table.model()).write(), origins.toArray(new Element[0]));
                designs.put(table, origins);
            } catch (RuntimeException | IOException e) {
                internalError(diagnostics, origins.get(0), e);
            }
        }
        List<CollectionModel> collectionModels = writeCollections(collections, diagnostics, tables);
        designs.forEach((table, origins) -> writeDesign(diagnostics, table, origins, collectionModels));
        return false;
    }

    /** The design artifacts next to the table class: the sheet, the CloudFormation resource, the Workbench model, the page. */
    private void writeDesign(Diagnostics diagnostics, TableAssembler.Table table, List<Element> origins,
                             List<CollectionModel> collections) {
        Element[] elements = origins.toArray(new Element[0]);
        try {
            List<EntityModel> models = table.entities().stream().map(ReadEntity::model).toList();
            new TableDesignWriter(table.model(), models, collections).writeTo(processingEnv.getFiler(), elements);
            new CloudFormationWriter(table.model()).writeTo(processingEnv.getFiler(), elements);
            WorkbenchModelWriter workbench = new WorkbenchModelWriter(table.model(), models);
            writeResource(table.model().type(), workbench.fileName(), workbench.write(), elements);
            TableSheetWriter sheet = new TableSheetWriter(table.model(), models, collections);
            writeResource(table.model().type(), sheet.fileName(), sheet.write(), elements);
        } catch (RuntimeException | IOException e) {
            internalError(diagnostics, origins.get(0), e);
        }
    }

    /** A resource in the class output, next to the class {@code sibling}, as UTF-8 bytes (not the compiler's encoding). */
    private void writeResource(ClassRef sibling, String fileName, String text, Element... origins) throws IOException {
        FileObject file = processingEnv.getFiler().createResource(StandardLocation.CLASS_OUTPUT, sibling.packageName(),
                fileName, origins);
        try (OutputStream out = file.openOutputStream()) {
            out.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * Claims every class name this round generates (entities, tables, item collections) and
     * reports the taken and doubly claimed ones before anything is written.
     */
    private void checkGeneratedNames(List<TypeElement> collections, Diagnostics diagnostics,
                                     List<TableAssembler.Table> tables) {
        GeneratedNameCheck check = new GeneratedNameCheck(new ModuleTypeLookup(processingEnv.getElementUtils()), diagnostics);
        for (TableAssembler.Table table : tables) {
            table.entities().forEach(entity -> check.claim(GeneratedNameCheck.entity(entity), GeneratedNames.of(entity.model())));
            check.claim(GeneratedNameCheck.table(table.model().name(), table.entities()), List.of(GeneratedNames.of(table.model())));
        }
        for (TypeElement collection : collections) {
            check.claim(GeneratedNameCheck.collection(collection), List.of(GeneratedNames.collection(
                    processingEnv.getElementUtils().getPackageOf(collection).getQualifiedName().toString(),
                    collection.getSimpleName().toString())));
        }
        check.report();
    }

    /** The {@code @ItemCollection} types of this round. */
    private List<TypeElement> collectionTypes(RoundEnvironment round) {
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement(CollectionReader.ITEM_COLLECTION);
        if (annotation == null) {
            return List.of();
        }
        return ElementFilter.typesIn(round.getElementsAnnotatedWith(annotation)).stream().toList();
    }

    /** The item collections of this round, over the valid entities of its tables; returns those written. */
    private List<CollectionModel> writeCollections(List<TypeElement> collections, Diagnostics diagnostics, List<TableAssembler.Table> tables) {
        Map<String, ReadEntity> entities = new HashMap<>();
        Map<String, TableModel> tablesByName = new HashMap<>();
        for (TableAssembler.Table table : tables) {
            tablesByName.put(table.model().name(), table.model());
            table.entities().stream().filter(entity -> !diagnostics.failed(entity.name()))
                    .forEach(entity -> entities.put(entity.name(), entity));
        }
        CollectionReader reader = new CollectionReader(processingEnv.getElementUtils(), diagnostics);
        List<CollectionModel> written = new ArrayList<>();
        for (TypeElement element : collections) {
            if (diagnostics.failed(element.getQualifiedName().toString())) {
                continue; // its class name is taken (KW058/KW059)
            }
            try {
                CollectionModel collection = reader.read(element, entities, tablesByName);
                if (collection != null) {
                    write(collection.type(), new CollectionWriter(collection).write(), element);
                    written.add(collection);
                }
            } catch (RuntimeException | IOException e) {
                internalError(diagnostics, element, e);
            }
        }
        return written;
    }

    private void reportAnnotationsWithoutEntity(RoundEnvironment round, EntityReader reader, Set<? extends Element> entities) {
        Map<String, TypeElement> types = new LinkedHashMap<>();
        for (String annotation : EntityReader.entityOnlyAnnotations()) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(annotation);
            if (type != null) {
                types.put(annotation, type);
            }
        }
        // One scan of the round for all of them: usually every such element is an entity, and
        // a scan per annotation would walk all the round's elements eight times for nothing.
        if (types.isEmpty() || entities.containsAll(round.getElementsAnnotatedWithAny(types.values().toArray(new TypeElement[0])))) {
            return;
        }
        for (Map.Entry<String, TypeElement> entry : types.entrySet()) {
            String annotation = entry.getKey();
            for (Element element : round.getElementsAnnotatedWith(entry.getValue())) {
                if (!entities.contains(element)) {
                    reader.reportWithoutEntity(element, annotation);
                }
            }
        }
    }

    private void write(ClassRef sibling, TypeSpec type, Element... origins) throws IOException {
        TypeSpec.Builder builder = type.toBuilder()
                .addAnnotation(AnnotationSpec.builder(javax.annotation.processing.Generated.class)
                        .addMember("value", "$S", KeywayProcessor.class.getName())
                        .build());
        for (Element origin : origins) {
            builder.addOriginatingElement(origin);
        }
        builder.alwaysQualify(shadowedNames(sibling.packageName(), origins[0]).toArray(new String[0]));
        JavaFile file = JavaFile.builder(sibling.packageName(), builder.build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build();
        // Rendered in memory, then written at once: JavaPoet appends many short strings, and
        // each append straight to the Filer's writer goes through its character encoder.
        StringBuilder source = new StringBuilder();
        file.writeTo(source);
        String name = file.packageName().isEmpty() ? file.typeSpec().name() : file.packageName() + "." + file.typeSpec().name();
        JavaFileObject output = processingEnv.getFiler().createSourceFile(name,
                file.typeSpec().originatingElements().toArray(new Element[0]));
        try (Writer writer = output.openWriter()) {
            writer.write(source.toString());
        }
    }

    /**
     * Simple names the generated code must write fully qualified in this package: a same-package
     * type named like a {@code java.lang} type hides it ({@code Override}, {@code Long}), and a
     * key component named like a type ({@code Map}) would be read as the parameter. The package's
     * types are looked up in the module of {@code origin}, the code generated beside them.
     */
    private Set<String> shadowedNames(String packageName, Element origin) {
        return shadowedNames.computeIfAbsent(packageName, name -> {
            // Looks each java.lang name up rather than listing the package: listing the unnamed
            // package's members mid-round makes javac 17 fail in a later round.
            Set<String> names = new TreeSet<>(componentTypeLikeNames);
            var elements = processingEnv.getElementUtils();
            var types = new ModuleTypeLookup(elements);
            var javaLang = elements.getPackageElement("java.lang");
            for (Element type : javaLang == null ? List.<Element>of() : javaLang.getEnclosedElements()) {
                String simple = type.getSimpleName().toString();
                if (types.exists(origin, name.isEmpty() ? simple : name + "." + simple)) {
                    names.add(simple);
                }
            }
            return names;
        });
    }

    private static void internalError(Diagnostics diagnostics, Element element, Exception e) {
        String name = element instanceof TypeElement type ? type.getQualifiedName().toString() : element.toString();
        diagnostics.error(name, element, null, null, Message.INTERNAL_ERROR, element.getSimpleName(), e);
    }
}
