package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.keyway.sample.SaasApplication;
import dev.keyway.sample.service.AuditFeed;
import dev.keyway.sample.service.Repositories;
import dev.keyway.spring.KeywayLocalDynamoDb;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.Primary;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The base of the end-to-end tests: the application on a real server on a free port (one Spring
 * context for every test class), on Keyway Local in the JVM (in memory), with a fresh table before each test
 * and a clock the tests move; helpers that send JSON with {@link HttpClient} and read the reply.
 */
@SpringBootTest(classes = SaasApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(ApiTest.TestClock.class)
@ExtendWith(OutputCaptureExtension.class)
abstract class ApiTest {

    /** The clock the services read, moved forward by tests. */
    @TestConfiguration(proxyBeanMethods = false)
    static class TestClock {
        @Bean
        @Primary
        MutableClock testClock() {
            return new MutableClock();
        }
    }

    static final HttpClient HTTP = HttpClient.newHttpClient();
    static final JsonMapper JSON = JsonMapper.builder().build();

    /** A reply: its status and JSON body (null for 204). */
    record Res(int status, JsonNode body) {

        JsonNode field(String name) {
            return body.get(name);
        }

        String text(String name) {
            return body.path(name).asText();
        }

        /** The {@code error} code of an error reply, after checking the status. */
        Res isError(int expectedStatus, String expectedCode) {
            assertEquals(expectedStatus, status, () -> "body: " + body);
            assertEquals(expectedCode, text("error"), () -> "body: " + body);
            assertEquals(true, body.path("message").isTextual(), () -> "body: " + body);
            return this;
        }

        Res is(int expectedStatus) {
            assertEquals(expectedStatus, status, () -> "body: " + body);
            return this;
        }
    }

    @LocalServerPort
    int port;

    @Autowired
    MutableClock clock;

    @Autowired
    Repositories db;

    @Autowired
    KeywayLocalDynamoDb local;

    @Autowired
    AuditFeed audit;

    /** A new table, and the audit log on its stream, as {@code serve} runs it. */
    @BeforeEach
    void freshTable() {
        audit.close();
        local.deleteAllTables();
        db.createTableIfMissing();
        audit.follow();
    }

    @AfterEach
    void noRequestFailed(CapturedOutput output) {
        assertEquals(false, output.getAll().contains("500 internal error"), () -> "a request failed with a 500:\n" + output);
    }

    String url() {
        return "http://127.0.0.1:" + port;
    }

    Res get(String path) {
        return send("GET", path, null, null);
    }

    Res get(String path, String authorization) {
        return send("GET", path, null, authorization);
    }

    Res post(String path, String json) {
        return send("POST", path, json, null);
    }

    Res put(String path, String json) {
        return send("PUT", path, json, null);
    }

    Res patch(String path, String json) {
        return send("PATCH", path, json, null);
    }

    Res delete(String path) {
        return send("DELETE", path, null, null);
    }

    private Res send(String method, String path, String json, String authorization) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url() + path))
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            HttpResponse<byte[]> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            JsonNode body = response.body().length == 0 ? null : JSON.readTree(response.body());
            return new Res(response.statusCode(), body);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Reads every page of a list endpoint with this page size; checks that each page holds at most that many items. */
    List<JsonNode> all(String path, int limit) {
        List<JsonNode> items = new ArrayList<>();
        String cursor = null;
        do {
            String separator = path.contains("?") ? "&" : "?";
            Res page = get(path + separator + "limit=" + limit + (cursor == null ? "" : "&cursor=" + encode(cursor))).is(200);
            page.field("items").forEach(items::add);
            assertEquals(true, page.field("items").size() <= limit);
            cursor = page.field("cursor").isNull() ? null : page.text("cursor");
        } while (cursor != null);
        return items;
    }

    static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8);
    }

    /** Creates a user and returns its id. */
    String user(String email, String name) {
        return post("/users", "{\"email\": \"" + email + "\", \"name\": \"" + name + "\"}").is(201).text("userId");
    }

    /** Creates an org owned by a new user and returns the org's id. */
    String org(String name, String ownerId) {
        return post("/orgs", "{\"name\": \"" + name + "\", \"ownerId\": \"" + ownerId + "\"}").is(201).text("orgId");
    }

    static List<String> texts(List<JsonNode> items, String field) {
        return items.stream().map(item -> item.path(field).asText()).toList();
    }
}
