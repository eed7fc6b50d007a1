package dev.keyway.it.adopt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.it.adopt.electro.Employee;
import dev.keyway.it.adopt.electro.EmployeeRepository;
import dev.keyway.it.adopt.electro.Task;
import dev.keyway.it.adopt.electro.TaskAppTable;
import dev.keyway.it.adopt.electro.TaskRepository;
import dev.keyway.it.adopt.electro.TaskSchema;
import dev.keyway.it.adopt.electroplain.TaskAppPlainTable;
import dev.keyway.testing.KeywayLocalExtension;
import dev.keyway.it.adopt.electro.TaskAppChange;
import dev.keyway.runtime.stream.Change;
import dev.keyway.runtime.stream.ChangeEvent;
import dev.keyway.testing.TableStreams;
import dev.keyway.tools.KeywayTools;
import dev.keyway.tools.TableCheck;
import dev.keyway.tools.TableCheckReport;
import dev.keyway.tools.TableDifference;
import dev.keyway.tools.TableDifference.Kind;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/**
 * A table ElectroDB's "TaskApp" example filled (lower-case keys under {@code pk}/{@code sk}, {@code $service#name_value}
 * composites, the entity in {@code __edb_e__}, its version in {@code __edb_v__}), adopted as it is: README "Key
 * formats for existing tables", "Adopting a table that other code wrote" and "Checking a live table against the design".
 */
class ElectroDbTableAdoptionTest {

    @RegisterExtension
    static final KeywayLocalExtension DYNAMO = KeywayLocalExtension.onLoopback();   // the command line reaches it by its endpoint

    private static final String TABLE = "TaskApp";

    @BeforeEach
    void electroDbWroteTheTable(DynamoDbClient client) {
        if (client.listTables().tableNames().contains(TABLE)) {
            client.deleteTable(request -> request.tableName(TABLE));
        }
        client.createTable(request -> request.tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(string("pk"), string("sk"), string("gsi1pk"), string("gsi1sk"), string("gsi2pk"),
                        string("gsi2sk"))
                .keySchema(key("pk", KeyType.HASH), key("sk", KeyType.RANGE))
                .globalSecondaryIndexes(index("gsi1pk-gsi1sk-index", "gsi1pk", "gsi1sk"),
                        index("gsi2pk-gsi2sk-index", "gsi2pk", "gsi2sk")));
        put(client, "pk", "$taskapp#employee_jdoe", "sk", "$employee_1",
                "gsi1pk", "$taskapp#office_gw zoo", "gsi1sk", "$workplaces#employee_1#team_jupiter#employee_jdoe",
                "__edb_e__", "employee", "__edb_v__", "1",
                "employee", "JDoe", "firstName", "John", "lastName", "Doe", "office", "GW Zoo", "team", "Jupiter");
        putTask(client, "t-1", "Apollo", "JDoe", "open", 5, "wire the lander");
        putTask(client, "t-2", "Apollo", "JDoe", "open", 13, "fuel the rocket");
        putTask(client, "t-3", "Apollo", "JDoe", "closed", 2, "paint the flag");
        putTask(client, "t-4", "Gemini", "JDoe", "open", 8, "dock");
    }

    /**
     * The design reads the table's changes ({@code Employee}'s {@code stream = KEYS_ONLY}), which ElectroDB's table
     * does not record: the check says so, and the README's fix (UpdateTable) makes the table as designed.
     */
    @Test
    void theLiveTableIsAsDesignedOnceItsStreamIsOnAndReadsAsItIs(DynamoDbClient client) {
        TableCheckReport withoutStream = TableCheck.of(TaskAppTable.DEFINITION, TaskAppTable.schemas()).run(client, TABLE);
        assertEquals(1, withoutStream.differences().size(), withoutStream::toText);
        TableDifference stream = withoutStream.differences(Kind.TABLE_SETTING).get(0);
        assertEquals("stream: design KEYS_ONLY, live off", stream.detail());
        assertTrue(stream.fix().startsWith("UpdateTable with the design's StreamSpecification"), stream.fix());
        streamOn(client);
        TableCheckReport report = TableCheck.of(TaskAppTable.DEFINITION, TaskAppTable.schemas()).run(client, TABLE);
        assertTrue(report.clean(), report::toText);
        assertEquals(List.of(new TableCheckReport.EntityCount("employee", 1, 1), new TableCheckReport.EntityCount("task", 4, 4)),
                report.entities());

        EmployeeRepository employees = new EmployeeRepository(client);
        Employee jdoe = employees.get("JDoe").orElseThrow();
        assertEquals(new Employee("JDoe", "John", "Doe", "GW Zoo", "Jupiter"), jdoe, "the attribute keeps its case");
        assertEquals(jdoe, employees.get("jdoe").orElseThrow(), "a key by a differently-cased value finds the item");

        TaskRepository tasks = new TaskRepository(client);
        assertEquals(List.of("t-1", "t-2"), tasks.tasksOfProject("APOLLO").status().eq("Open").stream().map(Task::task).toList());
        assertEquals(List.of("t-2"), tasks.tasksOfProject("apollo").status().eq("open").points().gt(5).stream()
                .map(Task::task).toList());
        assertEquals(List.of("t-3", "t-1", "t-2"), tasks.tasksOfProject("apollo").status().beginsWith("").stream()
                .map(Task::task).toList());
        assertEquals("wire the lander", tasks.get("t-1", "apollo", "jdoe").orElseThrow().description());
    }

    /** Turns on the stream the design reads, as the README says of a table that exists ("turn its stream on"). */
    private static void streamOn(DynamoDbClient client) {
        client.updateTable(request -> request.tableName(TABLE).streamSpecification(stream -> stream.streamEnabled(true)
                .streamViewType(StreamViewType.KEYS_ONLY)));
    }

    @Test
    void theRepositoryWritesTheKeysElectroDbWrites(DynamoDbClient client) {
        streamOn(client);
        EmployeeRepository employees = new EmployeeRepository(client);
        employees.put(new Employee("MSmith", "Mary", "Smith", "GW Zoo", "Saturn"));
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName(TABLE)
                .key(Map.of("pk", s("$taskapp#employee_msmith"), "sk", s("$employee_1")))).item();
        assertEquals("$taskapp#office_gw zoo", item.get("gsi1pk").s());
        assertEquals("$workplaces#employee_1#team_saturn#employee_msmith", item.get("gsi1sk").s());
        assertEquals("employee", item.get("__edb_e__").s());
        assertEquals("MSmith", item.get("employee").s());

        TaskRepository tasks = new TaskRepository(client);
        Task moved = tasks.update("t-1", "Apollo", "JDoe").set(TaskSchema.STATUS, "Closed")
                .set(TaskSchema.POINTS, 5).execute();  // every component of the index key it rewrites
        assertEquals("Closed", moved.status());
        Map<String, AttributeValue> task = client.getItem(request -> request.tableName(TABLE)
                .key(Map.of("pk", s("$taskapp#task_t-1#project_apollo"), "sk", s("$task_1#employee_jdoe")))).item();
        assertEquals("$task_1#status_closed#points_005#task_t-1", task.get("gsi2sk").s(), "the update rewrote the index key");
        assertEquals(List.of("t-3", "t-1"), tasks.tasksOfProject("apollo").status().eq("closed").stream().map(Task::task).toList());

        tasks.delete("t-1", "apollo", "jdoe");
        assertEquals(List.of("t-3"), tasks.tasksOfProject("apollo").status().eq("closed").stream().map(Task::task).toList());
        assertTrue(TableCheck.of(TaskAppTable.DEFINITION, TaskAppTable.schemas()).run(client, TABLE).clean());
    }

    @Test
    void beforeTheTypeAttributeIsNamedTheCheckNamesIt(DynamoDbClient client) {
        TableCheckReport report = TableCheck.of(TaskAppPlainTable.DEFINITION, TaskAppPlainTable.schemas()).run(client, TABLE);
        TableDifference untyped = report.differences(Kind.MISSING_TYPE).get(0);
        assertEquals("employee", untyped.entity(), "the check names an entity by its type");
        assertEquals(1, untyped.count());
        assertTrue(untyped.fix().contains("typeAttribute = \"__edb_e__\", type = \"employee\""), report.toText());
    }

    private static void putTask(DynamoDbClient client, String task, String project, String employee, String status,
                                int points, String description) {
        String padded = String.format("%03d", points);
        Map<String, AttributeValue> item = new HashMap<>();
        String[] strings = {"pk", "$taskapp#task_" + task + "#project_" + project.toLowerCase(),
                "sk", "$task_1#employee_" + employee.toLowerCase(),
                "gsi2pk", "$taskapp#project_" + project.toLowerCase(),
                "gsi2sk", "$task_1#status_" + status + "#points_" + padded + "#task_" + task,
                "__edb_e__", "task", "__edb_v__", "1",
                "task", task, "project", project, "employee", employee, "status", status};
        for (int i = 0; i < strings.length; i += 2) {
            item.put(strings[i], s(strings[i + 1]));
        }
        item.put("points", AttributeValue.fromN(Integer.toString(points)));
        item.put("description", s(description));
        client.putItem(request -> request.tableName(TABLE).item(item));
    }

    private static void put(DynamoDbClient client, String... namesAndValues) {
        Map<String, AttributeValue> item = new HashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            item.put(namesAndValues[i], s(namesAndValues[i + 1]));
        }
        client.putItem(request -> request.tableName(TABLE).item(item));
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }

    private static AttributeDefinition string(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }

    private static GlobalSecondaryIndex index(String name, String partitionKey, String sortKey) {
        return GlobalSecondaryIndex.builder().indexName(name)
                .keySchema(key(partitionKey, KeyType.HASH), key(sortKey, KeyType.RANGE))
                .projection(p -> p.projectionType(ProjectionType.ALL)).build();
    }

    @Test
    void theCommandLineSaysTheSame(DynamoDbClient client) {
        streamOn(client);
        String endpoint = DYNAMO.database().endpoint().toString();
        java.io.StringWriter out = new java.io.StringWriter();
        int asDesigned = KeywayTools.run(new PrintWriter(out, true), new PrintWriter(new java.io.StringWriter(), true),
                "check", "--design", TaskAppTable.class.getName(), "--table", TABLE, "--endpoint", endpoint);
        assertEquals(0, asDesigned, out.toString());

        java.io.StringWriter plain = new java.io.StringWriter();
        int differs = KeywayTools.run(new PrintWriter(plain, true), new PrintWriter(new java.io.StringWriter(), true),
                "check", "--design", TaskAppPlainTable.class.getName(), "--table", TABLE, "--endpoint", endpoint,
                "--json");
        assertEquals(1, differs, plain.toString());
        assertTrue(plain.toString().contains("__edb_e__"), plain.toString());

        int missing = KeywayTools.run(new PrintWriter(new java.io.StringWriter(), true),
                new PrintWriter(new java.io.StringWriter(), true),
                "check", "--design", "dev.keyway.it.adopt.electro.NoSuchTable", "--endpoint", endpoint);
        assertEquals(2, missing);
    }

    @Test
    void aSampleReadsTheFirstItemsOnly(DynamoDbClient client) {
        streamOn(client);
        TableCheckReport report = TableCheck.of(TaskAppTable.DEFINITION, TaskAppTable.schemas()).sample(2).run(client, TABLE);
        assertEquals(2, report.itemsRead());
        assertEquals(false, report.wholeTable(), report.toText());
        assertTrue(report.clean(), report::toText);
    }

    @Test
    void anItemWrittenWithoutItsEntityIsAdoptedUnderTheTablesTypeAttribute(DynamoDbClient client) {
        put(client, "pk", "$taskapp#employee_ksmith", "sk", "$employee_1", "__edb_v__", "1",     // no __edb_e__, no gsi1
                "employee", "KSmith", "firstName", "Kim", "lastName", "Smith", "office", "Portland", "team", "Mercury");
        streamOn(client);
        TableCheck check = TableCheck.of(TaskAppTable.DEFINITION, TaskAppTable.schemas());
        TableCheckReport before = check.run(client, TABLE);
        TableDifference untyped = before.differences(Kind.MISSING_TYPE).get(0);
        assertEquals(1, untyped.count(), before.toText());
        assertTrue(untyped.fix().contains("backfill().adoptUntyped()"), before.toText());
        assertTrue(!untyped.fix().contains("typeAttribute = \"__edb_v__\""),
                "the table's type attribute is named already: " + untyped.fix());

        EmployeeRepository employees = new EmployeeRepository(client);
        dev.keyway.runtime.backfill.BackfillReport adopted = employees.backfill().adoptUntyped().run();
        assertEquals(1, adopted.adopted(), adopted.toString());
        assertEquals(2, adopted.scanned(), "jdoe, typed and right, and ksmith: " + adopted);
        assertEquals(1, adopted.unchanged(), adopted.toString());
        Map<String, AttributeValue> item = client.getItem(request -> request.tableName(TABLE)
                .key(Map.of("pk", s("$taskapp#employee_ksmith"), "sk", s("$employee_1")))).item();
        assertEquals("employee", item.get("__edb_e__").s());
        assertEquals("$taskapp#office_portland", item.get("gsi1pk").s());
        assertEquals("KSmith", employees.get("ksmith").orElseThrow().employee());
        assertTrue(check.run(client, TABLE).clean(), () -> check.run(client, TABLE).toText());
        assertEquals(0, new TaskRepository(client).backfill().run().changed(), "ElectroDB's keys are the design's");
    }

    @Test
    void aKeysOnlyStreamTurnedOnLaterTellsEachChangeByItsLowerCaseKeys(DynamoDbClient client, TableStreams streams) {
        client.updateTable(request -> request.tableName(TABLE).streamSpecification(stream -> stream.streamEnabled(true)
                .streamViewType(StreamViewType.KEYS_ONLY)));        // "a table that already exists is left as it is"
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        streams.follow(TaskAppChange.DECODER, change -> seen.add(change.accept(new TaskAppChange.Visitor<String>() {
            @Override
            public String onEmployee(Change<Employee> employee) {
                return "employee " + employee.kind() + " " + employee.keys().get("pk").s();
            }

            @Override
            public String onTask(Change<Task> task) {
                return "task " + task.kind() + " " + task.keys().get("sk").s();
            }

            @Override
            public String onGuardItem(ChangeEvent event) {
                return "guard";
            }

            @Override
            public String onUnrecognized(ChangeEvent event) {
                return "other " + event.keys().get("pk").s();
            }

            @Override
            public String onUndecodable(TaskAppChange.Undecodable undecodable) {
                throw undecodable.error();
            }
        })));
        new EmployeeRepository(client).put(new Employee("MSmith", "Mary", "Smith", "GW Zoo", "Saturn"));
        putTask(client, "t-9", "Apollo", "MSmith", "open", 1, "by hand, as ElectroDB");
        new TaskRepository(client).delete("t-9", "APOLLO", "msmith");
        put(client, "pk", "$taskapp#office_gw zoo", "sk", "$office_1", "__edb_e__", "office");   // an entity not declared
        streams.awaitCaughtUp();
        assertEquals(List.of("employee INSERT $taskapp#employee_msmith", "task INSERT $task_1#employee_msmith",
                "task REMOVE $task_1#employee_msmith", "other $taskapp#office_gw zoo"), seen);
    }
}
