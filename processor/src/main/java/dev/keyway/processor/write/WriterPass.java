package dev.keyway.processor.write;

import dev.keyway.processor.diagnostic.Reporter;
import dev.keyway.processor.model.CollectionModel;
import dev.keyway.processor.model.Design;
import dev.keyway.processor.model.EntityModel;
import dev.keyway.processor.model.TableDesign;
import dev.keyway.processor.model.TableModel;
import java.io.IOException;
import java.util.List;
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
            (entity, table) -> GeneratedFile.java(entity.generated().repository(), new RepositoryWriter(entity, table).write()));

    /** Each table's files, written after its entities'. */
    static final List<TableFile> TABLE_FILES = List.of(
            (table, collections, samples) -> GeneratedFile.java(table.model().type(), new TableWriter(table.model()).write()),
            (table, collections, samples) -> GeneratedFile.beside(table.model().type(), ".md",
                    new TableDesignWriter(table.model(), table.entities(), collections).write()),
            (table, collections, samples) -> GeneratedFile.beside(table.model().type(), ".cfn.json",
                    new CloudFormationWriter(table.model()).write()),
            (table, collections, samples) -> GeneratedFile.beside(table.model().type(), ".workbench.json",
                    new WorkbenchModelWriter(samples.get()).write()),
            (table, collections, samples) -> GeneratedFile.beside(table.model().type(), ".html",
                    new TableSheetWriter(samples.get(), collections).write()));

    /** Each item collection's files, written after every table's. */
    static final List<CollectionFile> COLLECTION_FILES = List.of(
            collection -> GeneratedFile.java(collection.generated(), new CollectionWriter(collection).write()));

    private final Output output;
    private final Reporter reporter;
    private final RepositoryIndexWriter index;

    /** A pass writing through {@code output}, adding each repository and collection it writes to {@code index}. */
    public WriterPass(Output output, Reporter reporter, RepositoryIndexWriter index) {
        this.output = output;
        this.reporter = reporter;
        this.index = index;
    }

    /** Writes every file of the design. */
    public void write(Design design) {
        for (TableDesign table : design.tables()) {
            for (EntityModel entity : table.written()) {
                String owner = owner(entity);
                write(owner, List.of(owner), ENTITY_FILES, writer -> writer.write(entity, table.model()));
                if (!reporter.failed(owner)) {
                    index.add(entity);
                }
            }
            if (table.written().stream().allMatch(entity -> reporter.failed(owner(entity)))) {
                continue; // the table's class name is taken, or nothing would use it
            }
            List<String> origins = table.entities().stream().map(WriterPass::owner).toList();
            Supplier<SampleData> samples = new Supplier<>() {
                private SampleData made;

                @Override
                public SampleData get() {
                    if (made == null) {
                        made = new SampleData(table.model(), table.entities());
                    }
                    return made;
                }
            };
            write(origins.get(0), origins, TABLE_FILES, writer -> writer.write(table, design.collections(), samples));
        }
        for (CollectionModel collection : design.collections()) {
            if (collection.entities().stream().anyMatch(entity -> reporter.failed(owner(entity)))) {
                continue; // an entity's own classes could not be written
            }
            String owner = collection.type().canonicalName();
            write(owner, List.of(owner), COLLECTION_FILES, writer -> writer.write(collection));
            if (!reporter.failed(owner)) {
                index.add(collection);
            }
        }
    }

    /** Runs the writers in order, each file written as soon as it is made; a failure is {@code blamed}'s internal error. */
    private <W> void write(String blamed, List<String> origins, List<W> writers, Function<W, GeneratedFile> run) {
        try {
            for (W writer : writers) {
                output.write(run.apply(writer), origins);
            }
        } catch (RuntimeException | IOException e) {
            reporter.internalError(blamed, e);
        }
    }

    private static String owner(EntityModel entity) {
        return entity.type().canonicalName();
    }
}
