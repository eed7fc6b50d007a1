package dev.keyway.local.internal.stream;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Chooses the open shard of an item's changes by a stable hash of its partition key value, so that every
 * change of one item goes to the same shard (and, after a roll, to that shard's child), as DynamoDB keeps
 * the changes of an item in order within a shard's lineage.
 */
final class PartitionSlots {

    private PartitionSlots() {
    }

    /** The slot, {@code 0 <= slot < slots}, of a partition key value; the same value always gets the same slot. */
    static int slot(AttributeValue partitionKey, int slots) {
        if (slots == 1 || partitionKey == null) {
            return 0;
        }
        MessageDigest md5 = md5();
        if (partitionKey.s() != null) {
            md5.update((byte) 'S');
            md5.update(partitionKey.s().getBytes(StandardCharsets.UTF_8));
        } else if (partitionKey.n() != null) {
            md5.update((byte) 'N');
            md5.update(partitionKey.n().getBytes(StandardCharsets.UTF_8)); // the engine hands numbers in canonical form
        } else {
            SdkBytes bytes = partitionKey.b();
            md5.update((byte) 'B');
            if (bytes != null) {
                md5.update(bytes.asByteArrayUnsafe());
            }
        }
        byte[] digest = md5.digest();
        int hash = ((digest[0] & 0xff) << 24) | ((digest[1] & 0xff) << 16) | ((digest[2] & 0xff) << 8) | (digest[3] & 0xff);
        return Math.floorMod(hash, slots);
    }

    private static MessageDigest md5() {
        try {
            return MessageDigest.getInstance("MD5");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("Every Java platform has MD5", e);
        }
    }
}
