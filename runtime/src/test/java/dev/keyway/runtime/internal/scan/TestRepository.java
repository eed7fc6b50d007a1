package dev.keyway.runtime.internal.scan;

import dev.keyway.runtime.EntityRepository;
import dev.keyway.runtime.schema.ItemSchema;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** A repository of a hand-written schema, as a generated one would be, for the runtime's tests. */
final class TestRepository<T> extends EntityRepository<T> {

    TestRepository(DynamoDbClient client, String tableName, ItemSchema<T> schema) {
        super(client, tableName, schema);
    }
}
