package dev.keyway.processor.fuzz;

import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.check;
import static dev.keyway.processor.fuzz.ProcessorFuzzOracle.invokeDeclared;

import dev.keyway.processor.fuzz.ProcessorFuzzDesign.Unit;
import dev.keyway.processor.fuzz.ProcessorFuzzEntity.AccessPattern;
import dev.keyway.processor.support.GeneratedClasses;
import dev.keyway.runtime.exception.ItemDecodeException;
import dev.keyway.runtime.key.Key;
import dev.keyway.runtime.key.KeyTemplate;
import dev.keyway.runtime.Query;
import dev.keyway.runtime.transaction.ReadTransaction;
import dev.keyway.runtime.transaction.TransactionRead;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * Issue #24 §2, the fuzz oracle's key mutation: a copy of a stored record's item written by hand
 * under a non-canonical but plausible form of its primary key (an extra zero, the key in other
 * case, another delimiter inside a value, a trailing delimiter), with the item under its own key
 * deleted, must never come back as a record that its own key does not find: every read (access
 * patterns, scan, item collections, batch get and read transaction by the stored key) either
 * refuses it ({@link ItemDecodeException}) or returns only records that {@code get} finds as they are.
 *
 * <p>Every mutated key is held to that on every read path: one whose text is not a key of its template
 * at all, and one whose text is the canonical key of other values than the item's attributes hold (a
 * raw string in other case), which the generated {@code fromItem} refuses by comparing the stored key
 * with the record's.
 * The formats of issue #24 §4 are mutated too ({@link ProcessorFuzzFormatMutants}): instants in other
 * precisions, with an offset or a lower-case {@code z}/{@code t}; padded numbers with a zero more or
 * less and with signs; hierarchical keys with doubled trailing delimiters; and an item of an
 * {@code @Entity(componentsFromKeys = true)} entity is written without its key components'
 * attributes, so that a read takes them from the mutated key.
 * {@code -Dkeyway.fuzz.keyMutations=all} writes every mutation of every record (the long run);
 * by default, the first record's first four common and first four format mutations per key attribute.
 */
final class ProcessorFuzzKeyMutations {

    private static final boolean ALL = "all".equals(System.getProperty("keyway.fuzz.keyMutations"));
    private static final int SHORT_RUN = 4;
    /** Of the format-aware mutants ({@link ProcessorFuzzFormatMutants}), how many a short run writes per key. */
    private static final int SHORT_RUN_FORMATS = 4;

    /** Mutated items written and read so far, all designs together. */
    static final AtomicLong WRITTEN = new AtomicLong();
    /** Of those, the ones held to the rule on every read path. */
    static final AtomicLong EVERY_PATH = new AtomicLong();
    /** Of those, items of {@code componentsFromKeys} entities written without their key components' attributes. */
    static final AtomicLong FROM_KEYS_ONLY = new AtomicLong();

    private final ProcessorFuzzOracle oracle;
    private final ProcessorFuzzOracle.Table table;

    private ProcessorFuzzKeyMutations(ProcessorFuzzOracle oracle, ProcessorFuzzOracle.Table table) {
        this.oracle = oracle;
        this.table = table;
    }

    /** Runs the mutation over every entity of the table; the table is as it was afterwards. */
    static void run(ProcessorFuzzOracle oracle, ProcessorFuzzOracle.Table table) {
        ProcessorFuzzKeyMutations mutations = new ProcessorFuzzKeyMutations(oracle, table);
        for (ProcessorFuzzOracleEntity entity : table.entities) {
            List<Object> records = new ArrayList<>(entity.current.values());
            for (Object record : ALL ? records : records.subList(0, Math.min(1, records.size()))) {
                mutations.mutate(entity, record);
            }
        }
    }

    private void mutate(ProcessorFuzzOracleEntity entity, Object record) {
        Map<String, AttributeValue> key = entity.schema.primaryKey(record);
        for (KeyTemplate template : entity.schema.keyTemplates()) {
            AttributeValue stored = key.get(template.attribute());
            if (template.index().isPresent() || stored == null || stored.s() == null) {
                continue;
            }
            List<String> mutants = mutants(stored.s(), template.delimiter());
            List<String> chosen = new ArrayList<>(ALL ? mutants : mutants.subList(0, Math.min(SHORT_RUN, mutants.size())));
            // Issue #24 §4's formats: instants in other forms, padded numbers with other zeros and signs.
            List<String> formats = ProcessorFuzzFormatMutants.of(stored.s(), template.delimiter());
            (ALL ? formats : formats.subList(0, Math.min(SHORT_RUN_FORMATS, formats.size()))).stream()
                    .filter(mutant -> !chosen.contains(mutant)).forEach(chosen::add);
            for (String mutant : chosen) {
                Map<String, AttributeValue> mutantKey = new HashMap<>(key);
                mutantKey.put(template.attribute(), AttributeValue.fromS(mutant));
                if (table.rawItem(mutantKey) != null) {
                    continue; // another record's key: writing there would replace it
                }
                exercise(entity, record, key, mutantKey, template.attribute() + "=" + mutant);
            }
        }
    }

    /**
     * Plausible forms other code writes a key in: extra zeros before a number, the key in upper and
     * in lower case, other delimiters inside the last value, a trailing delimiter.
     */
    static List<String> mutants(String text, char delimiter) {
        Set<String> out = new LinkedHashSet<>();
        for (int i = 0; i < text.length(); i++) {
            if (Character.isDigit(text.charAt(i)) && (i == 0 || !Character.isDigit(text.charAt(i - 1)))) {
                out.add(text.substring(0, i) + '0' + text.substring(i));
                break;
            }
        }
        out.add(text + delimiter);
        out.add(text.toUpperCase(Locale.ROOT));
        out.add(text.toLowerCase(Locale.ROOT));
        for (char other : new char[] {delimiter, '#', '/', '|', ':', ' '}) {
            int at = Math.max(text.lastIndexOf(delimiter) + 1, text.length() - 1);
            out.add(text.substring(0, at) + other + text.substring(at));
        }
        out.add(text + '#');
        out.remove(text);
        out.removeIf(mutant -> mutant.isEmpty() || mutant.getBytes(StandardCharsets.UTF_8).length > 1024);
        return new ArrayList<>(out);
    }

    private void exercise(ProcessorFuzzOracleEntity entity, Object record, Map<String, AttributeValue> key,
                          Map<String, AttributeValue> mutantKey, String what) {
        Map<String, AttributeValue> original = table.rawItem(key);
        Map<String, AttributeValue> copy = new HashMap<>(original);
        if (ProcessorFuzzAdoptionChecks.componentsFromKeys(entity)) {
            // Issue #24 §4: the components only in the mutated key, so that the read takes them from it.
            copy = ProcessorFuzzAdoptionChecks.withoutKeyComponents(entity, copy);
            FROM_KEYS_ONLY.incrementAndGet();
        }
        copy.putAll(mutantKey);
        Map<String, AttributeValue> written = copy;
        oracle.step = "a copy of " + entity.describe(record) + " written by hand under " + what + ", its own key deleted";
        try {
            oracle.client.putItem(request -> request.tableName(table.name).item(written));
        } catch (DynamoDbException e) {
            return; // DynamoDB refuses the key (its size): no read can meet it
        }
        oracle.client.deleteItem(request -> request.tableName(table.name).key(key));
        WRITTEN.incrementAndGet();
        try {
            for (AccessPattern pattern : entity.model.patterns) {
                Object[] arguments = entity.keyArguments(record, pattern.key().partitionComponents());
                if (arguments != null) {
                    notMisread(entity, "access pattern " + pattern.name(),
                            () -> ((Query<?>) invokeDeclared(entity.repository, pattern.name(), arguments)).stream().toList());
                }
            }
            EVERY_PATH.incrementAndGet();
            notMisread(entity, "scan()", () -> entity.repository.scan().stream().toList());
            notMisread(entity, "getAll by the stored key", () -> entity.repository.getAll(List.of(Key.of(entity.schema, mutantKey))).items());
            notMisread(entity, "a read transaction by the stored key", () -> {
                ReadTransaction reads = ReadTransaction.on(oracle.client);
                TransactionRead<Object> read = reads.get(entity.repository, Key.of(entity.schema, mutantKey));
                reads.execute();
                return read.item().stream().toList();
            });
            for (Unit collection : oracle.design.allUnits()) {
                if (collection.ann("ItemCollection") != null && collection.permits.contains(entity.model.unit.name)
                        && table.collectionMembers(collection).size() == collection.permits.size()) {
                    notMisread(entity, "item collection " + collection.name, () -> collectionRead(entity, collection, record));
                }
            }
        } finally {
            oracle.client.deleteItem(request -> request.tableName(table.name).key(mutantKey));
            oracle.client.putItem(request -> request.tableName(table.name).item(original));
        }
    }

    private List<?> collectionRead(ProcessorFuzzOracleEntity entity, Unit collection, Object record) {
        String index = ProcessorFuzzEntity.literal(collection.ann("ItemCollection").get("index"));
        ProcessorFuzzEntity.Key key = index == null || index.isEmpty() ? entity.model.primary : entity.model.index(index);
        Object[] arguments = entity.keyArguments(record, key.partitionComponents());
        if (arguments == null) {
            return List.of();
        }
        String collectionPackage = oracle.design.packageOfUnit(oracle.variantPackage, collection);
        Object reader = GeneratedClasses.construct(oracle.load((collectionPackage.isEmpty() ? "" : collectionPackage + ".")
                + collection.name + "Collection"), oracle.client, table.name);
        return ((Query<?>) invokeDeclared(reader, "query", arguments)).stream().toList();
    }

    /** The read refuses the item, or each of the entity's records it returns is what {@code get} finds by its key. */
    private static void notMisread(ProcessorFuzzOracleEntity entity, String read, Supplier<List<?>> results) {
        List<?> records;
        try {
            records = results.get();
        } catch (ItemDecodeException refused) {
            return;
        }
        for (Object result : records) {
            if (!entity.type.isInstance(result)) {
                continue;
            }
            Optional<?> found = entity.get(result);
            check(found.isPresent() && ProcessorFuzzSameness.sameValue(found.get(), result), () -> read + " returned "
                    + ProcessorFuzzSameness.show(result) + ", which its own key does not find (get: " + found + ")");
        }
    }
}
