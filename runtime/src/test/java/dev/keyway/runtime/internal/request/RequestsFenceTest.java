package dev.keyway.runtime.internal.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every DynamoDB request the runtime makes goes through {@link Requests}, which types its errors
 * and reports it to the listener: no other compiled runtime class calls a method of
 * {@code DynamoDbClient}. Read from the class files' constant pools, so a new request site
 * anywhere (a lambda, a method reference) is found.
 */
class RequestsFenceTest {

    private static final String CLIENT = "software/amazon/awssdk/services/dynamodb/DynamoDbClient";
    private static final String REQUESTS = "dev/keyway/runtime/internal/request/Requests";
    private static final String ASYNC_CLIENT = "software/amazon/awssdk/services/dynamodb/DynamoDbAsyncClient";
    private static final String ASYNC_REQUESTS = "dev/keyway/runtime/internal/request/AsyncRequests";

    @Test
    void onlyRequestsCallsTheClient() throws Exception {
        Path classes = Path.of(Requests.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        List<String> callers = new ArrayList<>();
        int scanned = 0;
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(path -> path.toString().endsWith(".class")).toList()) {
                String name = classes.relativize(file).toString().replace('\\', '/').replace(".class", "");
                scanned++;
                for (String method : clientMethods(file)) {
                    if (!name.equals(REQUESTS) && !name.startsWith(REQUESTS + "$")) {
                        callers.add(name + " calls DynamoDbClient." + method);
                    }
                }
                for (String method : clientMethods(file, ASYNC_CLIENT)) {
                    if (!name.equals(ASYNC_REQUESTS) && !name.startsWith(ASYNC_REQUESTS + "$")) {
                        callers.add(name + " calls DynamoDbAsyncClient." + method);
                    }
                }
            }
        }
        assertTrue(scanned > 60, "read " + scanned + " classes from " + classes);
        assertEquals(List.of(), callers, "send requests through internal.Requests, which reports them and types their "
                + "errors");
        assertTrue(clientMethods(classes.resolve(REQUESTS + ".class")).contains("getItem"), "the fence reads calls");
        assertTrue(clientMethods(classes.resolve(ASYNC_REQUESTS + ".class"), ASYNC_CLIENT).contains("getItem"),
                "the fence reads calls of the async client");
    }

    /** The names of the {@code DynamoDbClient} methods a class file refers to. */
    private static List<String> clientMethods(Path classFile) throws IOException {
        return clientMethods(classFile, CLIENT);
    }

    /** The names of the methods of {@code client} (an internal class name) a class file refers to. */
    private static List<String> clientMethods(Path classFile, String client) throws IOException {
        try (InputStream stream = Files.newInputStream(classFile); DataInputStream in = new DataInputStream(stream)) {
            if (in.readInt() != 0xCAFEBABE) {
                throw new IOException(classFile + " is not a class file");
            }
            in.readUnsignedShort(); // minor version
            in.readUnsignedShort(); // major version
            int count = in.readUnsignedShort();
            String[] utf8 = new String[count];
            int[] classNames = new int[count];
            int[][] references = new int[count][];
            int[] nameAndTypes = new int[count];
            for (int i = 1; i < count; i++) {
                int tag = in.readUnsignedByte();
                switch (tag) {
                    case 1 -> utf8[i] = in.readUTF();
                    case 3, 4 -> in.readInt();
                    case 5, 6 -> {
                        in.readLong();
                        i++; // longs and doubles take two entries
                    }
                    case 7 -> classNames[i] = in.readUnsignedShort();
                    case 8, 16, 19, 20 -> in.readUnsignedShort();
                    case 9, 10, 11 -> references[i] = new int[] {tag, in.readUnsignedShort(), in.readUnsignedShort()};
                    case 12 -> {
                        nameAndTypes[i] = in.readUnsignedShort();
                        in.readUnsignedShort();
                    }
                    case 15 -> {
                        in.readUnsignedByte();
                        in.readUnsignedShort();
                    }
                    case 17, 18 -> in.readInt();
                    default -> throw new IOException("constant pool tag " + tag + " in " + classFile);
                }
            }
            List<String> methods = new ArrayList<>();
            for (int[] reference : references) {
                if (reference != null && reference[0] != 9 && client.equals(utf8[classNames[reference[1]]])) {
                    methods.add(utf8[nameAndTypes[reference[2]]]);
                }
            }
            return methods;
        }
    }
}
