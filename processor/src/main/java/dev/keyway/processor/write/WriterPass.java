package dev.keyway.processor.write;

import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.Design;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableDesign;
import dev.keyway.processor.model.TableModel;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Writes every file of a round's {@link Design} through the {@link Output}, after the whole
 * design is read and validated: per entity, per table and per item collection, the writers
 * registered below, in order. A new writer is one line in one of the lists.
 *
 * <p>A writer that throws is an internal error (KW099) on the entity (or on the table's first
 * entity, or the collection) and the rest of that part is not written; a table is written only if
 * one of its entities was, and an item collection only if all its entities were.
 */
public final class WriterPass {

    /** A file of one entity, e.g. {@code OrderKeys}. */
    @FunctionalInterface
    public interface EntityFile {
        GeneratedFile write(EntityModel entity, TableModel table);
    }

    /**
     * A file of one table, e.g. {@code ShopTable.md}; {@code collections} are the round's item collections,
     * {@code samples} the table's sample items, made once for all its files that show them.
     */
    @FunctionalInterface
    public interface TableFile {
        GeneratedFile write(TableDesign table, List<CollectionModel> collections, Supplier<SampleData> samples);
    }

    /** A file of one item collection. */
    @FunctionalInterface
    public interface CollectionFile {
        GeneratedFile write(CollectionModel collection);
    }

    /** Each entity's files, in the order written. */
    static final List<EntityFile> ENTITY_FILES = List.of(
            (entity, table) -> GeneratedFile.java(entity.generated().keys(), new KeysWriter(entity).write()),
            (entity, table) -> GeneratedFile.java(entity.generated().schema(), new SchemaWriter(entity, table).write()),
            (entity, table) -> GeneratedFile.java(entity.generated().repository(), new RepositoryWriter(entity, table).write()),
            // the asynchronous repository, of every entity (its @Unique values guarded as the synchronous one's)
            (entity, table) -> GeneratedFile.java(entity.generated().asyncRepository(),
                    new AsyncRepositoryWriter(entity, table).write()));

    /** The files of this entity, in the order written. */
    static List<EntityFile> entityFiles(EntityModel entity) {
        return ENTITY_FILES;
    }

    /** Each table's files, written after its entities'. */
    static final List<TableFile> TABLE_FILES = List.of(
            (table, collections, samples) -> GeneratedFile.java(table.model().type(),
                    new TableWriter(table.model(), table.written(), VectorIndexCode.of(table.entities())).write()));

    /** Each table's design artifacts, written after its class, in this order, those the options switch on. */
    static final Map<DesignArtifact, TableFile> DESIGN_FILES = designFiles();

    private static Map<DesignArtifact, TableFile> designFiles() {
        Map<DesignArtifact, TableFile> files = new EnumMap<>(DesignArtifact.class);
        files.put(DesignArtifact.SHEET, (table, collections, samples) -> GeneratedFile.design(table.model().type(),
                DesignArtifact.SHEET, new TableDesignWriter(table.model(), table.entities(), collections).write()));
        files.put(DesignArtifact.CLOUDFORMATION, (table, collections, samples) -> GeneratedFile.design(
                table.model().type(), DesignArtifact.CLOUDFORMATION, new CloudFormationWriter(table.model(), VectorIndexCode.of(table.entities())).write()));
        files.put(DesignArtifact.WORKBENCH, (table, collections, samples) -> GeneratedFile.design(table.model().type(),
                DesignArtifact.WORKBENCH, new WorkbenchModelWriter(samples.get()).write()));
        files.put(DesignArtifact.HTML, (table, collections, samples) -> GeneratedFile.design(table.model().type(),
                DesignArtifact.HTML, new TableSheetWriter(samples.get(), collections).write()));
        return Collections.unmodifiableMap(files);
    }

    /** The files of a table with a stream, written after its other files. */
    static final List<TableFile> STREAM_FILES = List.of(
            (table, collections, samples) -> GeneratedFile.java(table.model().stream().orElseThrow().changes(),
                    new ChangesWriter(table.model(), table.entities()).write()));

    /** Each item collection's files, written after every table's. */
    static final List<CollectionFile> COLLECTION_FILES = List.of(
            collection -> GeneratedFile.java(collection.generated(), new CollectionWriter(collection).write()),
            collection -> GeneratedFile.java(collection.asyncGenerated(), new AsyncCollectionWriter(collection).write()));

    private final Output output;
    private final Reporter reporter;
    private final RepositoryIndexWriter index;
    /** Each table's files: its class, the design artifacts switched on. */
    private final List<TableFile> tableFiles;

    /**
     * A pass writing through {@code output}, adding each repository and collection it writes to
     * {@code index}; of the design artifacts, those {@code design} switches on (the others are not made).
     */
    public WriterPass(Output output, Reporter reporter, RepositoryIndexWriter index, DesignOptions design) {
        this.output = output;
        this.reporter = reporter;
        this.index = index;
        List<TableFile> files = new ArrayList<>(TABLE_FILES);
        DESIGN_FILES.forEach((artifact, file) -> {
            if (design.writes(artifact)) {
                files.add(file);
            }
        });
        this.tableFiles = List.copyOf(files);
    }

    /**
     * Writes every file of the design. The writers and JavaPoet's rendering ask the compiler nothing,
     * so they run for all parts at once on the common pool; the compiler is asked (names to qualify,
     * originating elements) before, and the {@code Filer} written after, on the compiler's thread,
     * in the parts' order.
     */
    public void write(Design design) {
        List<Part> parts = new ArrayList<>();
        for (TableDesign table : design.tables()) {
            for (EntityModel entity : table.written()) {
                String owner = owner(entity);
                parts.add(new Part(entity, null, null, owner, List.of(owner), entity.type().packageName(), entityFiles(entity),
                        writer -> ((EntityFile) writer).write(entity, table.model())));
            }
            List<String> origins = table.entities().stream().map(WriterPass::owner).toList();
            Supplier<SampleData> samples = new Supplier<>() {
                private SampleData made;

                @Override
                public synchronized SampleData get() {
                    if (made == null) {
                        made = new SampleData(table.model(), table.entities());
                    }
                    return made;
                }
            };
            List<TableFile> files = new ArrayList<>(tableFiles);
            if (table.model().stream().isPresent()) {
                files.addAll(STREAM_FILES); // the typed change, beside the table class
            }
            parts.add(new Part(null, table, null, origins.get(0), origins, table.model().type().packageName(), files,
                    writer -> ((TableFile) writer).write(table, design.collections(), samples)));
        }
        for (CollectionModel collection : design.collections()) {
            String owner = collection.type().canonicalName();
            parts.add(new Part(null, null, collection, owner, List.of(owner), collection.generated().packageName(),
                    COLLECTION_FILES, writer -> ((CollectionFile) writer).write(collection)));
        }
        List<Output.Origins> origins = parts.stream().map(part -> output.prepare(part.packageName(), part.origins())).toList();
        List<Made> made = java.util.stream.IntStream.range(0, parts.size()).parallel()
                .mapToObj(i -> parts.get(i).make(output, origins.get(i))).toList();
        for (Made part : made) {
            write(part);
        }
    }

    /** Writes one part's files in order, unless the part is not to be written; a failure is the part's internal error. */
    private void write(Made made) {
        Part part = made.part();
        if (part.table() != null && part.table().written().stream().allMatch(entity -> reporter.failed(owner(entity)))) {
            return; // the table's class name is taken, or nothing would use it
        }
        if (part.collection() != null && part.collection().entities().stream().anyMatch(entity -> reporter.failed(owner(entity)))) {
            return; // an entity's own classes could not be written
        }
        try {
            for (Output.Rendered file : made.files()) {
                output.write(file);
            }
        } catch (IOException | RuntimeException e) {
            reporter.internalError(part.blamed(), e);
            return;
        }
        if (made.failure() != null) {
            reporter.internalError(part.blamed(), made.failure());
            return;
        }
        if (reporter.failed(part.blamed())) {
            return;
        }
        if (part.entity() != null) {
            index.add(part.entity());
        } else if (part.collection() != null) {
            index.add(part.collection());
        }
    }

    /** One entity's, table's or collection's files to make: its writers, in order, and who is blamed for a failure. */
    private record Part(EntityModel entity, TableDesign table, CollectionModel collection, String blamed,
                        List<String> origins, String packageName, List<?> writers,
                        Function<Object, GeneratedFile> run) {

        /** The files made and rendered, up to the first writer that throws (its exception kept). */
        Made make(Output output, Output.Origins origins) {
            List<Output.Rendered> files = new ArrayList<>();
            try {
                for (Object writer : writers) {
                    files.add(output.render(run.apply(writer), origins));
                }
            } catch (RuntimeException e) {
                return new Made(this, files, e);
            }
            return new Made(this, files, null);
        }
    }

    /** A part's rendered files, and the exception that stopped its writers, if one did. */
    private record Made(Part part, List<Output.Rendered> files, RuntimeException failure) {
    }

    private static String owner(EntityModel entity) {
        return entity.type().canonicalName();
    }
}
