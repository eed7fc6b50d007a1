package dev.keyway.it.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.processor.generated.TableSheetCheck;
import dev.keyway.processor.generated.WorkbenchModelShape;
import dev.keyway.runtime.schema.ItemSchema;
import dev.keyway.runtime.schema.TableDefinition;
import dev.keyway.testing.KeywayLocalExtension;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The sample items of every integration-test table, as its design artifacts show them: the
 * Workbench model has the structure of AWS's published models, the HTML sheet passes its
 * structure check with every entity, index and access pattern of the Markdown sheet; and, put
 * into Keyway Local, the items are what each access pattern's and item collection's generated
 * query returns when called as the page's example calls it: exactly the rows the page marks.
 */
class DesignSamplesTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.inProcess();

    @ParameterizedTest
    @ValueSource(strings = {"bank.BankTable", "catalog.CatalogTable", "shop.ShopTable", "types.TypesTable",
            "unique.ClubTable", "writes.WritesTable",
            "comments.ProductCommentsTable", "leases.LeasesTable", "commentviews.CommentViewsTable",
            "formats.FormatsTable", "legacy.BillingTable"})
    void theMarkedRowsAreWhatTheGeneratedQueriesReturn(String tableClass, DynamoDbClient client) throws Exception {
        String base = "/dev/keyway/it/" + tableClass.replace('.', '/');
        String model = DesignArtifactsTest.resource(base + ".workbench.json");
        String markdown = DesignArtifactsTest.resource(base + ".md");
        WorkbenchModelShape.assertImportable(model);
        Set<String> types = new LinkedHashSet<>();
        DesignArtifactsTest.rows(markdown, "## Entities").forEach(row -> types.add(DesignArtifactsTest.unquote(row[0])));
        Set<String> indexes = new LinkedHashSet<>();
        if (markdown.contains("## Indexes\n")) {
            DesignArtifactsTest.rows(markdown, "## Indexes").forEach(row -> indexes.add(DesignArtifactsTest.unquote(row[0])));
        }
        Set<String> patterns = new LinkedHashSet<>();
        if (!markdown.contains("## Access patterns\n\nNone declared.")) {
            for (String[] row : DesignArtifactsTest.rows(markdown, "## Access patterns")) {
                String signature = DesignArtifactsTest.unquote(row[1]);
                patterns.add(DesignArtifactsTest.unquote(row[0]) + "." + signature.substring(0, signature.indexOf('(')));
            }
        }
        List<TableSheetCheck.Query> queries = TableSheetCheck.check(DesignArtifactsTest.resource(base + ".html"), types,
                indexes, patterns);

        TableDefinition definition = (TableDefinition) Class.forName("dev.keyway.it." + tableClass)
                .getField("DEFINITION").get(null);
        definition.createIfMissing(client, definition.name());
        for (Map<String, Object> item : WorkbenchModelShape.items(model)) {
            client.putItem(request -> request.tableName(definition.name()).item(WorkbenchModelShape.attributeValues(item)));
        }
        String partitionKey = definition.partitionKeyAttribute();
        String sortKey = definition.sortKeyAttribute().orElse(null);
        int read = 0;
        for (TableSheetCheck.Query query : queries) {
            Set<String> marked = new TreeSet<>();
            query.rows().stream().filter(row -> row.mark().equals("read"))
                    .forEach(row -> marked.add(row.cells().get(partitionKey) + " / " + (sortKey == null ? "" : row.cells().get(sortKey))));
            Set<String> returned = new TreeSet<>();
            if (query.arguments().isEmpty() && takesArguments(query)) {
                // An entity without samples (a key converter's text is known at run time only): no example.
                assertEquals(Set.of(), marked, query.owner() + "." + query.method() + " marks rows without an example");
                continue;
            }
            for (Object record : run(client, query)) {
                Map<String, AttributeValue> key = schema(record).primaryKey(record);
                returned.add(key.get(partitionKey).s() + " / " + (sortKey == null ? "" : key.get(sortKey).s()));
            }
            assertEquals(marked, returned, query.owner() + "." + query.method() + query.arguments() + " returns the marked rows");
            read += returned.size();
        }
        assertEquals(patterns.isEmpty(), read == 0, "the access patterns read sample items");
    }

    /** Whether the query's method takes arguments: the partition-key components. */
    private static boolean takesArguments(TableSheetCheck.Query query) throws ReflectiveOperationException {
        String packageName = query.record().substring(0, query.record().lastIndexOf('.'));
        Class<?> owner = Class.forName(packageName + "." + query.owner());
        return Arrays.stream(owner.getMethods()).filter(method -> method.getName().equals(query.method()))
                .allMatch(method -> method.getParameterCount() > 0);
    }

    /** Calls the query as the page's example does and reads every page of it. */
    private static List<Object> run(DynamoDbClient client, TableSheetCheck.Query query) throws ReflectiveOperationException {
        String packageName = query.record().substring(0, query.record().lastIndexOf('.'));
        Class<?> owner = Class.forName(packageName + "." + query.owner());
        Object target = owner.getConstructor(DynamoDbClient.class).newInstance(client);
        List<String> values = new ArrayList<>(query.arguments().values());
        Method method = Arrays.stream(owner.getMethods())
                .filter(candidate -> candidate.getName().equals(query.method()) && candidate.getParameterCount() == values.size())
                .findFirst().orElseThrow(() -> new AssertionError(owner + " has no " + query.method()));
        Object[] arguments = new Object[values.size()];
        for (int i = 0; i < arguments.length; i++) {
            arguments[i] = parse(method.getParameterTypes()[i], values.get(i));
        }
        try {
            Object built = method.invoke(target, arguments);
            return ((Stream<?>) built.getClass().getMethod("stream").invoke(built)).collect(Collectors.toList());
        } catch (InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        }
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object parse(Class<?> type, String text) {
        if (type == String.class) {
            return text;
        }
        if (type.isEnum()) {
            return Enum.valueOf((Class<? extends Enum>) type, text);
        }
        if (type == int.class || type == Integer.class) {
            return Integer.parseInt(text);
        }
        if (type == long.class || type == Long.class) {
            return Long.parseLong(text);
        }
        if (type == short.class || type == Short.class) {
            return Short.parseShort(text);
        }
        if (type == byte.class || type == Byte.class) {
            return Byte.parseByte(text);
        }
        if (type == boolean.class || type == Boolean.class) {
            return Boolean.parseBoolean(text);
        }
        if (type == Instant.class) {
            return Instant.parse(text);
        }
        if (type == LocalDate.class) {
            return LocalDate.parse(text);
        }
        if (type == LocalDateTime.class) {
            return LocalDateTime.parse(text);
        }
        if (type == UUID.class) {
            return UUID.fromString(text);
        }
        if (type == BigDecimal.class) {
            return new BigDecimal(text);
        }
        if (type == BigInteger.class) {
            return new BigInteger(text);
        }
        throw new AssertionError("an argument of type " + type);
    }

    @SuppressWarnings("unchecked")
    private static ItemSchema<Object> schema(Object record) throws ReflectiveOperationException {
        return (ItemSchema<Object>) Class.forName(record.getClass().getName() + "Schema").getField("INSTANCE").get(null);
    }
}
