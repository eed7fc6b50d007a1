package dev.keyway.processor;

import com.google.auto.service.AutoService;
import com.squareup.javapoet.AnnotationSpec;
import com.squareup.javapoet.JavaFile;
import com.squareup.javapoet.TypeSpec;
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
import dev.keyway.processor.write.TableWriter;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Map;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javax.annotation.processing.AbstractProcessor;
import javax.annotation.processing.Processor;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Generates {@code XKeys}, {@code XSchema} and {@code XRepository} for every {@code @Entity}
 * record {@code X}, and a table class per table. Reads and validates everything first; writes
 * nothing for a record with errors; turns an unexpected failure into an "internal error"
 * diagnostic on the record instead of crashing the compiler.
 */
@AutoService(Processor.class)
public final class KeywayProcessor extends AbstractProcessor {

    private static final String ENTITY = "dev.keyway.annotations.Entity";

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
        for (TableAssembler.Table table : tables) {
            List<Element> origins = new ArrayList<>();
            for (ReadEntity entity : table.entities()) {
                origins.add(entity.element());
                if (generatedNameTaken(diagnostics, entity)) {
                    continue;
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
            try {
                write(table.model().type(), new TableWriter(table.model()).write(), origins.toArray(new Element[0]));
                // The design document and CloudFormation resource, next to the table class.
                List<EntityModel> models = table.entities().stream().map(ReadEntity::model).toList();
                new TableDesignWriter(table.model(), models).writeTo(processingEnv.getFiler(), origins.toArray(new Element[0]));
                new CloudFormationWriter(table.model()).writeTo(processingEnv.getFiler(), origins.toArray(new Element[0]));
            } catch (RuntimeException | IOException e) {
                internalError(diagnostics, origins.get(0), e);
            }
        }
        writeCollections(round, diagnostics, tables);
        return false;
    }

    /** The item collections of this round, over the valid entities of its tables. */
    private void writeCollections(RoundEnvironment round, Diagnostics diagnostics, List<TableAssembler.Table> tables) {
        TypeElement annotation = processingEnv.getElementUtils().getTypeElement("dev.keyway.annotations.ItemCollection");
        if (annotation == null) {
            return;
        }
        Map<String, ReadEntity> entities = new HashMap<>();
        Map<String, TableModel> tablesByName = new HashMap<>();
        for (TableAssembler.Table table : tables) {
            tablesByName.put(table.model().name(), table.model());
            table.entities().forEach(entity -> entities.put(entity.name(), entity));
        }
        CollectionReader reader = new CollectionReader(processingEnv.getElementUtils(), diagnostics);
        for (Element element : round.getElementsAnnotatedWith(annotation)) {
            try {
                CollectionModel collection = reader.read(element, entities, tablesByName);
                if (collection != null) {
                    write(collection.type(), new CollectionWriter(collection).write(), element);
                }
            } catch (RuntimeException | IOException e) {
                internalError(diagnostics, element, e);
            }
        }
    }

    /** Reports (and skips) an entity whose generated classes would replace a type that already exists. */
    private boolean generatedNameTaken(Diagnostics diagnostics, ReadEntity entity) {
        for (String name : GeneratedNames.of(entity.model())) {
            if (processingEnv.getElementUtils().getTypeElement(name) != null) {
                diagnostics.error(entity.name(), entity.element(), entity.entity(), null, Message.GENERATED_NAME_TAKEN,
                        entity.element().getSimpleName(), name);
                return true;
            }
        }
        return false;
    }

    private void reportAnnotationsWithoutEntity(RoundEnvironment round, EntityReader reader, Set<? extends Element> entities) {
        for (String annotation : EntityReader.entityOnlyAnnotations()) {
            TypeElement type = processingEnv.getElementUtils().getTypeElement(annotation);
            if (type == null) {
                continue;
            }
            for (Element element : round.getElementsAnnotatedWith(type)) {
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
        JavaFile.builder(sibling.packageName(), builder.build())
                .skipJavaLangImports(true)
                .indent("    ")
                .build()
                .writeTo(processingEnv.getFiler());
    }

    private static void internalError(Diagnostics diagnostics, Element element, Exception e) {
        String name = element instanceof TypeElement type ? type.getQualifiedName().toString() : element.toString();
        diagnostics.error(name, element, null, null, Message.INTERNAL_ERROR, element.getSimpleName(), e);
    }
}
