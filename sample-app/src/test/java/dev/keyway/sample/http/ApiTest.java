package dev.keyway.sample.http;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.keyway.sample.service.Ids;
import dev.keyway.sample.service.Repositories;
import dev.keyway.sample.service.Services;
import dev.keyway.testing.DynamoDbLocalExtension;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
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
import org.junit.jupiter.api.extension.RegisterExtension;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The base of the end-to-end tests: before each test a fresh table on DynamoDB Local and the
 * HTTP server on a free port; helpers that send JSON with {@link HttpClient} and read the reply.
 */
abstract class ApiTest {

    @RegisterExtension
    static final DynamoDbLocalExtension DYNAMO = DynamoDbLocalExtension.inProcess();

    private static final HttpClient HTTP = HttpClient.newHttpClient();

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

    final MutableClock clock = new MutableClock();
    final ByteArrayOutputStream log = new ByteArrayOutputStream();
    ApiServer server;
    Repositories db;

    @BeforeEach
    void startServer(DynamoDbClient client) throws IOException {
        db = Repositories.of(client, "Saas");
        db.createTableIfMissing();
        server = ApiServer.start(Services.of(db, Ids.random(), clock), 0, new PrintStream(log, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void stopServer() {
        server.close();
        assertEquals("", log.toString(StandardCharsets.UTF_8), "no request failed with a 500");
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
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(server.url() + path))
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(json));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            HttpResponse<byte[]> response = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofByteArray());
            JsonNode body = response.body().length == 0 ? null : Json.MAPPER.readTree(response.body());
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
