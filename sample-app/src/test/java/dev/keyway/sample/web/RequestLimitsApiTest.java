package dev.keyway.sample.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;

/**
 * What the hand-written server got wrong: hostile bodies, oversize bodies, HEAD, malformed URIs
 * and content types. Every answer is JSON (problem details with the API's {@code error} code), and
 * none hangs.
 */
class RequestLimitsApiTest extends ApiTest {

    private static final Duration PATIENCE = Duration.ofSeconds(20);

    @Test
    void aDeeplyNestedBodyUnderTheSizeLimitIsA400() {
        String arrays = "[".repeat(60_000);
        Res reply = send("POST", "/users", arrays.getBytes(StandardCharsets.UTF_8), false);
        reply.isError(400, "invalid_json");
        assertTrue(reply.text("message").contains("nesting depth"), reply.body().toString());
        String objects = "{\"a\":".repeat(12_000);
        send("POST", "/users", objects.getBytes(StandardCharsets.UTF_8), false).isError(400, "invalid_json");
    }

    @Test
    void aBodyOverTheLimitIs413WhetherTheClientAsksFirstOrNot() {
        byte[] twentyMegabytes = new byte[20 * 1024 * 1024];
        Arrays.fill(twentyMegabytes, (byte) ' ');
        send("POST", "/users", twentyMegabytes, true).isError(413, "payload_too_large");
        send("POST", "/users", twentyMegabytes, false).isError(413, "payload_too_large");
        byte[] justOver = ("{\"name\": \"" + "x".repeat(JsonBodyResolver.MAX_BODY) + "\"}").getBytes(StandardCharsets.UTF_8);
        send("POST", "/users", justOver, false).isError(413, "payload_too_large");
        Res chunked = sendChunked("/users", justOver);
        chunked.isError(413, "payload_too_large");
    }

    @Test
    void aJsonBodySentAsAFormIsReadAsJson() {
        // what `curl -d '{...}'` sends: Content-Type application/x-www-form-urlencoded
        HttpRequest request = HttpRequest.newBuilder(URI.create(url() + "/users"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("{\"email\": \"ada@example.com\", \"name\": \"Ada\"}")).build();
        Res reply = exchange(request);
        reply.is(201);
        assertEquals("ada@example.com", reply.text("email"));
    }

    @Test
    void headAnswersWithTheHeadersOfAGetAndNoBody() throws Exception {
        String orgId = org("Acme", user("ada@example.com", "Ada"));
        HttpResponse<byte[]> head = HTTP.send(HttpRequest.newBuilder(URI.create(url() + "/orgs/" + orgId))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(200, head.statusCode());
        assertTrue(head.headers().firstValue("Content-Type").orElse("").startsWith("application/json"), head.headers().toString());
        assertEquals(0, head.body().length);
        HttpResponse<byte[]> missing = HTTP.send(HttpRequest.newBuilder(URI.create(url() + "/orgs/org_nothing"))
                .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofByteArray());
        assertEquals(404, missing.statusCode());
        assertTrue(missing.headers().firstValue("Content-Type").orElse("").startsWith("application/problem+json"));
    }

    @Test
    void malformedUrisAndUnknownMethodsGetJsonAnswers() throws IOException {
        for (String target : new String[] {"/orgs/%zz", "/orgs/%C3%28", "/orgs/%00", "/users?email=%zz"}) {
            RawReply reply = raw("GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
            assertEquals(400, reply.status(), target + "\n" + reply.text());
            assertTrue(reply.text().contains("application/problem+json"), target + "\n" + reply.text());
            JsonNode body = JSON.readTree(reply.body());
            assertTrue(body.path("error").isString() && body.path("message").isString(), target + ": " + body);
        }
        RawReply propfind = raw("PROPFIND /users HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertEquals(405, propfind.status(), propfind.text());
        assertEquals("method_not_allowed", JSON.readTree(propfind.body()).path("error").asString());
    }

    @Test
    void errorsAreProblemDetailsThatKeepTheApisCodes() {
        Res reply = get("/users/usr_nobody").isError(404, "user_not_found");
        assertEquals(404, reply.field("status").asInt());
        assertEquals("Not Found", reply.text("title"));
        assertEquals("/users/usr_nobody", reply.text("instance"));
        assertEquals(reply.text("message"), reply.text("detail"));
    }

    private Res send(String method, String path, byte[] body, boolean expectContinue) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url() + path)).timeout(PATIENCE)
                .expectContinue(expectContinue).header("Content-Type", "application/json")
                .method(method, HttpRequest.BodyPublishers.ofByteArray(body)).build();
        return exchange(request);
    }

    private Res sendChunked(String path, byte[] body) {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url() + path)).timeout(PATIENCE)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body))).build();
        return exchange(request);
    }

    private Res exchange(HttpRequest request) {
        try {
            // bounded: the request's timeout does not cover reading the body (JDK 17's client waits for good there)
            HttpResponse<byte[]> response = HTTP.sendAsync(request, HttpResponse.BodyHandlers.ofByteArray())
                    .get(PATIENCE.toMillis() * 2, TimeUnit.MILLISECONDS);
            return new Res(response.statusCode(), response.body().length == 0 ? null : JSON.readTree(response.body()));
        } catch (ExecutionException | TimeoutException e) {
            throw new AssertionError("no answer to " + request, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** A reply read off a plain socket: for requests no HTTP client library will send. */
    record RawReply(int status, String text, String body) {}

    private RawReply raw(String request) throws IOException {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            socket.setSoTimeout((int) PATIENCE.toMillis());
            OutputStream out = socket.getOutputStream();
            out.write(request.getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = socket.getInputStream();
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            int status = Integer.parseInt(text.substring(9, 12));
            String body = text.substring(text.indexOf("\r\n\r\n") + 4);
            if (text.toLowerCase().contains("transfer-encoding: chunked")) {
                body = body.substring(body.indexOf("\r\n") + 2, body.lastIndexOf("\r\n0\r\n"));
            }
            return new RawReply(status, text, body);
        }
    }
}
