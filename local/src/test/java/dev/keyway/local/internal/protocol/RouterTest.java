package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.keyway.local.internal.fault.FaultPlan;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.zip.CRC32;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The router answering raw requests: the protocol's checks and error shapes. */
class RouterTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final FakeTables fake = new FakeTables();
    private final Router router = fake.router(new FaultPlan(1));

    private ProtocolResponse post(String target, String body) {
        return router.handle(new ProtocolRequest("POST", "/", target, "application/x-amz-json-1.0",
                body.getBytes(StandardCharsets.UTF_8)));
    }

    private static JsonNode json(ProtocolResponse response) throws IOException {
        return JSON.readTree(response.body());
    }

    private static void assertError(ProtocolResponse response, int status, String qualifiedType) throws IOException {
        assertEquals(status, response.status(), () -> new String(response.body(), StandardCharsets.UTF_8));
        assertEquals(qualifiedType, json(response).get("__type").asText());
        JsonNode message = json(response).has("message") ? json(response).get("message") : json(response).get("Message");
        assertTrue(message != null && message.isTextual(), "a message");
        assertEquals(ProtocolResponse.JSON_1_0, response.contentType());
    }

    @Test
    @DisplayName("a good request answers 200 with JSON, x-amzn-RequestId and x-amz-crc32 of the body")
    void goodRequest() throws IOException {
        ProtocolResponse put = post("DynamoDB_20120810.PutItem", "{\"TableName\":\"T\",\"Item\":{\"pk\":{\"S\":\"a\"}}}");
        assertEquals(200, put.status());
        assertEquals("{}", new String(put.body(), StandardCharsets.UTF_8));
        CRC32 crc = new CRC32();
        crc.update(put.body());
        assertEquals(Long.toString(crc.getValue()), put.headers().get("x-amz-crc32"));
        assertTrue(put.headers().get("x-amzn-RequestId").matches("[A-Z0-9]{52}"));
        ProtocolResponse get = post("DynamoDB_20120810.GetItem", "{\"TableName\":\"T\",\"Key\":{\"pk\":{\"S\":\"a\"}}}");
        assertEquals("a", json(get).at("/Item/pk/S").asText());
    }

    @Test
    @DisplayName("unknown members are ignored, as the service ignores them")
    void unknownMembersIgnored() {
        ProtocolResponse put = post("DynamoDB_20120810.PutItem",
                "{\"TableName\":\"T\",\"Bogus\":{\"x\":[1,2]},\"Item\":{\"pk\":{\"S\":\"a\",\"Extra\":1}}}");
        assertEquals(200, put.status());
        assertEquals(Map.of("pk", AttributeValue.fromS("a")), fake.tables.get("T").get("a"));
    }

    @Test
    @DisplayName("a missing or unknown X-Amz-Target is UnknownOperationException")
    void unknownTarget() throws IOException {
        assertError(post(null, "{}"), 400, "com.amazon.coral.service#UnknownOperationException");
        assertError(post("DynamoDB_20120810.Frobnicate", "{}"), 400, "com.amazon.coral.service#UnknownOperationException");
        assertError(post("DynamoDB_20120810.GetRecords", "{}"), 400, "com.amazon.coral.service#UnknownOperationException");
        assertError(post("DynamoDBStreams_20120810.PutItem", "{}"), 400, "com.amazon.coral.service#UnknownOperationException");
    }

    @Test
    @DisplayName("an operation Keyway Local does not emulate names itself in the refusal")
    void unsupported() throws IOException {
        ProtocolResponse refused = post("DynamoDB_20120810.CreateBackup", "{}");
        assertError(refused, 400, "com.amazon.coral.service#UnknownOperationException");
        assertTrue(json(refused).get("Message").asText().contains("CreateBackup"));
    }

    @Test
    @DisplayName("another content type is answered 404, as DynamoDB answers application/x-amz-json-1.1")
    void wrongContentType() throws IOException {
        for (String type : new String[] {"application/x-amz-json-1.1", "text/plain", null}) {
            ProtocolResponse answer = router.handle(new ProtocolRequest("POST", "/", "DynamoDB_20120810.ListTables",
                    type, "{}".getBytes(StandardCharsets.UTF_8)));
            assertError(answer, 404, "com.amazon.coral.service#UnknownOperationException");
        }
        ProtocolResponse json = router.handle(new ProtocolRequest("POST", "/", "DynamoDB_20120810.Scan",
                "application/json; charset=utf-8", "{\"TableName\":\"T\"}".getBytes(StandardCharsets.UTF_8)));
        assertEquals(200, json.status());
    }

    @Test
    @DisplayName("GET / is DynamoDB's health line; other methods are refused")
    void methods() throws IOException {
        ProtocolResponse health = router.handle(new ProtocolRequest("GET", "/", null, null, null));
        assertEquals(200, health.status());
        assertTrue(new String(health.body(), StandardCharsets.UTF_8).startsWith("healthy: "));
        assertError(router.handle(new ProtocolRequest("PUT", "/", "DynamoDB_20120810.ListTables",
                ProtocolResponse.JSON_1_0, new byte[0])), 404, "com.amazon.coral.service#UnknownOperationException");
    }

    @Test
    @DisplayName("broken JSON and JSON of the wrong shape are SerializationException (HTTP 400)")
    void serializationErrors() throws IOException {
        String[] bodies = {
            "{", "{\"TableName\":}", "[]", "\"x\"", "12", "{} {}", "{}x", "{\"TableName\":\"T\",}", "nul",
            "{\"TableName\":{\"S\":\"x\"}}", "{\"TableName\":5}", "{\"TableName\":true}", "{\"TableName\":[\"T\"]}",
            "{\"TableName\":\"T\",\"Limit\":\"5\"}", "{\"TableName\":\"T\",\"Limit\":1.5}",
            "{\"TableName\":\"T\",\"Limit\":99999999999999999999}", "{\"TableName\":\"T\",\"ConsistentRead\":\"true\"}",
            "{\"TableName\":\"T\",\"ExclusiveStartKey\":[]}", "{\"TableName\":\"T\",\"ExclusiveStartKey\":{\"pk\":\"a\"}}",
            "{\"TableName\":\"T\",\"ExclusiveStartKey\":{\"pk\":{\"B\":\"abc\"}}}",
            "{\"TableName\":\"T\",\"ExclusiveStartKey\":{\"pk\":{\"B\":\"ab!d\"}}}",
            "{\"TableName\":\"T\",\"AttributesToGet\":[null]}", "{'TableName':'T'}", "{\"TableName\":NaN}",
        };
        for (String body : bodies) {
            ProtocolResponse answer = post("DynamoDB_20120810.Scan", body);
            assertEquals(400, answer.status(), body);
            assertEquals("com.amazon.coral.service#SerializationException", json(answer).get("__type").asText(), body);
        }
        ProtocolResponse invalidUtf8 = router.handle(new ProtocolRequest("POST", "/", "DynamoDB_20120810.Scan",
                ProtocolResponse.JSON_1_0, new byte[] {'{', '"', (byte) 0xc3, (byte) 0x28, '"', ':', '1', '}'}));
        assertError(invalidUtf8, 400, "com.amazon.coral.service#SerializationException");
    }

    @Test
    @DisplayName("null members read as absent; an empty body reads as {}")
    void nullsAndEmpty() {
        assertEquals(200, post("DynamoDB_20120810.Scan", "{\"TableName\":\"T\",\"Limit\":null}").status());
        ProtocolResponse empty = router.handle(new ProtocolRequest("POST", "/", "DynamoDB_20120810.DescribeLimits",
                ProtocolResponse.JSON_1_0, new byte[0]));
        assertEquals(500, empty.status()); // reached the (failing) stand-in engine: the body was accepted
    }

    @Test
    @DisplayName("absurd nesting is refused before the engine; DynamoDB's 32 levels of attribute values pass through")
    void nesting() throws IOException {
        assertError(post("DynamoDB_20120810.PutItem", "{\"X\":" + "[".repeat(5000) + "]".repeat(5000) + "}"),
                400, "com.amazon.coral.service#SerializationException");
        StringBuilder value = new StringBuilder("{\"S\":\"leaf\"}");
        for (int i = 0; i < 33; i++) {
            value.insert(0, "{\"M\":{\"a\":").append("}}");
        }
        ProtocolResponse deep = post("DynamoDB_20120810.PutItem",
                "{\"TableName\":\"T\",\"Item\":{\"pk\":{\"S\":\"d\"},\"v\":" + value + "}}");
        assertEquals(200, deep.status()); // the stand-in engine takes it; the real engine applies the 32-level rule
    }

    @Test
    @DisplayName("a body over 16 MB is refused with 413 (API Reference, BatchWriteItem: total request size 16 MB)")
    void tooLarge() throws IOException {
        byte[] body = new byte[Router.MAX_BODY_BYTES + 1];
        java.util.Arrays.fill(body, (byte) ' ');
        ProtocolResponse answer = router.handle(new ProtocolRequest("POST", "/", "DynamoDB_20120810.Scan",
                ProtocolResponse.JSON_1_0, body));
        assertError(answer, 413, "com.amazon.coral.service#RequestEntityTooLargeException");
    }

    @Test
    @DisplayName("an engine failure is a 500 InternalServerError with a short message")
    void internalError() throws IOException {
        ProtocolResponse answer = post("DynamoDB_20120810.DescribeLimits", "{}");
        assertError(answer, 500, "com.amazonaws.dynamodb.v20120810#InternalServerError");
        assertEquals("Internal server error", json(answer).get("message").asText());
    }
}
