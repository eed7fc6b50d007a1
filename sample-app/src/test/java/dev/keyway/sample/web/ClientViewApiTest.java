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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.system.CapturedOutput;
import tools.jackson.databind.JsonNode;

/**
 * What an independent HTTP client sees of the app's edges: a client that drops its connection
 * mid-upload, URIs Tomcat refuses itself, duplicate JSON keys, a body over the limit announced with
 * {@code Expect: 100-continue}, and an {@code Accept} the API cannot satisfy. Every error answer is
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
    void aBodyOverTheLimitAnnouncedWithExpectContinueIs413BeforeAnyOfItIsSent() throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            // the headers alone: a client that waits for 100 Continue sends nothing more
            socket.getOutputStream().write(("POST /users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Expect: 100-continue\r\nContent-Length: " + (20 * 1024 * 1024) + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
            InputStream in = socket.getInputStream();
            String head = head(in);
            assertTrue(head.startsWith("HTTP/1.1 413"), head);
            assertTrue(head.toLowerCase().contains("\r\nconnection: close\r\n"), head);
            assertTrue(head.contains("application/problem+json"), head);
            JsonNode body = JSON.readTree(in.readNBytes(contentLength(head)));
            isDocumentedProblem(body, 413, "payload_too_large", "/users");
            // a client that sends the body anyway: it is not read as a next request, the connection is closed
            byte[] smuggled = "GET /users/usr_nobody HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
            try {
                socket.getOutputStream().write(smuggled);
                socket.getOutputStream().flush();
                assertEquals(-1, in.read(), "the connection stays closed after the 413");
            } catch (IOException reset) {
                // closed by the server: what a client sending anyway may see
            }
        }
    }

    @Test
    void aBodyWithinTheLimitAnnouncedWithExpectContinueGets100AndIsServed() throws Exception {
        byte[] json = "{\"email\": \"ada@example.com\", \"name\": \"Ada\"}".getBytes(StandardCharsets.UTF_8);
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout(PATIENCE_MILLIS);
            OutputStream out = socket.getOutputStream();
            out.write(("POST /users HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                    + "Expect: 100-continue\r\nContent-Length: " + json.length + "\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String interim = head(in);
            assertTrue(interim.startsWith("HTTP/1.1 100"), interim);
            out.write(json);
            out.flush();
            String head = head(in);
            assertTrue(head.startsWith("HTTP/1.1 201"), head);
        }
        HttpResponse<byte[]> viaClient = HTTP.sendAsync(HttpRequest.newBuilder(URI.create(url() + "/users")).expectContinue(true)
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{\"email\": \"eve@example.com\", \"name\": \"Eve\"}")).build(),
                HttpResponse.BodyHandlers.ofByteArray()).get(PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        assertEquals(201, viaClient.statusCode(), new String(viaClient.body(), StandardCharsets.UTF_8));
        get("/users?email=ada%40example.com").is(200);
        get("/users?email=eve%40example.com").is(200);
    }

    @Test
    void aRequestAnsweredWithoutReadingItsAnnouncedBodyClosesItsConnection() throws Exception {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        String keyId = post("/orgs/" + orgId + "/api-keys", "{\"name\": \"CI\"}").is(201).text("keyId");
        // endpoints that read no body, asked with Expect and a body the client holds back
        for (String[] request : new String[][] {{"GET /orgs/" + orgId, "200"}, {"DELETE /orgs/" + orgId + "/api-keys/" + keyId, "204"}}) {
            try (Socket socket = new Socket("127.0.0.1", port)) {
                socket.setSoTimeout(PATIENCE_MILLIS);
                OutputStream out = socket.getOutputStream();
                out.write((request[0] + " HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 100-continue\r\nContent-Length: 7\r\n\r\n")
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                InputStream in = socket.getInputStream();
                String head = head(in);
                assertTrue(head.startsWith("HTTP/1.1 " + request[1]), request[0] + "\n" + head);
                in.readNBytes(head.contains("Content-Length") ? contentLength(head) : 0);
                // the next request on this connection is not taken for the 7 bytes never sent
                try {
                    out.write(("GET /orgs/" + orgId + " HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").getBytes(StandardCharsets.ISO_8859_1));
                    out.flush();
                    String next = head(in);
                    assertTrue(next.startsWith("HTTP/1.1 200"), request[0] + ", then GET:\n" + next);
                } catch (IOException closed) {
                    // the server closed the connection after its answer: what this test expects
                }
            }
        }
    }

    @Test
    void theJdkHttpClientAskingFirstGetsThe413() throws Exception {
        byte[] twentyMegabytes = new byte[20 * 1024 * 1024];
        Arrays.fill(twentyMegabytes, (byte) ' ');
        HttpRequest request = HttpRequest.newBuilder(URI.create(url() + "/users")).expectContinue(true)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(twentyMegabytes)).build();
        // bounded: the JDK 17.0.15 client hangs for good on an early answer (JDK-8286171); see ExpectContinueValve
        HttpResponse<byte[]> response = HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray())
                .get(PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        assertEquals(413, response.statusCode());
        assertTrue(response.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"),
                response.headers().toString());
        isDocumentedProblem(JSON.readTree(response.body()), 413, "payload_too_large", "/users");
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

    /** The status line and headers of the next response on this connection, up to the blank line. */
    private static String head(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int next = in.read();
            if (next < 0) {
                throw new IOException("the connection closed after " + head);
            }
            head.append((char) next);
        }
        return head.toString();
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase().startsWith("content-length:")) {
                return Integer.parseInt(line.substring("content-length:".length()).trim());
            }
        }
        throw new AssertionError("no Content-Length in " + head);
    }

    private static String body(String reply) {
        String body = reply.substring(reply.indexOf("\r\n\r\n") + 4);
        if (reply.toLowerCase().contains("transfer-encoding: chunked")) {
            body = body.substring(body.indexOf("\r\n") + 2, body.lastIndexOf("\r\n0\r\n"));
        }
        return body;
    }
}
