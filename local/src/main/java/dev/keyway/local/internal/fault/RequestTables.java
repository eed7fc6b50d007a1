package dev.keyway.local.internal.fault;

import java.util.LinkedHashSet;
import java.util.Set;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItem;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;

/** The names of the tables a request touches, read from the request object. */
final class RequestTables {

    private RequestTables() {
    }

    /**
     * Table names from {@code TableName}, the keys of {@code RequestItems}, the actions of
     * {@code TransactItems}, and the table part of {@code StreamArn}, {@code ResourceArn} or {@code TableArn}.
     * A table named by its ARN counts under its name.
     */
    static Set<String> of(Object request) {
        Set<String> names = new LinkedHashSet<>();
        if (request instanceof BatchWriteItemRequest batch) {
            batch.requestItems().keySet().forEach(name -> names.add(tableName(name)));
        } else if (request instanceof BatchGetItemRequest batch) {
            batch.requestItems().keySet().forEach(name -> names.add(tableName(name)));
        } else if (request instanceof TransactWriteItemsRequest transaction) {
            for (TransactWriteItem action : transaction.transactItems()) {
                if (action == null) {
                    continue;
                }
                addIfPresent(names, action.put() == null ? null : action.put().tableName());
                addIfPresent(names, action.update() == null ? null : action.update().tableName());
                addIfPresent(names, action.delete() == null ? null : action.delete().tableName());
                addIfPresent(names, action.conditionCheck() == null ? null : action.conditionCheck().tableName());
            }
        } else if (request instanceof TransactGetItemsRequest transaction) {
            for (TransactGetItem action : transaction.transactItems()) {
                addIfPresent(names, action == null || action.get() == null ? null : action.get().tableName());
            }
        } else if (request instanceof SdkPojo pojo) {
            for (String member : new String[] {"TableName", "StreamArn", "ResourceArn", "TableArn"}) {
                SdkField<?> field = pojo.sdkFieldNameToField().get(member);
                if (field != null && field.getValueOrDefault(pojo) instanceof String value) {
                    addIfPresent(names, value);
                }
            }
        }
        return names;
    }

    private static void addIfPresent(Set<String> names, String nameOrArn) {
        if (nameOrArn != null && !nameOrArn.isEmpty()) {
            names.add(tableName(nameOrArn));
        }
    }

    /** {@code arn:aws:dynamodb:region:account:table/Name[/stream/label]} gives {@code Name}; a plain name stays. */
    static String tableName(String nameOrArn) {
        if (!nameOrArn.startsWith("arn:")) {
            return nameOrArn;
        }
        int table = nameOrArn.indexOf(":table/");
        if (table < 0) {
            return nameOrArn;
        }
        String rest = nameOrArn.substring(table + ":table/".length());
        int slash = rest.indexOf('/');
        return slash < 0 ? rest : rest.substring(0, slash);
    }
}
