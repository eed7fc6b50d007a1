package dev.keyway.local.internal.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.keyway.local.internal.fault.FaultPlan;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.urlconnection.UrlConnectionHttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** The loopback server: real HTTP on 127.0.0.1, real SDK clients, and clients that misbehave on the wire. */
class LoopbackServerTest {

    private final FakeTables fake = new FakeTables();
    private final LoopbackServer server = LoopbackServer.start(fake.router(new FaultPlan(1)), 0);

    @AfterEach
    void stop() {
        server.stop();
    }

    static DynamoDbClient client(URI endpoint) {
        return DynamoDbClient.builder()
                .endpointOverride(endpoint)
                .region(Region.EU_WEST_3) // any region is answered the same way
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("any", "thing")))
                .httpClient(UrlConnectionHttpClient.create())
                .overrideConfiguration(ClientOverrideConfiguration.builder()
                        .retryStrategy(AwsRetryStrategy.doNotRetry()).build())
                .build();
    }

    @Test
    @DisplayName("the SDK over real HTTP: writes, reads, and errors with their members; concurrent clients")
    void sdkOverHttp() throws Exception {
        assertEquals("127.0.0.1", server.endpoint().getHost());
        try (DynamoDbClient client = client(server.endpoint())) {
            client.putItem(b -> b.tableName("T").item(Map.of("pk", AttributeValue.fromS("a"))));
            assertEquals("a", client.getItem(b -> b.tableName("T").key(Map.of("pk", AttributeValue.fromS("a"))))
                    .item().get("pk").s());
            ConditionalCheckFailedException failed = assertThrows(ConditionalCheckFailedException.class,
                    () -> client.putItem(b -> b.tableName("T").item(Map.of("pk", AttributeValue.fromS("a")))
                            .conditionExpression("attribute_not_exists(pk)")
                            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)));
            assertEquals(Map.of("pk", AttributeValue.fromS("a")), failed.item());

            ExecutorService pool = Executors.newFixedThreadPool(6);
            try {
                List<Future<?>> writes = new ArrayList<>();
                for (int i = 0; i < 60; i++) {
                    String key = "k" + i;
                    writes.add(pool.submit(() -> client.putItem(b -> b.tableName("T")
                            .item(Map.of("pk", AttributeValue.fromS(key))))));
                }
                for (Future<?> write : writes) {
                    write.get();
                }
            } finally {
                pool.shutdownNow();
            }
            assertEquals(61, client.scan(b -> b.tableName("T")).count());
        }
    }

    @Test
    @DisplayName("stop() frees the port")
    void stopFreesThePort() throws IOException {
        int port = server.port();
        server.stop();
        server.stop();
        try (ServerSocket again = new ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(port, again.getLocalPort());
        }
    }

    /** Sends raw bytes, then reads the whole answer (the server closes the connection or the read times out). */
    static String raw(int port, byte[] request, boolean halfClose) throws IOException {
        try (Socket socket = new Socket(java.net.InetAddress.getLoopbackAddress(), port)) {
            socket.setSoTimeout(5000);
            OutputStream out = socket.getOutputStream();
            out.write(request);
            out.flush();
            if (halfClose) {
                socket.shutdownOutput();
            }
            InputStream in = socket.getInputStream();
            byte[] buffer = new byte[8192];
            StringBuilder answer = new StringBuilder();
            try {
                for (int n; (n = in.read(buffer)) != -1; ) {
                    answer.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                    if (answer.indexOf("\r\n\r\n") > 0 && complete(answer)) {
                        break;
                    }
                }
            } catch (IOException e) {
                // a reset after the answer, or a dropped exchange
            }
            return answer.toString();
        }
    }

    private static boolean complete(StringBuilder answer) {
        int headerEnd = answer.indexOf("\r\n\r\n");
        String head = answer.substring(0, headerEnd).toLowerCase();
        int at = head.indexOf("content-length:");
        if (at < 0) {
            return true;
        }
        int end = head.indexOf("\r\n", at);
        long length = Long.parseLong(head.substring(at + 15, end < 0 ? head.length() : end).trim());
        return answer.length() - headerEnd - 4 >= length;
    }

    static byte[] request(String target, String contentLength, String body) {
        return ("POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-amz-json-1.0\r\n"
                + (target == null ? "" : "X-Amz-Target: " + target + "\r\n")
                + "Content-Length: " + contentLength + "\r\n\r\n" + body).getBytes(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("a body cut short, a client gone, a huge declared length: that exchange alone fails")
    void wireMisbehaviour() throws Exception {
        String cut = raw(server.port(), request("DynamoDB_20120810.Scan", "100", "{\"TableName\""), true);
        assertTrue(cut.isEmpty() || cut.startsWith("HTTP/1.1 400"), cut);

        try (Socket gone = new Socket(java.net.InetAddress.getLoopbackAddress(), server.port())) {
            gone.getOutputStream().write(request("DynamoDB_20120810.Scan", "100", "{\"Tab"));
        }

        String huge = raw(server.port(), request("DynamoDB_20120810.Scan", "999999999999", "{}"), false);
        assertTrue(huge.startsWith("HTTP/1.1 413"), huge);
        assertTrue(huge.contains("RequestEntityTooLargeException"), huge);

        String garbage = raw(server.port(), new byte[] {0, 1, 2, (byte) 0xff, '\r', '\n', '\r', '\n'}, true);
        assertTrue(garbage.isEmpty() || garbage.startsWith("HTTP/1.1 4"), garbage);

        String fine = raw(server.port(), request("DynamoDB_20120810.Scan", "17", "{\"TableName\":\"T\"}"), false);
        assertTrue(fine.startsWith("HTTP/1.1 200"), fine);
        assertTrue(fine.toLowerCase().contains("x-amz-crc32:"), fine);
        assertTrue(fine.toLowerCase().contains("x-amzn-requestid:"), fine);
    }

    @Test
    @DisplayName("several requests on one kept-alive connection")
    void keepAlive() throws IOException {
        String one = "{\"TableName\":\"T\"}";
        byte[] single = request("DynamoDB_20120810.Scan", Integer.toString(one.length()), one);
        try (Socket socket = new Socket(java.net.InetAddress.getLoopbackAddress(), server.port())) {
            socket.setSoTimeout(5000);
            InputStream in = socket.getInputStream();
            for (int i = 0; i < 3; i++) {
                socket.getOutputStream().write(single);
                StringBuilder answer = new StringBuilder();
                byte[] buffer = new byte[4096];
                while (answer.indexOf("\r\n\r\n") < 0 || !complete(answer)) {
                    int n = in.read(buffer);
                    assertTrue(n > 0, "answer " + i + " arrives on the same connection");
                    answer.append(new String(buffer, 0, n, StandardCharsets.ISO_8859_1));
                }
                assertTrue(answer.toString().startsWith("HTTP/1.1 200"), answer.toString());
            }
        }
    }
}
