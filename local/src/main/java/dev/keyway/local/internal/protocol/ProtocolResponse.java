package dev.keyway.local.internal.protocol;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.CRC32;

/**
 * One HTTP answer of the router: status, body and the headers DynamoDB sends with every answer
 * ({@code x-amzn-RequestId}, and {@code x-amz-crc32}, the CRC32 checksum of the body the SDKs verify).
 *
 * @param status the HTTP status
 * @param contentType the {@code Content-Type} of the body
 * @param body the body
 * @param requestId the request id
 */
public record ProtocolResponse(int status, String contentType, byte[] body, String requestId) {

    /** The content type of both JSON protocols. */
    public static final String JSON_1_0 = "application/x-amz-json-1.0";

    /** @return the CRC32 checksum of the body, as DynamoDB's {@code x-amz-crc32} header carries it */
    public long crc32() {
        CRC32 crc = new CRC32();
        crc.update(body);
        return crc.getValue();
    }

    /** @return the headers to send, in order (without {@code Content-Length}, which the transport sets) */
    public Map<String, String> headers() {
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Content-Type", contentType);
        headers.put("x-amzn-RequestId", requestId);
        headers.put("x-amz-crc32", Long.toString(crc32()));
        return headers;
    }
}
