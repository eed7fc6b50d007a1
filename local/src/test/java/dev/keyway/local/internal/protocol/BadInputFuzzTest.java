package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.keyway.local.KeywayLocal;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.HttpURLConnection;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Malformed requests, seeded, sent with raw HTTP to the loopback server of a real Keyway Local: broken JSON,
 * members of the wrong JSON kind, absurd nesting, bodies of megabytes, unknown or missing targets, binary
 * garbage. Each is answered with DynamoDB's error shape and a 4xx status; the server stays up; and nothing
 * stored changes (every request is built to be invalid, most of them writes).
 */
class BadInputFuzzTest {

    private static final long SEED = 20_261_128L;
    private static final int CASES = 160;
    private static final ObjectMapper JSON = new ObjectMapper();

    /** Valid requests (mostly writes) that the fuzzer breaks; each would change the table if it got through. */
    private static final Map<String, String> VALID = Map.of(
            "PutItem", "{\"TableName\":\"Fuzz\",\"Item\":{\"pk\":{\"S\":\"new\"},\"n\":{\"N\":\"5\"},"
                    + "\"l\":{\"L\":[{\"S\":\"x\"},{\"BOOL\":true}]}},\"ReturnValues\":\"ALL_OLD\"}",
            "UpdateItem", "{\"TableName\":\"Fuzz\",\"Key\":{\"pk\":{\"S\":\"k1\"}},\"UpdateExpression\":\"SET #v = :v\","
                    + "\"ExpressionAttributeNames\":{\"#v\":\"v\"},\"ExpressionAttributeValues\":{\":v\":{\"N\":\"9\"}}}",
            "DeleteItem", "{\"TableName\":\"Fuzz\",\"Key\":{\"pk\":{\"S\":\"k2\"}},\"ConditionExpression\":\"attribute_exists(pk)\"}",
            "BatchWriteItem", "{\"RequestItems\":{\"Fuzz\":[{\"PutRequest\":{\"Item\":{\"pk\":{\"S\":\"b\"}}}},"
                    + "{\"DeleteRequest\":{\"Key\":{\"pk\":{\"S\":\"k3\"}}}}]}}",
            "TransactWriteItems", "{\"TransactItems\":[{\"Put\":{\"TableName\":\"Fuzz\",\"Item\":{\"pk\":{\"S\":\"t\"}}}},"
                    + "{\"Delete\":{\"TableName\":\"Fuzz\",\"Key\":{\"pk\":{\"S\":\"k4\"}}}}]}",
            "DeleteTable", "{\"TableName\":\"Fuzz\"}",
            "UpdateTable", "{\"TableName\":\"Fuzz\",\"BillingMode\":\"PROVISIONED\","
                    + "\"ProvisionedThroughput\":{\"ReadCapacityUnits\":5,\"WriteCapacityUnits\":5}}",
            "Scan", "{\"TableName\":\"Fuzz\",\"Limit\":3,\"ConsistentRead\":true}");

    private KeywayLocal local;
    private URI endpoint;
    private DynamoDbClient client;

    @BeforeEach
    void start() {
        local = KeywayLocal.inMemory();
        endpoint = local.startServer();
        client = local.client();
        client.createTable(b -> b.tableName("Fuzz").billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(AttributeDefinition.builder().attributeName("pk")
                        .attributeType(ScalarAttributeType.S).build())
                .keySchema(KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build()));
        for (int i = 0; i < 6; i++) {
            String pk = "k" + i;
            client.putItem(b -> b.tableName("Fuzz").item(Map.of("pk", AttributeValue.fromS(pk),
                    "v", AttributeValue.fromN("1"))));
        }
    }

    @AfterEach
    void stop() {
        local.close();
    }

    private List<Map<String, AttributeValue>> items() {
        return client.scan(b -> b.tableName("Fuzz").consistentRead(true)).items().stream()
                .sorted((a, b) -> a.get("pk").s().compareTo(b.get("pk").s())).toList();
    }

    /** One malformed request: its target, content type and body, and what kind of breakage it is. */
    private record BadRequest(String kind, String target, String contentType, byte[] body) {
        @Override
        public String toString() {
            String shown = new String(body, 0, Math.min(body.length, 160), StandardCharsets.ISO_8859_1);
            return kind + " " + target + " " + contentType + " (" + body.length + " bytes) " + shown;
        }
    }

    @Test
    @DisplayName("malformed requests get DynamoDB's error shape and a 4xx; the server stays up; nothing changes")
    void fuzz() throws IOException {
        List<Map<String, AttributeValue>> before = items();
        SplittableRandom random = new SplittableRandom(SEED);
        List<String> operations = new ArrayList<>(VALID.keySet());
        operations.sort(null);
        for (int i = 0; i < CASES; i++) {
            String operation = operations.get(random.nextInt(operations.size()));
            BadRequest bad = generate(random, operation);
            Answer answer = send(bad);
            if (Boolean.getBoolean("fuzz.trace")) {
                System.out.println(i + " " + answer.status + " " + bad.toString().substring(0, Math.min(120, bad.toString().length())));
            }
            assertTrue(answer.status >= 400 && answer.status < 500, () -> answer.status + " for " + bad + ": " + answer.body);
            JsonNode error = JSON.readTree(answer.body);
            assertTrue(error.path("__type").asText().contains("#"), () -> "error shape for " + bad + ": " + answer.body);
            assertTrue(error.has("message") || error.has("Message"), () -> "message for " + bad + ": " + answer.body);
        }
        rawCases();
        assertEquals(before, items(), "nothing stored changed");
        assertEquals(200, send(new BadRequest("valid", "DynamoDB_20120810.Scan", ProtocolResponse.JSON_1_0,
                VALID.get("Scan").getBytes(StandardCharsets.UTF_8))).status, "the server still answers");
    }

    private BadRequest generate(SplittableRandom random, String operation) {
        String target = "DynamoDB_20120810." + operation;
        byte[] valid = VALID.get(operation).getBytes(StandardCharsets.UTF_8);
        String json = ProtocolResponse.JSON_1_0;
        switch (random.nextInt(10)) {
            case 0: { // truncated: always unbalanced
                return new BadRequest("truncated", target, json, Arrays.copyOf(valid, random.nextInt(valid.length - 1) + 1));
            }
            case 1: { // a control character or invalid UTF-8 byte inserted anywhere
                byte[] broken = new byte[valid.length + 1];
                int at = random.nextInt(valid.length + 1);
                System.arraycopy(valid, 0, broken, 0, at);
                broken[at] = random.nextBoolean() ? (byte) 0x01 : (byte) 0xff;
                System.arraycopy(valid, at, broken, at + 1, valid.length - at);
                return new BadRequest("inserted byte", target, json, broken);
            }
            case 2:
                return new BadRequest("wrong kind", target, json, wrongKind(random, valid));
            case 3: { // nested far beyond any limit
                int depth = 300 + random.nextInt(5000);
                String open = random.nextBoolean() ? "[" : "{\"a\":";
                String close = open.equals("[") ? "]" : "}";
                String body = "{\"TableName\":\"Fuzz\",\"Item\":" + open.repeat(depth) + "1" + close.repeat(depth) + "}";
                return new BadRequest("deep", target, json, body.getBytes(StandardCharsets.UTF_8));
            }
            case 4: { // megabytes: a huge string where an item is due, or an item over 400 KB
                int size = (1 + random.nextInt(3)) * 1024 * 1024;
                String big = "x".repeat(size);
                String body = random.nextBoolean()
                        ? "{\"TableName\":\"Fuzz\",\"Item\":\"" + big + "\"}"
                        : "{\"TableName\":\"Fuzz\",\"Item\":{\"pk\":{\"S\":\"big\"},\"v\":{\"S\":\"" + big + "\"}}}";
                return new BadRequest("huge", "DynamoDB_20120810.PutItem", json, body.getBytes(StandardCharsets.UTF_8));
            }
            case 5: { // unknown targets
                String[] targets = {"DynamoDB_20120810.Frobnicate", "DynamoDB_20120810.", "DynamoDB_20120810",
                    "dynamodb_20120810." + operation, "DynamoDB_20111205." + operation, "Kinesis_20131202.PutRecord",
                    "DynamoDBStreams_20120810." + operation, "DynamoDB_20120810." + operation.toLowerCase(), ""};
                return new BadRequest("unknown target", targets[random.nextInt(targets.length)], json, valid);
            }
            case 6:
                return new BadRequest("no target", null, json, valid);
            case 7: { // binary garbage as the body
                byte[] garbage = new byte[1 + random.nextInt(4096)];
                random.nextBytes(garbage);
                garbage[0] = (byte) (0x80 | garbage[0]); // never a valid start of JSON
                return new BadRequest("garbage", target, json, garbage);
            }
            case 8: { // valid JSON, attribute values nested beyond DynamoDB's 32 levels: the engine's refusal
                int levels = 33 + random.nextInt(40);
                String value = "{\"M\":{\"a\":".repeat(levels) + "{\"S\":\"leaf\"}" + "}}".repeat(levels);
                String body = "{\"TableName\":\"Fuzz\",\"Item\":{\"pk\":{\"S\":\"deep\"},\"v\":" + value + "}}";
                return new BadRequest("32 levels", "DynamoDB_20120810.PutItem", json, body.getBytes(StandardCharsets.UTF_8));
            }
            default: { // another protocol's content type
                String[] types = {"application/x-amz-json-1.1", "text/plain", "application/xml", "application/cbor",
                    "application/x-www-form-urlencoded"};
                return new BadRequest("content type", target, types[random.nextInt(types.length)], valid);
            }
        }
    }

    /** The valid body with one known member replaced by a value of another JSON kind. */
    private static byte[] wrongKind(SplittableRandom random, byte[] valid) {
        try {
            ObjectNode root = (ObjectNode) JSON.readTree(valid);
            List<ObjectNode> parents = new ArrayList<>();
            List<String> names = new ArrayList<>();
            collect(root, parents, names);
            int pick = random.nextInt(names.size());
            ObjectNode parent = parents.get(pick);
            JsonNode old = parent.get(names.get(pick));
            JsonNode replacement;
            int choice = random.nextInt(4);
            if (old.isTextual()) {
                replacement = choice == 0 ? JSON.getNodeFactory().numberNode(5) : choice == 1
                        ? JSON.getNodeFactory().booleanNode(true) : choice == 2
                        ? JSON.createObjectNode().put("S", "x") : JSON.createArrayNode().add("x");
            } else if (old.isObject()) {
                replacement = choice == 0 ? JSON.getNodeFactory().numberNode(5) : choice == 1
                        ? JSON.getNodeFactory().textNode("x") : JSON.createArrayNode().add(1);
            } else if (old.isArray()) {
                replacement = choice == 0 ? JSON.getNodeFactory().numberNode(5) : choice == 1
                        ? JSON.getNodeFactory().textNode("x") : JSON.createObjectNode().put("a", 1);
            } else if (old.isBoolean()) {
                replacement = choice % 2 == 0 ? JSON.getNodeFactory().textNode("true") : JSON.getNodeFactory().numberNode(1);
            } else {
                replacement = choice % 2 == 0 ? JSON.getNodeFactory().textNode("5") : JSON.createObjectNode();
            }
            parent.set(names.get(pick), replacement);
            return JSON.writeValueAsBytes(root);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Every member of every object in the tree, except names inside maps of the caller's own data. */
    private static void collect(JsonNode node, List<ObjectNode> parents, List<String> names) {
        if (node instanceof ObjectNode object) {
            for (Map.Entry<String, JsonNode> member : object.properties()) {
                if (!member.getKey().equals("ExpressionAttributeNames")) { // its values are strings of any name
                    parents.add(object);
                    names.add(member.getKey());
                }
                collect(member.getValue(), parents, names);
            }
        } else if (node.isArray()) {
            node.forEach(element -> collect(element, parents, names));
        }
    }

    private record Answer(int status, String body) {
    }

    private Answer send(BadRequest bad) throws IOException {
        HttpURLConnection http = (HttpURLConnection) endpoint.toURL().openConnection();
        http.setRequestMethod("POST");
        http.setDoOutput(true);
        http.setConnectTimeout(10_000);
        http.setReadTimeout(60_000);
        http.setFixedLengthStreamingMode(bad.body().length);
        if (bad.contentType() != null) {
            http.setRequestProperty("Content-Type", bad.contentType());
        }
        if (bad.target() != null) {
            http.setRequestProperty("X-Amz-Target", bad.target());
        }
        try (OutputStream out = http.getOutputStream()) {
            out.write(bad.body());
        }
        int status = http.getResponseCode();
        InputStream in = status >= 400 ? http.getErrorStream() : http.getInputStream();
        String body = in == null ? "" : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        return new Answer(status, body);
    }

    /** Requests no HTTP client library sends: a body declared over 16 MB, a broken request line, a cut body. */
    private void rawCases() throws IOException {
        String declaredHuge = LoopbackServerTest.raw(endpoint.getPort(), LoopbackServerTest.request(
                "DynamoDB_20120810.PutItem", Integer.toString(20 * 1024 * 1024), "{\"TableName\":\"Fuzz\""), false);
        assertTrue(declaredHuge.startsWith("HTTP/1.1 413"), declaredHuge);
        SplittableRandom random = new SplittableRandom(SEED + 1);
        for (int i = 0; i < 5; i++) {
            byte[] garbage = new byte[64 + random.nextInt(512)];
            random.nextBytes(garbage);
            String answer = LoopbackServerTest.raw(endpoint.getPort(), garbage, true);
            assertTrue(answer.isEmpty() || answer.startsWith("HTTP/1.1 4"), answer);
        }
        String cut = LoopbackServerTest.raw(endpoint.getPort(), LoopbackServerTest.request(
                "DynamoDB_20120810.PutItem", "500", VALID.get("PutItem")), true);
        assertTrue(cut.isEmpty() || cut.startsWith("HTTP/1.1 400"), cut);
        try (Socket gone = new Socket(java.net.InetAddress.getLoopbackAddress(), endpoint.getPort())) {
            gone.getOutputStream().write(LoopbackServerTest.request("DynamoDB_20120810.PutItem", "500", "{\"Ta"));
        }
    }
}
