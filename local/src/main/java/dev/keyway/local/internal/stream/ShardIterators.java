package dev.keyway.local.internal.stream;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.zip.CRC32;

/**
 * Shard iterators: opaque strings that carry the stream, the shard, the position in it and the time the
 * iterator was issued, so that the store keeps no state per iterator. A checksum makes a damaged or
 * invented iterator a {@code ValidationException} instead of a read somewhere else.
 */
final class ShardIterators {

    private static final String VERSION = "k1";

    private ShardIterators() {
    }

    /**
     * Where an iterator points.
     *
     * @param after the counter value of the last sequence number already behind the iterator: it reads the
     *     shard's records whose number is greater
     * @param issuedMillis when the iterator was issued, for its 15-minute lifetime
     */
    record Position(String streamArn, String shardId, long after, long issuedMillis) {
    }

    /**
     * The iterator string of a position; {@code serial} (a counter of the store) makes every string
     * issued distinct, as the service's are.
     */
    static String encode(Position position, long serial) {
        String payload = String.join("\n", VERSION, Long.toString(serial), Long.toString(position.issuedMillis()),
                Long.toString(position.after()), position.shardId(), position.streamArn());
        byte[] bytes = payload.getBytes(StandardCharsets.UTF_8);
        return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes) + "." + checksum(bytes);
    }

    /**
     * The position an iterator carries.
     *
     * @throws dev.keyway.local.internal.ServiceError a {@code ValidationException} for a string this
     *     database did not issue
     */
    static Position decode(String iterator) {
        int dot = iterator.lastIndexOf('.');
        if (dot <= 0) {
            throw StreamErrors.invalidIterator();
        }
        try {
            byte[] bytes = Base64.getUrlDecoder().decode(iterator.substring(0, dot));
            if (!checksum(bytes).equals(iterator.substring(dot + 1))) {
                throw StreamErrors.invalidIterator();
            }
            String[] parts = new String(bytes, StandardCharsets.UTF_8).split("\n", 6);
            if (parts.length != 6 || !VERSION.equals(parts[0])) {
                throw StreamErrors.invalidIterator();
            }
            Long.parseLong(parts[1]); // the serial: only its shape matters
            return new Position(parts[5], parts[4], Long.parseLong(parts[3]), Long.parseLong(parts[2]));
        } catch (IllegalArgumentException malformed) { // bad Base64 or number
            throw StreamErrors.invalidIterator();
        }
    }

    private static String checksum(byte[] bytes) {
        CRC32 crc = new CRC32();
        crc.update(bytes);
        return Long.toHexString(crc.getValue());
    }
}
