package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.system.CapturedOutput;
import tools.jackson.databind.JsonNode;

/**
 * What an independent HTTP client sees of the app's edges: a client that drops its connection
 * mid-upload, URIs Tomcat refuses itself, duplicate JSON keys, and an {@code Accept} the API cannot satisfy. Every error answer is
 * in the documented shape (the README's sample, {@link #isDocumentedProblem}).
 */
class ClientViewApiTest extends ApiTest {

    private static final int PATIENCE_MILLIS = 15_000;

    @Test
    void aClientThatDropsItsConnectionMidUploadIsOneInfoLineNotA500(CapturedOutput output) throws Exception {
        int[] sizes = {10 * 1024, 1024 * 1024};
        for (int size : sizes) {
            try (Socket socket = new Socket("127.0.0.1", port)) {
                OutputStream out = socket.getOutputStream();
                out.write(("POST /users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                        + "Content-Length: " + size + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                byte[] half = new byte[size / 2];
                Arrays.fill(half, (byte) ' ');
                out.write(half);
                out.flush();
            }
        }
        long deadline = System.currentTimeMillis() + PATIENCE_MILLIS;
        while (count(output.getAll(), "client went away during POST /users") < sizes.length
                && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        String log = output.getAll();
        assertEquals(sizes.length, count(log, "client went away during POST /users"), log);
        assertTrue(log.lines().filter(line -> line.contains("client went away")).allMatch(line -> line.contains(" INFO ")), log);
        assertFalse(log.contains("500 internal error"), log);
        assertFalse(log.contains("\tat "), "no stack trace:\n" + log);
        assertFalse(log.contains(" ERROR "), log);
    }

    @Test
    void urisTomcatRefusesAreAnsweredInTheDocumentedShape() throws IOException {
        for (String target : new String[] {"/users/%ZZ", "/users/a%2Fb", "/users/%2F", "/orgs/%zz/members"}) {
            String reply = raw("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertEquals("400", reply.substring(9, 12), target + "\n" + reply);
            assertTrue(reply.contains("application/problem+json"), target + "\n" + reply);
            JsonNode body = JSON.readTree(body(reply));
            isDocumentedProblem(body, 400, "bad_request", target);
        }
    }

    @Test
    void duplicateKeysAreRefusedAsInvalidJson() {
        Res reply = post("/users", "{\"email\": \"ada@example.com\", \"name\": \"Ada\", \"email\": \"eve@example.com\"}");
        reply.isError(400, "invalid_json");
        assertTrue(reply.text("message").contains("Duplicate"), reply.body().toString());
        isDocumentedProblem(reply.body(), 400, "invalid_json", "/users");
        get("/users?email=ada%40example.com").isError(404, "user_not_found");
        get("/users?email=eve%40example.com").isError(404, "user_not_found");
        post("/orgs", "{\"name\": \"Acme\", \"name\": \"Evil\", \"ownerId\": \"usr_x\"}").isError(400, "invalid_json");
    }

    @Test
    void anAcceptTheApiCannotAnswerIs406InTheDocumentedShape() throws Exception {
        String userId = user("ada@example.com", "Ada");
        for (String accept : new String[] {"text/html", "application/xml", "image/png"}) {
            HttpResponse<byte[]> response = HTTP.send(HttpRequest.newBuilder(URI.create(url() + "/users/" + userId))
                    .header("Accept", accept).GET().build(), HttpResponse.BodyHandlers.ofByteArray());
            assertEquals(406, response.statusCode(), accept + ": " + new String(response.body(), StandardCharsets.UTF_8));
            assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"),
                    response.headers().toString());
            isDocumentedProblem(JSON.readTree(response.body()), 406, "not_acceptable", "/users/" + userId);
        }
        HttpResponse<byte[]> json = HTTP.send(HttpRequest.newBuilder(URI.create(url() + "/users/" + userId))
                .header("Accept", "application/json").GET().build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, json.statusCode());
    }

    /** The README's error shape: no {@code type}; title, status, detail, instance, error and message. */
    static void isDocumentedProblem(JsonNode body, int status, String code, String instance) {
        assertFalse(body.has("type"), body.toString());
        assertEquals(status, body.path("status").asInt(), body.toString());
        assertTrue(body.path("title").isString() && !body.path("title").asString().isEmpty(), body.toString());
        assertEquals(instance, body.path("instance").asString(), body.toString());
        assertEquals(code, body.path("error").asString(), body.toString());
        assertTrue(body.path("message").isString(), body.toString());
        assertEquals(body.path("message").asString(), body.path("detail").asString(), body.toString());
    }

    private static int count(String text, String what) {
        int count = 0;
        for (int at = text.indexOf(what); at >= 0; at = text.indexOf(what, at + 1)) {
            count++;
        }
        return count;
    }

    private String raw(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static String body(String reply) {
        String body = reply.substring(reply.indexOf("\r\n\r\n") + 4);
        if (reply.toLowerCase().contains("transfer-encoding: chunked")) {
            body = body.substring(body.indexOf("\r\n") + 2, body.lastIndexOf("\r\n0\r\n"));
        }
        return body;
    }
}
