package dev.keyway.local.internal.protocol;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.JsonToken;
import dev.keyway.local.Faults;
import dev.keyway.local.internal.ServiceError;
import dev.keyway.local.internal.engine.Database;
import dev.keyway.local.internal.fault.FaultPlan;
import dev.keyway.local.internal.stream.StreamStore;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.utils.builder.Buildable;

/**
 * Hands each request of the DynamoDB and DynamoDB Streams JSON protocols to the operation it names: checks
 * the method, content type and target, reads the JSON body into the SDK's request object, passes it through
 * the planned faults to the engine, and writes the response object (or the error) back as JSON.
 * Thread-safe; it never throws: every failure is an answer.
 */
public final class Router {

    /** The largest request body read (16 MB, DynamoDB's request size limit). */
    public static final int MAX_BODY_BYTES = 16 * 1024 * 1024;
    /**
     * The deepest JSON nesting read. DynamoDB allows 32 levels of nested attribute values (two JSON levels
     * each, inside a few levels of request): deeper requests still reach the engine, which refuses them as
     * DynamoDB does; only absurd nesting stops here.
     */
    public static final int MAX_JSON_DEPTH = 200;

    private static final byte[] HEALTHY = "healthy: dynamodb.us-east-1.amazonaws.com "
            .getBytes(StandardCharsets.UTF_8);

    private final OperationTable operations;
    private final FaultPlan faults;
    private final JsonFactory json;

    /**
     * A router of a database and its streams.
     *
     * @param database the engine
     * @param streams the streams
     * @param faults the planned faults
     */
    public Router(Database database, StreamStore streams, Faults faults) {
        this(OperationTable.of(database, streams), FaultPlan.of(faults));
    }

    /**
     * A router of any operation table (tests answer a few operations themselves).
     *
     * @param operations the operations
     * @param faults the planned faults
     */
    public Router(OperationTable operations, FaultPlan faults) {
        this.operations = Objects.requireNonNull(operations, "operations");
        this.faults = Objects.requireNonNull(faults, "faults");
        JsonFactory factory = JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder()
                        .maxNestingDepth(MAX_JSON_DEPTH)
                        .maxStringLength(MAX_BODY_BYTES)
                        .maxNumberLength(1000)
                        .build())
                .build();
        this.json = factory;
    }

    /** @return the operations this router knows */
    public OperationTable operations() {
        return operations;
    }

    /**
     * Answers one request.
     *
     * @param request the HTTP request
     * @return the answer; never {@code null}, never thrown
     */
    public ProtocolResponse handle(ProtocolRequest request) {
        String requestId = newRequestId();
        try {
            return answer(request, requestId);
        } catch (ServiceError error) {
            return error(error, requestId);
        } catch (RuntimeException | StackOverflowError | LinkageError | AssertionError unexpected) {
            // An engine bug is answered, never crashes the caller's thread or the server's connection.
            // The logger is looked up here: loading the logging system costs a test JVM's first request.
            System.getLogger(Router.class.getName()).log(System.Logger.Level.DEBUG, "Keyway Local failed on " + request.target() + " (" + requestId + ")",
                    unexpected);
            return error(ServiceError.internal("Internal server error"), requestId);
        }
    }

    private ProtocolResponse answer(ProtocolRequest request, String requestId) {
        if ("GET".equals(request.method()) && "/".equals(request.path())) {
            // DynamoDB answers a GET of its root with this line, which load balancers use as a health check.
            return new ProtocolResponse(200, "text/plain", HEALTHY, requestId);
        }
        if (!"POST".equals(request.method())) {
            return error(404, new ServiceError("UnknownOperationException", 404,
                    "Keyway Local answers POST requests of the DynamoDB JSON protocol only"), requestId);
        }
        if (!isJson(request.contentType())) {
            // DynamoDB answers another content type (even application/x-amz-json-1.1) with a 404.
            return error(404, new ServiceError("UnknownOperationException", 404,
                    "Unsupported content type: " + request.contentType()
                            + "; DynamoDB takes application/x-amz-json-1.0"), requestId);
        }
        Operation operation = operations.find(request.target()).orElseThrow(ServiceError::unknownOperation);
        if (!operation.isSupported()) {
            throw ServiceError.unsupported(operation.name());
        }
        if (request.body().length > MAX_BODY_BYTES) {
            throw tooLarge();
        }
        Object sdkRequest = read(request.body(), operation.requestBuilder());
        Object response = faults.apply(operation.name(), sdkRequest, operation.handler());
        return new ProtocolResponse(200, ProtocolResponse.JSON_1_0, write((SdkPojo) response), requestId);
    }

    /** The error of a body over {@link #MAX_BODY_BYTES}, before or after reading it. */
    public static ServiceError tooLarge() {
        // Plausible rather than documented: DynamoDB's limit is documented (16 MB), its exact refusal is not.
        return new ServiceError("RequestEntityTooLargeException", 413,
                "Request size exceeded " + MAX_BODY_BYTES + " bytes");
    }

    private static boolean isJson(String contentType) {
        if (contentType == null) {
            return false;
        }
        String mediaType = contentType.split(";", 2)[0].trim().toLowerCase(Locale.ROOT);
        return mediaType.equals(ProtocolResponse.JSON_1_0) || mediaType.equals("application/json");
    }

    /**
     * Reads the body into the operation's request object in one streaming pass. Nothing reaches the engine
     * before the whole body was read, so malformed JSON anywhere in it refuses the request.
     */
    private Object read(byte[] body, Supplier<SdkPojo> requestBuilder) {
        if (body.length == 0) {
            // An absent body reads as an empty structure (an assumption: SDKs always send at least "{}").
            return ((Buildable) requestBuilder.get()).build();
        }
        try (JsonParser parser = json.createParser(utf8(body))) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                return ((Buildable) requestBuilder.get()).build();
            }
            if (first != JsonToken.START_OBJECT) {
                throw ServiceError.serialization(first == JsonToken.START_ARRAY ? "Start of list found where not expected"
                        : "Expected a JSON object as the request body");
            }
            Object request = ModelJsonReader.readStructure(parser, requestBuilder);
            if (parser.nextToken() != null) {
                throw ServiceError.serialization("Unexpected content after the end of the JSON document");
            }
            return request;
        } catch (JsonProcessingException e) {
            throw ServiceError.serialization(describe(e));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The body as text, refusing malformed UTF-8. Checked here rather than left to Jackson's byte parser,
     * which in 2.21 lets some invalid bytes through (in names found in its symbol table after an earlier
     * failed parse, or as replacement characters when names are not canonicalised).
     */
    private static String utf8(byte[] body) {
        try {
            return StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(body))
                    .toString();
        } catch (CharacterCodingException e) {
            throw ServiceError.serialization("Invalid UTF-8 in the request body");
        }
    }

    private static String describe(JsonProcessingException e) {
        String message = e.getOriginalMessage();
        if (message != null && message.contains("nesting depth")) {
            return "Request JSON is nested too deeply";
        }
        return "Malformed JSON in the request body" + (e.getLocation() == null ? ""
                : " at line " + e.getLocation().getLineNr() + ", column " + e.getLocation().getColumnNr());
    }

    private byte[] write(SdkPojo response) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(256);
        try (JsonGenerator out = json.createGenerator(bytes)) {
            ModelJsonWriter.writeStructure(out, response);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return bytes.toByteArray();
    }

    /**
     * The answer to a request refused before it reached the router (by the transport), in the usual shape.
     *
     * @param error the refusal
     * @return the answer
     */
    public ProtocolResponse refuse(ServiceError error) {
        return error(error, newRequestId());
    }

    private ProtocolResponse error(ServiceError error, String requestId) {
        return error(error.status(), error, requestId);
    }

    private ProtocolResponse error(int status, ServiceError error, String requestId) {
        return new ProtocolResponse(status, ProtocolResponse.JSON_1_0, ErrorBodies.of(error, json), requestId);
    }

    private static final char[] ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".toCharArray();

    /** A request id shaped like DynamoDB's: 52 upper-case letters and digits. */
    static String newRequestId() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        char[] id = new char[52];
        for (int i = 0; i < id.length; i++) {
            id[i] = ID_CHARS[random.nextInt(ID_CHARS.length)];
        }
        return new String(id);
    }

    @Override
    public String toString() {
        return "Router[" + operations + "]";
    }
}
