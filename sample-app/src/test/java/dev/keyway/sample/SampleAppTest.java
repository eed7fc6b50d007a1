package dev.keyway.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands: {@code demo} runs every access pattern on embedded Keyway Local in memory, {@code serve} serves
 * seeded data kept in a directory.
 */
class SampleAppTest {

    @Test
    void demoWalksThroughEveryAccessPattern() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = SampleApp.run(List.of("demo"), print(out), print(err), new CountDownLatch(0));
        String printed = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        for (String expected : List.of(
                "== 1. get an org", "GetItem PK = \"ORG#org-1\", SK = \"DETAILS\"",
                "== 2. get an org with its members in one request", "filter _type IN (Org, Membership)",
                "== 3. list the members of an org", "Query table: PK = \"ORG#org-1\" AND begins_with(SK, \"MEMBER#\")",
                "== 4. list the orgs of a user, by e-mail", "Query GSI1: GSI1PK = \"EMAIL#ada@example.com\"",
                "Query GSI1: GSI1PK = \"USER#usr-1\" AND begins_with(GSI1SK, \"ORG#\")",
                "== 5. list an org's roles", "Query table: PK = \"ROLES#org-1\"",
                "== 6. list pending invitations", "Query LSI1: PK = \"INVITES#org-1\"",
                "== 7. accept an invitation", "memberCount = 4, members listed = 4",
                "== 8. an invitation read after it expired", "410 invitation_expired", "404 invitation_not_found",
                "== 9. an e-mail is held by one user only", "409 duplicate_email",
                "== 10. authenticate an API key by its hash", "Query GSI1: GSI1PK = \"KEYHASH#", "401 invalid_api_key",
                "== 11. list an org's API keys", "Query table: PK = \"APIKEYS#org-1\"",
                "== 12. list an org's projects", "Website relaunch",
                "== 13. list a project's tasks by creation time, newest first", "descending, Limit 3 + cursor",
                "== 14. list a project's tasks by status (LSI1)", "begins_with(LSI1SK, \"STATUS#000-TODO#\")",
                "== 15. finish a task", "LSI1SK = \"STATUS#002-DONE#",
                "== 16. remove a member", "memberCount = 3, members listed = 3", "404 member_not_found",
                "Started the audit log: the audit log follows the table's stream.",
                "== 17. the org's audit log, written from the table's stream",
                "Query table: PK = \"AUDIT#org-1\" AND begins_with(SK, \"EVENT#\"), descending",
                "member_removed", "member_added",
                "Ada Lovelace", "Acme Analytics")) {
            assertTrue(printed.contains(expected), () -> "missing '" + expected + "' in:\n" + printed);
        }
        assertTrue(printed.indexOf("Load test") < printed.indexOf("Pick a CMS"), "tasks newest first");
        String audit = printed.substring(printed.indexOf("== 17."));
        assertTrue(audit.indexOf("member_removed") < audit.indexOf("member_added"), "audit log newest first: " + audit);
        assertEquals(4, audit.lines().filter(line -> line.contains("member_added")).count(), audit);   // as memberCount
        assertTrue(printed.trim().endsWith("Done."), printed);
    }

    @Test
    void serveSeedsEmbeddedKeywayLocalAndAnswersOnLocalhost(@TempDir Path data) throws Exception {
        String printed = serve(data, List.of(), (http, port) -> {
            HttpResponse<String> overview = get(http, port, "/orgs/org-1/overview");
            assertEquals(200, overview.statusCode(), overview.body());
            assertTrue(overview.body().contains("\"name\":\"Acme Analytics\""), overview.body());
            HttpResponse<String> audit = awaitAudit(http, port);
            assertEquals(200, audit.statusCode(), audit.body());
            assertTrue(audit.body().contains("\"action\":\"member_added\""), audit.body());
        });
        assertTrue(printed.contains("Table 'Saas' on embedded Keyway Local (data in " + data + "): created."), printed);
        assertTrue(printed.contains("API key kw_"), printed);
        assertTrue(printed.contains("Audit log: the audit log follows the table's stream."), printed);
    }

    @Test
    void serveKeepsItsDataInTheDirectoryAcrossRestarts(@TempDir Path data) throws Exception {
        serve(data, List.of(), (http, port) -> assertEquals(200, get(http, port, "/orgs/org-1/overview").statusCode()));
        String again = serve(data, List.of(), (http, port) -> {
            HttpResponse<String> overview = get(http, port, "/orgs/org-1/overview");
            assertEquals(200, overview.statusCode(), overview.body());
            assertTrue(overview.body().contains("\"name\":\"Acme Analytics\""), overview.body());
        });
        assertTrue(again.contains("on embedded Keyway Local (data in " + data + "): exists."), again);
        assertTrue(!again.contains("Seeded demo data"), again);

        String inMemory = serve(data, List.of("--in-memory"),
                (http, port) -> assertEquals(200, get(http, port, "/orgs/org-1/overview").statusCode()));
        assertTrue(inMemory.contains("on embedded Keyway Local (in memory): created."), inMemory);
    }

    /** What {@code serve} can be asked while it runs. */
    private interface WhileServing {
        void check(HttpClient http, int port) throws Exception;
    }

    /** Runs {@code serve} with its data in {@code data} until {@code check} is done; returns what it printed. */
    private static String serve(Path data, List<String> options, WhileServing check) throws Exception {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        List<String> args = new java.util.ArrayList<>(List.of("serve", "--port", Integer.toString(port), "--data",
                data.toString()));
        args.addAll(options);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        CountDownLatch stop = new CountDownLatch(1);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try {
            Future<Integer> serving = thread.submit(() -> SampleApp.run(args, print(out),
                    print(new ByteArrayOutputStream()), stop));
            HttpClient http = HttpClient.newHttpClient();
            boolean up = false;
            while (!up && !serving.isDone()) {
                try {
                    get(http, port, "/orgs/org-1/overview");
                    up = true;
                } catch (IOException notYet) {
                    Thread.sleep(100);
                }
            }
            assertTrue(up, out.toString(StandardCharsets.UTF_8));
            check.check(http, port);
            stop.countDown();
            assertEquals(0, serving.get());
            String printed = out.toString(StandardCharsets.UTF_8);
            assertTrue(printed.contains("Serving the API on http://127.0.0.1:" + port), printed);
            return printed;
        } finally {
            stop.countDown();
            thread.shutdownNow();
        }
    }

    private static HttpResponse<String> get(HttpClient http, int port, String path) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    /** The seeded org's audit log once the stream reader has written it (it runs on its own thread). */
    private static HttpResponse<String> awaitAudit(HttpClient http, int port) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/orgs/org-1/audit")).build();
        long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(30);
        HttpResponse<String> audit = http.send(request, HttpResponse.BodyHandlers.ofString());
        while (audit.body().contains("\"items\":[]") && System.nanoTime() < deadline) {
            Thread.sleep(100);
            audit = http.send(request, HttpResponse.BodyHandlers.ofString());
        }
        return audit;
    }

    @Test
    void theReadmeShowsTheDesignKeywayGenerates() throws IOException {
        String generated;
        try (var in = SampleAppTest.class.getResourceAsStream("/dev/keyway/sample/model/SaasTable.md")) {
            generated = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String demoted = generated.lines().map(line -> line.startsWith("#") ? "##" + line : line)
                .collect(Collectors.joining("\n"));
        String readme = Files.readString(Path.of("README.md"));
        assertTrue(readme.contains(demoted.strip()),
                "sample-app/README.md no longer shows target/classes/dev/keyway/sample/model/SaasTable.md: copy it in");
    }

    @Test
    void withoutACommandItPrintsUsageAndExits2() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        assertEquals(2, SampleApp.run(List.of(), System.out, print(err), new CountDownLatch(0)));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Usage: keyway-sample-app"), err::toString);
    }

    @Test
    void helpIsPrintedToStandardOutputAndExits0() {
        for (List<String> args : List.of(List.of("--help"), List.of("-h"), List.of("serve", "--help"), List.of("demo", "-h"))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            assertEquals(0, SampleApp.run(args, print(out), print(err), new CountDownLatch(0)), args + ": " + err);
            assertTrue(out.toString(StandardCharsets.UTF_8).contains("Usage: keyway-sample-app"), out::toString);
            assertEquals("", err.toString(StandardCharsets.UTF_8));
        }
    }

    @Test
    void unknownCommandsOptionsAndMalformedValuesAreRefusedWith2() {
        for (List<String> args : List.of(List.of("deploy"), List.of("demo", "--regoin", "eu-west-1"), List.of("--verbose", "demo"),
                List.of("serve", "--port", "eighty"), List.of("serve", "--port", "70000"), List.of("demo", "extra"),
                List.of("demo", "--endpoint", "localhost:8000"))) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            assertEquals(2, SampleApp.run(args, print(out), print(err), new CountDownLatch(0)), args + ": " + out);
            String printed = err.toString(StandardCharsets.UTF_8);
            assertTrue(printed.contains(args.get(args.size() - 1)) || printed.contains(args.get(0)), () -> args + ": " + printed);
            assertEquals("", out.toString(StandardCharsets.UTF_8), args::toString);
        }
    }

    private static PrintStream print(ByteArrayOutputStream bytes) {
        return new PrintStream(bytes, true, StandardCharsets.UTF_8);
    }
}
