package dev.keyway.local.differential;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * Where moto 5.2.1 departs from DynamoDB's documented behaviour, each with the reason and the rule it
 * breaks. The comparison tolerates exactly these cases: a difference is explained only when its step and
 * both answers match a deviation's test (and, where a model of both behaviours exists, each side answered
 * as its model predicts).
 */
enum KnownMotoDeviation {

    /**
     * moto reads conditions and filters with Python's semantics (see {@link MotoSemantics}): a missing
     * attribute and NULL are both None and equal each other; true and false equal 1 and 0 and order among
     * numbers; sets order by inclusion and lists lexicographically; mixed types fail with HTTP 500
     * (TypeError), in a transaction as a reason code named after the Python exception, in a Scan as a
     * ValidationException "Bad Filter Expression"; BETWEEN never holds for 0 or the empty string;
     * begins_with and contains ignore binaries; size() fails on a missing or unsized attribute and counts a
     * string's code points (DynamoDB: UTF-16 code units); a filter on a local secondary index sees only the
     * projected attributes.
     */
    CONDITION_SEMANTICS(
            "Developer Guide, Condition and filter expressions, operators, and functions: \"a = b - true if a is equal"
            + " to b\" (values of different types are never equal; a missing attribute equals nothing),"
            + " \"a BETWEEN b AND c - true if a is greater than or equal to b, and less than or equal to c\","
            + " begins_with(path, substr) takes a String or Binary, contains of a Binary looks for a subsequence"
            + " (API Reference, Condition, CONTAINS); TransactWriteItems CancellationReason codes are documented"
            + " (None, ConditionalCheckFailed, ...); a local secondary index fetches unprojected attributes from the"
            + " table (API Reference, Query, Select)") {
        @Override
        boolean explains(Case c) {
            return ConditionReadings.explainsWrite(c) || ConditionReadings.explainsRead(c);
        }
    },

    /**
     * moto ends a Query page without LastEvaluatedKey when the Limit is reached on the last item of the
     * key range; DynamoDB returns the key whenever it stops at the Limit, and the next page is empty.
     */
    NO_LAST_EVALUATED_KEY_AT_LIMIT(
            "API Reference, Query, Limit: \"If DynamoDB processes the number of items up to the limit while processing"
            + " the results, it stops the operation and returns the matching values up to that point, and a key in"
            + " LastEvaluatedKey to apply in a subsequent operation\"; LastEvaluatedKey: \"If LastEvaluatedKey is not"
            + " empty, it does not necessarily mean that there is more data in the result set.\"") {
        @Override
        boolean explains(Case c) {
            if (!c.field().equals("Pages") || !(c.step().request() instanceof QueryRequest query) || query.limit() == null) {
                return false;
            }
            List<?> mine = (List<?>) c.keyway().fields().get("Pages");
            List<?> theirs = (List<?>) c.moto().fields().get("Pages");
            if (mine == null || theirs == null || mine.size() != theirs.size() + 1) {
                return false;
            }
            int last = theirs.size() - 1;
            String stopped = String.valueOf(mine.get(last));
            return mine.subList(0, last).equals(theirs.subList(0, last))
                    && stopped.contains("ScannedCount " + query.limit() + ",")
                    && stopped.replaceFirst("LastEvaluatedKey .*$", "LastEvaluatedKey none").equals(theirs.get(last))
                    && mine.get(last + 1).equals("items 0, Count 0, ScannedCount 0, LastEvaluatedKey none");
        }
    },

    /** moto returns the matching items of a Query or Scan with Select COUNT. */
    ITEMS_WITH_SELECT_COUNT(
            "API Reference, Scan and Query, Select: \"COUNT - Returns the number of matching items, rather than the"
            + " matching items themselves.\"") {
        @Override
        boolean explains(Case c) {
            Select select = c.step().request() instanceof ScanRequest scan ? scan.select()
                    : c.step().request() instanceof QueryRequest query ? query.select() : null;
            return c.field().equals("Items") && select == Select.COUNT
                    && List.of().equals(c.keyway().fields().get("Items"))
                    && c.keyway().fields().get("Count").equals(c.moto().fields().get("Count"));
        }
    },

    /**
     * moto derives UPDATED_OLD and UPDATED_NEW from a difference of the whole item (see
     * {@link ReturnedAttributes}) instead of the paths the update expression writes: it leaves out an
     * attribute set to its old value, returns the keys of an item the update creates and whole top-level
     * values of nested paths.
     */
    UPDATED_ATTRIBUTES_BY_DIFFERENCE(
            "API Reference, UpdateItem, ReturnValues: \"UPDATED_OLD - Returns only the updated attributes, as they"
            + " appeared before the UpdateItem operation. UPDATED_NEW - Returns only the updated attributes, as they"
            + " appear after the UpdateItem operation.\"") {
        @Override
        boolean explains(Case c) {
            if (!c.field().equals("Attributes") || !(c.step().request() instanceof UpdateItemRequest update)) {
                return false;
            }
            boolean old = update.returnValues() == ReturnValue.UPDATED_OLD;
            if (!old && update.returnValues() != ReturnValue.UPDATED_NEW) {
                return false;
            }
            Map<String, AttributeValue> keywayItem = orEmpty(old ? c.keywayBefore().item(update.key()) : c.keywayAfter().item(update.key()));
            // a removed path has no new value: UPDATED_NEW leaves it out
            List<Expr.Path> paths = new java.util.ArrayList<>(c.step().model().updateTargets());
            if (!old) {
                paths.removeAll(c.step().model().removedTargets());
            }
            Map<String, AttributeValue> dynamo = ReturnedAttributes.atPaths(keywayItem, paths);
            Map<String, AttributeValue> before = orEmpty(c.motoBefore().item(update.key()));
            Map<String, AttributeValue> after = orEmpty(c.motoAfter().item(update.key()));
            Map<String, AttributeValue> moto = old ? ReturnedAttributes.motoUpdatedOld(before, after)
                    : ReturnedAttributes.motoUpdatedNew(before, after);
            return dynamo != null && c.keyway().fields().get("Attributes").equals(Observe.attributes(true, dynamo))
                    && c.moto().fields().get("Attributes").equals(Observe.attributes(true, moto));
        }
    },

    /**
     * moto answers a TransactWriteItems whose update fails on the item's data (a document path that does
     * not exist, an operand of the wrong type) with a ValidationException for the whole request; DynamoDB
     * cancels the transaction with the reason ValidationError for that action.
     */
    TRANSACTION_DATA_ERROR_AS_VALIDATION_EXCEPTION(
            "API Reference, TransactWriteItems, TransactionCanceledException: DynamoDB cancels the request when"
            + " \"an item size becomes too large ..., or a similar validation error occurs because of changes made by"
            + " the transaction\"; CancellationReason code ValidationError") {
        @Override
        boolean explains(Case c) {
            List<?> reasons = (List<?>) c.keyway().fields().get("CancellationReasons");
            String message = String.valueOf(c.moto().message());
            if (!c.field().equals("outcome") || !c.step().operation().equals("TransactWriteItems")
                    || !"ValidationException".equals(c.moto().outcome()) || reasons == null
                    || !(message.contains("document path provided in the update expression is invalid")
                        || message.contains("refers to an attribute that does not exist")
                        || message.contains("incorrect data type")
                        || message.contains("Incorrect operand type for operator or function"))) {
                return false;
            }
            // Keyway Local's reasons: ValidationError for the failing update, or a failed condition that DynamoDB's
            // reading confirms (a condition is checked before the update applies)
            boolean cancelled = false;
            for (ConditionModel.Guard guard : c.step().model().guards()) {
                String reason = String.valueOf(reasons.get(guard.action()));
                if (reason.startsWith("ConditionalCheckFailed")) {
                    Map<String, AttributeValue> item = orEmpty(c.keywayBefore().item(guard.key()));
                    if (guard.condition() == null
                            || DynamoSemantics.evaluate(guard.condition(), item) != ConditionModel.Truth.FALSE) {
                        return false;
                    }
                    cancelled = true;
                } else if (reason.startsWith("ValidationError")) {
                    cancelled = true;
                }
            }
            return cancelled;
        }
    },

    /** moto ignores the ProjectionExpression of a TransactGetItems Get and returns whole items. */
    TRANSACT_GET_IGNORES_PROJECTION(
            "API Reference, TransactGetItems, Get: ProjectionExpression \"A string that identifies one or more"
            + " attributes of the specified item to retrieve from the table\"") {
        @Override
        boolean explains(Case c) {
            if (!c.field().equals("Responses")
                    || !(c.step().request() instanceof software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest get)) {
                return false;
            }
            List<?> mine = (List<?>) c.keyway().fields().get("Responses");
            List<?> theirs = (List<?>) c.moto().fields().get("Responses");
            for (int i = 0; i < get.transactItems().size(); i++) {
                software.amazon.awssdk.services.dynamodb.model.Get one = get.transactItems().get(i).get();
                Map<String, AttributeValue> item = c.keywayBefore().item(one.key());
                Map<String, AttributeValue> projected = item == null || one.projectionExpression() == null ? item
                        : ReturnedAttributes.atPaths(item, Projections.parse(one.projectionExpression(),
                                one.expressionAttributeNames()), false);
                String expected = projected == null || projected.isEmpty() ? "<none>" : Canonical.item(projected);
                Map<String, AttributeValue> whole = c.motoBefore().item(one.key());
                if (!mine.get(i).equals(expected) || !theirs.get(i).equals(whole == null ? "<none>" : Canonical.item(whole))) {
                    return false;
                }
            }
            return true;
        }
    },

    /**
     * moto answers a Query or Scan of a local secondary index with the index's projected attributes only;
     * DynamoDB fetches the attributes the index does not project (Select ALL_ATTRIBUTES, or named in the
     * ProjectionExpression) from the table.
     */
    LOCAL_INDEX_DOES_NOT_FETCH(
            "API Reference, Query, Select: \"If you query or scan a local secondary index and request only attributes"
            + " that are projected into that index, the operation will read only the index and not the table. If any of"
            + " the requested attributes are not projected into the local secondary index, DynamoDB fetches each of these"
            + " attributes from the parent table.\"") {
        @Override
        boolean explains(Case c) {
            String index = c.step().model().index();
            if (!c.field().equals("Items") || index == null || c.keywayBefore().global(index)) {
                return false;
            }
            String projection = c.step().request() instanceof QueryRequest query ? query.projectionExpression()
                    : ((ScanRequest) c.step().request()).projectionExpression();
            Map<String, String> names = c.step().request() instanceof QueryRequest query ? query.expressionAttributeNames()
                    : ((ScanRequest) c.step().request()).expressionAttributeNames();
            List<Map<String, AttributeValue>> expected = new java.util.ArrayList<>();
            for (Map<String, AttributeValue> item : c.keyway().items()) {
                Map<String, AttributeValue> projected = c.keywayBefore().projected(item, index);
                expected.add(projection == null ? projected
                        : ReturnedAttributes.atPaths(projected, Projections.parse(projection, names), false));
            }
            return Canonical.itemSet(expected).equals(c.moto().fields().get("Items"));
        }
    },

    /**
     * moto creates an item holding only the key when an UpdateItem whose actions only remove (REMOVE,
     * DELETE) targets an item that does not exist; DynamoDB does not create it.
     */
    REMOVING_UPDATE_CREATES_ITEM(
            "API Reference, UpdateItem: \"Edits an existing item's attributes, or adds a new item to the table if it does"
            + " not already exist\"; an update that only deletes attributes of an item that does not exist adds nothing"
            + " (measured against DynamoDB by other emulators; not spelled out in the documentation)") {
        @Override
        boolean explains(Case c) {
            return DeviationChecks.removingUpdateCreated(c);
        }
    },

    /**
     * moto fails with HTTP 500 ({@code TypeError: pop expected at most 1 argument, got 2}, {@code pop not
     * supported for DynamoType BS}) on a REMOVE of a map key under a value that is not a map (in a transaction,
     * a reason code {@code TypeError}); DynamoDB refuses the update as an invalid document path.
     */
    REMOVE_UNDER_NON_MAP_CRASHES(
            "Developer Guide, Update expressions, REMOVE: the document path must lead to an attribute of the item;"
            + " otherwise \"The document path provided in the update expression is invalid for update\"") {
        @Override
        boolean explains(Case c) {
            if (c.field().equals("outcome")) {
                return "ValidationException".equals(c.keyway().outcome())
                        && String.valueOf(c.keyway().message()).contains("document path provided in the update expression is invalid")
                        && crashed(c.moto(), "TypeError: pop (expected at most 1 argument, got 2|not supported for DynamoType \\w+)");
            }
            if (!c.field().equals("CancellationReasons")
                    || !(c.step().request() instanceof software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest)) {
                return false;
            }
            List<?> mine = (List<?>) c.keyway().fields().get("CancellationReasons");
            List<?> theirs = (List<?>) c.moto().fields().get("CancellationReasons");
            boolean any = false;
            for (ConditionModel.Guard guard : c.step().model().guards()) {
                int i = guard.action();
                if (mine.get(i).equals(theirs.get(i))) {
                    continue;
                }
                Map<String, AttributeValue> item = orEmpty(c.keywayBefore().item(guard.key()));
                if (!String.valueOf(mine.get(i)).startsWith("ValidationError") || !String.valueOf(theirs.get(i)).startsWith("TypeError")
                        || guard.targets().stream().noneMatch(path -> DeviationChecks.wrongParent(item, path))) {
                    return false;
                }
                any = true;
            }
            return any;
        }
    },

    /**
     * moto accepts an update whose document path runs through a value of the wrong type (a map key under a
     * list, a list index under a map or scalar) and leaves that action out; DynamoDB refuses the update.
     */
    NESTED_PATH_UNDER_WRONG_TYPE(
            "Developer Guide, Update expressions, SET: \"The document path provided in the update expression is invalid"
            + " for update\" when a path's parent is not a map (for a key) or a list (for an index)") {
        @Override
        boolean explains(Case c) {
            if (c.field().equals("CancellationReasons")) {
                return DeviationChecks.cancelledElsewhere(c);
            }
            if (!c.field().equals("outcome") || !c.moto().succeeded()) {
                return false;
            }
            if (c.step().request() instanceof UpdateItemRequest update) {
                Map<String, AttributeValue> item = orEmpty(c.keywayBefore().item(update.key()));
                return "ValidationException".equals(c.keyway().outcome())
                        && String.valueOf(c.keyway().message()).contains("document path provided in the update expression is invalid")
                        && c.step().model().updateTargets().stream().anyMatch(path -> DeviationChecks.wrongParent(item, path));
            }
            // in a transaction: DynamoDB cancels it, with ValidationError for that action
            List<?> reasons = (List<?>) c.keyway().fields().get("CancellationReasons");
            if (!c.step().operation().equals("TransactWriteItems") || reasons == null) {
                return false;
            }
            boolean any = false;
            for (ConditionModel.Guard guard : c.step().model().guards()) {
                String reason = String.valueOf(reasons.get(guard.action()));
                Map<String, AttributeValue> item = orEmpty(c.keywayBefore().item(guard.key()));
                if (reason.startsWith("ValidationError") && guard.targets().stream().anyMatch(path -> DeviationChecks.wrongParent(item, path))) {
                    any = true;
                } else if (!reason.equals("None")) {
                    return false;
                }
            }
            return any;
        }
    },

    /**
     * moto applies an update's actions one by one and keeps the effect of those before an action that fails;
     * DynamoDB applies an update whole or not at all.
     */
    PARTIAL_UPDATE_ON_ERROR(
            "API Reference, UpdateItem: an update that fails (ValidationException) does not change the item;"
            + " Developer Guide, Update expressions: the actions of one update expression are applied together") {
        @Override
        boolean explains(Case c) {
            if (!c.field().startsWith("contents ") || !(c.step().request() instanceof UpdateItemRequest update)) {
                return false;
            }
            boolean failedAlike = "ValidationException".equals(c.keyway().outcome()) && "ValidationException".equals(c.moto().outcome())
                    && Canonical.item(c.keywayBefore().item(update.key())).equals(Canonical.item(c.keywayAfter().item(update.key())));
            // moto's table item may come back while its index entries keep the partial update
            return failedAlike && (!c.field().equals("contents table")
                    || !Canonical.item(c.motoBefore().item(update.key())).equals(Canonical.item(c.motoAfter().item(update.key()))));
        }
    },

    /**
     * moto fails with HTTP 500 ({@code AttributeError: 'bytes' object has no attribute 'encode'}) on a parallel
     * Scan of a table whose partition key is binary.
     */
    PARALLEL_SCAN_OF_BINARY_KEYS(
            "API Reference, Scan, Segment and TotalSegments: a parallel scan of any table divides its items into"
            + " segments") {
        @Override
        boolean explains(Case c) {
            return c.field().equals("outcome") && c.keyway().succeeded()
                    && crashed(c.moto(), "AttributeError: 'bytes' object has no attribute 'encode'")
                    && c.step().request() instanceof ScanRequest scan && scan.totalSegments() != null;
        }
    },

    /**
     * moto does not count an expression attribute name followed by a list index in a ProjectionExpression
     * ({@code #l[0]}) as used, and refuses the request.
     */
    NAME_BEFORE_LIST_INDEX_IN_PROJECTION(
            "Developer Guide, Projection expressions and Expression attribute names: a document path such as"
            + " #pr.#ri[0] may use expression attribute names for any of its parts; every name given must be used,"
            + " and one used as #n[0] is used") {
        @Override
        boolean explains(Case c) {
            Observation moto = c.moto();
            if (!c.field().equals("outcome") || !c.keyway().succeeded() || !"ValidationException".equals(moto.outcome())
                    || moto.message() == null || !moto.message().contains("ExpressionAttributeNames unused")) {
                return false;
            }
            java.util.regex.Matcher keys = java.util.regex.Pattern.compile("#[A-Za-z0-9_]+").matcher(moto.message());
            String wire = c.step().wire();
            boolean any = false;
            while (keys.find()) {
                any = true;
                if (!wire.contains(keys.group() + "[")) {
                    return false;
                }
            }
            return any;
        }
    },

    /**
     * moto keeps only the last of several elements of one list a projection names ({@code l[2], l[0]} gives
     * {@code l: [l[0]]}); DynamoDB returns each named element.
     */
    SEVERAL_ELEMENTS_OF_ONE_LIST_PROJECTED(
            "Developer Guide, Projection expressions: a projection expression is a comma-separated list of document"
            + " paths, and the result holds the values at each of them (such as RelatedItems[0], RelatedItems[2])") {
        @Override
        boolean explains(Case c) {
            return DeviationChecks.severalListElements(c);
        }
    },

    /**
     * moto fails with HTTP 500 ({@code TypeError: argument of type 'Binary' is not iterable}) on a projection
     * path that runs through a value that is not a map; DynamoDB leaves the path out of the result.
     */
    PROJECTION_THROUGH_NON_MAP(
            "Developer Guide, Projection expressions: the result holds the attributes the expression names that the"
            + " item has; a document path the item does not have is not returned (no error is documented)") {
        @Override
        boolean explains(Case c) {
            return c.field().equals("outcome") && c.keyway().succeeded()
                    && crashed(c.moto(), "TypeError: argument of type '[\\w.]+' is not iterable")
                    && c.step().wire().contains("ProjectionExpression");
        }
    },

    /**
     * moto fails with HTTP 500 ({@code AssertionError} in its key-condition tokenizer) on a key condition
     * whose sort key condition is a BETWEEN written before the partition key condition.
     */
    BETWEEN_BEFORE_PARTITION_KEY_CONDITION(
            "Developer Guide, Key condition expressions for Query: the key condition is \"partitionKeyName = :value AND"
            + " sortKeyName BETWEEN :a AND :b\" or its terms in either order (AND is commutative)") {
        @Override
        boolean explains(Case c) {
            return c.field().equals("outcome") && c.keyway().succeeded() && crashed(c.moto(), "AssertionError.*")
                    && c.step().request() instanceof QueryRequest query
                    && query.keyConditionExpression().matches("^\\S+ BETWEEN \\S+ AND \\S+ AND .*");
        }
    },

    /**
     * moto fails with HTTP 500 ({@code AssertionError} in its update validator) when list_append names an
     * attribute the item lacks; DynamoDB refuses the update with a ValidationException.
     */
    LIST_APPEND_OF_MISSING_ATTRIBUTE(
            "Developer Guide, Update expressions, SET: list_append(list1, list2) takes two lists; an operand that"
            + " refers to an attribute the item does not have is refused (\"The provided expression refers to an"
            + " attribute that does not exist in the item\")") {
        @Override
        boolean explains(Case c) {
            if (c.step().request() instanceof UpdateItemRequest update) {
                // DynamoDB checks the condition first: a failed one answers ConditionalCheckFailed instead
                AttributeValue list = orEmpty(c.keywayBefore().item(update.key())).get("l");
                ConditionModel.Cond condition = c.step().model().guards().isEmpty() ? null : c.step().model().guards().get(0).condition();
                boolean failedCondition = "ConditionalCheckFailedException".equals(c.keyway().outcome()) && condition != null
                        && DynamoSemantics.evaluate(condition, orEmpty(c.keywayBefore().item(update.key()))) == ConditionModel.Truth.FALSE;
                return c.field().equals("outcome") && ("ValidationException".equals(c.keyway().outcome()) || failedCondition)
                        && crashed(c.moto(), "AssertionError.*") && update.updateExpression().contains("list_append(")
                        && (list == null || !list.hasL());
            }
            if (!c.field().equals("CancellationReasons")
                    || !(c.step().request() instanceof software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest write)) {
                return false;
            }
            // in a transaction moto names the reason after the AssertionError; DynamoDB's is ValidationError
            List<?> mine = (List<?>) c.keyway().fields().get("CancellationReasons");
            List<?> theirs = (List<?>) c.moto().fields().get("CancellationReasons");
            boolean any = false;
            for (int i = 0; i < mine.size(); i++) {
                if (mine.get(i).equals(theirs.get(i))) {
                    continue;
                }
                software.amazon.awssdk.services.dynamodb.model.Update action = write.transactItems().get(i).update();
                AttributeValue list = action == null ? null : orEmpty(c.keywayBefore().item(action.key())).get("l");
                if (action == null || !action.updateExpression().contains("list_append(") || (list != null && list.hasL())
                        || !String.valueOf(mine.get(i)).startsWith("ValidationError")
                        || !String.valueOf(theirs.get(i)).startsWith("AssertionError")) {
                    return false;
                }
                any = true;
            }
            return any;
        }
    },

    /**
     * moto crashes on an action of a transaction (an {@code AssertionError} or {@code ValueError} inside its
     * expression code, answered as a cancellation reason named after the Python exception). A Python
     * exception is never one of DynamoDB's reason codes; what the action should have answered is judged by
     * the conformance suite, not here.
     */
    CRASH_AS_CANCELLATION_REASON(
            "API Reference, TransactWriteItems, CancellationReason Code: one of None, ConditionalCheckFailed,"
            + " ItemCollectionSizeLimitExceeded, TransactionConflict, ProvisionedThroughputExceeded,"
            + " ThrottlingError, ValidationError") {
        @Override
        boolean explains(Case c) {
            if (!c.field().equals("CancellationReasons")
                    || !(c.step().request() instanceof software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest)) {
                return false;
            }
            List<?> mine = (List<?>) c.keyway().fields().get("CancellationReasons");
            List<?> theirs = (List<?>) c.moto().fields().get("CancellationReasons");
            boolean any = false;
            for (int i = 0; i < mine.size(); i++) {
                if (mine.get(i).equals(theirs.get(i))) {
                    continue;
                }
                if (!String.valueOf(theirs.get(i)).matches("(AssertionError|ValueError|TypeError|KeyError|IndexError).*")) {
                    return false;
                }
                any = true;
            }
            return any;
        }
    },

    /**
     * Not a moto deviation but a case DynamoDB's documentation leaves open: what {@code UPDATED_OLD} and
     * {@code UPDATED_NEW} return for a SET of a list index past the list's end, which appends the element at
     * another index than the path names. The comparison does not judge it.
     */
    UPDATED_PATH_APPENDED_TO_A_LIST(
            "API Reference, UpdateItem, ReturnValues, and Developer Guide, Update expressions, adding elements to a"
            + " list: neither says which path UPDATED_OLD or UPDATED_NEW names for an element appended by a SET past"
            + " the end of the list") {
        @Override
        boolean explains(Case c) {
            if (!c.field().equals("Attributes") || !(c.step().request() instanceof UpdateItemRequest update)
                    || update.returnValues() != ReturnValue.UPDATED_OLD && update.returnValues() != ReturnValue.UPDATED_NEW) {
                return false;
            }
            Map<String, AttributeValue> before = orEmpty(c.keywayBefore().item(update.key()));
            for (Expr.Path path : c.step().model().updateTargets()) {
                if (appendsToAList(before, path)) {
                    return true;
                }
            }
            return false;
        }

        private boolean appendsToAList(Map<String, AttributeValue> item, Expr.Path path) {
            AttributeValue value = item.get(path.attribute());
            for (Object element : path.elements().subList(1, path.elements().size())) {
                if (value == null) {
                    return false;
                }
                if (element instanceof Integer index) {
                    if (!value.hasL()) {
                        return false;
                    }
                    if (index >= value.l().size()) {
                        return true;
                    }
                    value = value.l().get(index);
                } else {
                    value = value.hasM() ? value.m().get(String.valueOf(element)) : null;
                }
            }
            return false;
        }
    };

    private final String rule;

    KnownMotoDeviation(String rule) {
        this.rule = rule;
    }

    /** The documented rule moto breaks, quoted from AWS's documentation. */
    String rule() {
        return rule;
    }

    /** Whether this deviation explains a difference. */
    abstract boolean explains(Case c);

    /** The deviation explaining a difference, or null. */
    static KnownMotoDeviation explaining(Case c) {
        for (KnownMotoDeviation deviation : values()) {
            if (deviation.explains(c)) {
                return deviation;
            }
        }
        return null;
    }

    /** moto's answer to a request it could not handle. */
    static boolean serverFailure(Observation observation) {
        return !observation.succeeded() && "500".equals(observation.fields().get("HTTP status"));
    }

    /** Whether moto answered HTTP 500 because of a Python exception matching a pattern. */
    static boolean crashed(Observation moto, String exception) {
        return serverFailure(moto) && moto.crash() != null && moto.crash().matches(exception);
    }

    private static Map<String, AttributeValue> orEmpty(Map<String, AttributeValue> item) {
        return item == null ? Map.of() : item;
    }
}
