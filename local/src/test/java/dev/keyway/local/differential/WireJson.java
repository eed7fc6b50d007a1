package dev.keyway.local.differential;

import java.time.Instant;
import java.util.Base64;
import java.util.Collection;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.util.SdkAutoConstructList;
import software.amazon.awssdk.core.util.SdkAutoConstructMap;

/**
 * Writes an SDK request as the JSON body DynamoDB receives, read from the SDK's own field metadata, so
 * that a reproduction can be replayed with any client (the AWS CLI's {@code --cli-input-json} takes it).
 */
final class WireJson {

    private WireJson() {
    }

    static String of(SdkPojo pojo) {
        StringBuilder out = new StringBuilder();
        write(pojo, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value instanceof SdkPojo pojo) {
            out.append('{');
            boolean first = true;
            for (SdkField<?> field : pojo.sdkFields()) {
                Object member = field.getValueOrDefault(pojo);
                if (member == null || member instanceof SdkAutoConstructList || member instanceof SdkAutoConstructMap) {
                    continue;
                }
                if (!first) {
                    out.append(',');
                }
                first = false;
                out.append(Canonical.quote(field.locationName())).append(':');
                write(member, out);
            }
            out.append('}');
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : map.entrySet()) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                out.append(Canonical.quote(String.valueOf(entry.getKey()))).append(':');
                write(entry.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof Collection<?> list) {
            out.append('[');
            boolean first = true;
            for (Object element : list) {
                if (!first) {
                    out.append(',');
                }
                first = false;
                write(element, out);
            }
            out.append(']');
        } else if (value instanceof SdkBytes bytes) {
            out.append('"').append(Base64.getEncoder().encodeToString(bytes.asByteArrayUnsafe())).append('"');
        } else if (value instanceof String text) {
            out.append(Canonical.quote(text));
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Instant instant) {
            out.append(instant.getEpochSecond());
        } else {
            out.append(Canonical.quote(String.valueOf(value)));
        }
    }
}
