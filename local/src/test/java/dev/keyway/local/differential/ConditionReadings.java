package dev.keyway.local.differential;

import dev.keyway.local.differential.ConditionModel.Cond;
import dev.keyway.local.differential.ConditionModel.Guard;
import dev.keyway.local.differential.ConditionModel.Truth;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Decides whether a difference on a conditioned write or a filtered read comes from moto's reading of
 * the condition: both readings ({@link DynamoSemantics}, {@link MotoSemantics}) are taken on the item as
 * each side held it before the step; the difference is moto's when the readings differ and each side
 * answered exactly as its reading predicts.
 */
final class ConditionReadings {

    private static final String CHECK_FAILED = "ConditionalCheckFailedException";
    private static final String CANCELLED = "TransactionCanceledException";

    private ConditionReadings() {
    }

    static boolean explainsWrite(Case c) {
        List<Guard> guards = c.step().model().guards();
        if (guards.isEmpty() || !(c.field().equals("outcome") || c.field().equals("CancellationReasons"))) {
            return false;
        }
        Truth[] dynamo = new Truth[guards.size()];
        Truth[] moto = new Truth[guards.size()];
        boolean differ = false;
        for (int i = 0; i < guards.size(); i++) {
            Guard guard = guards.get(i);
            if (guard.condition() == null) {
                continue;
            }
            dynamo[i] = DynamoSemantics.evaluate(guard.condition(), orEmpty(c.keywayBefore().item(guard.key())));
            moto[i] = MotoSemantics.evaluate(guard.condition(), orEmpty(c.motoBefore().item(guard.key())));
            // moto's crash is a deviation in itself (DynamoDB evaluates every condition); otherwise both must know
            differ |= moto[i] == Truth.CRASH || (dynamo[i].known() && moto[i].known() && dynamo[i] != moto[i]);
        }
        if (!differ) {
            return false;
        }
        if (!c.step().operation().equals("TransactWriteItems")) {
            return c.field().equals("outcome") && single(c.keyway(), dynamo[0]) && single(c.moto(), moto[0]);
        }
        return transaction(c.keyway(), dynamo) && transaction(c.moto(), moto);
    }

    static boolean explainsRead(Case c) {
        Cond filter = c.step().model().filter();
        List<String> fields = List.of("Items", "Count", "Order", "Pages", "outcome");
        if (filter == null || !fields.contains(c.field())) {
            return false;
        }
        String index = c.step().model().index();
        boolean differ = false;
        boolean crash = false;
        for (Map<String, AttributeValue> item : c.keywayBefore().inIndex(index)) {
            if (!inPartition(item, c.step().model().partition())) {
                continue;
            }
            // a local index fetches the attributes it does not project from the table (API Reference, Query,
            // Select); a global one has only its projection
            boolean global = index != null && c.keywayBefore().global(index);
            Truth dynamo = DynamoSemantics.evaluate(filter, global ? c.keywayBefore().projected(item, index) : item);
            Map<String, AttributeValue> theirs = c.motoBefore().item(c.keywayBefore().keyOf(item));
            Truth moto = MotoSemantics.evaluate(filter, c.motoBefore().projected(orEmpty(theirs), index));
            if (moto == Truth.CRASH || (dynamo.known() && moto.known() && dynamo != moto)) {
                differ = true;
                crash |= moto == Truth.CRASH;
            }
        }
        if (c.field().equals("outcome")) {
            // moto's Scan turns the Python exception into a ValidationException "Bad Filter Expression: ..."
            boolean failed = KnownMotoDeviation.serverFailure(c.moto()) || ("ValidationException".equals(c.moto().outcome())
                    && String.valueOf(c.moto().message()).startsWith("Bad Filter Expression"));
            return crash && c.keyway().succeeded() && failed;
        }
        return differ;
    }

    /** Both readings of a step's conditions or filter on the items they were evaluated on, for the report. */
    static String describe(Case c) {
        StringBuilder out = new StringBuilder();
        for (Guard guard : c.step().model().guards()) {
            out.append("    action ").append(guard.action()).append(" item before: Keyway Local ")
                    .append(Canonical.item(c.keywayBefore().item(guard.key()))).append(", moto ")
                    .append(Canonical.item(c.motoBefore().item(guard.key()))).append('\n');
            if (guard.condition() != null) {
                out.append("    action ").append(guard.action()).append(": DynamoDB reading ")
                        .append(DynamoSemantics.evaluate(guard.condition(), orEmpty(c.keywayBefore().item(guard.key()))))
                        .append(", moto reading ")
                        .append(MotoSemantics.evaluate(guard.condition(), orEmpty(c.motoBefore().item(guard.key()))))
                        .append('\n');
            }
        }
        Cond filter = c.step().model().filter();
        if (filter != null) {
            String index = c.step().model().index();
            for (Map<String, AttributeValue> item : c.keywayBefore().inIndex(index)) {
                if (inPartition(item, c.step().model().partition())) {
                    Map<String, AttributeValue> view = c.keywayBefore().projected(item, index);
                    out.append("    filter: DynamoDB reading ").append(DynamoSemantics.evaluate(filter, view))
                            .append(", moto reading ").append(MotoSemantics.evaluate(filter, view))
                            .append(" on ").append(Canonical.item(view)).append('\n');
                }
            }
        }
        return out.toString();
    }

    private static boolean inPartition(Map<String, AttributeValue> item, Map<String, AttributeValue> partition) {
        return partition.entrySet().stream().allMatch(e -> item.containsKey(e.getKey()) && Canonical.same(item.get(e.getKey()), e.getValue()));
    }

    /** Whether a single write's answer is the one a reading of its condition predicts. */
    private static boolean single(Observation answer, Truth truth) {
        boolean failed = answer.outcome().equals(CHECK_FAILED);
        boolean crashed = KnownMotoDeviation.serverFailure(answer);
        return switch (truth) {
            case FALSE -> failed;
            case TRUE -> !failed && !crashed;
            case CRASH -> crashed;
            default -> !crashed; // DynamoDB's reading undecided: any answer but a crash
        };
    }

    /** Whether a transaction's answer is the one the readings of its conditions predict. */
    private static boolean transaction(Observation answer, Truth[] truths) {
        if (answer.succeeded()) {
            for (Truth truth : truths) {
                if (truth == Truth.FALSE || truth == Truth.CRASH) {
                    return false;
                }
            }
            return true;
        }
        if (KnownMotoDeviation.serverFailure(answer)) {
            return java.util.Arrays.asList(truths).contains(Truth.CRASH);
        }
        List<?> reasons = (List<?>) answer.fields().get("CancellationReasons");
        if (!answer.outcome().equals(CANCELLED) || reasons == null || reasons.size() != truths.length) {
            return false;
        }
        for (int i = 0; i < truths.length; i++) {
            String reason = String.valueOf(reasons.get(i));
            boolean pythonError = pythonError(reason);
            if (truths[i] == null) {
                continue;
            }
            boolean fits = switch (truths[i]) {
                case FALSE -> reason.startsWith("ConditionalCheckFailed");
                case TRUE -> !reason.startsWith("ConditionalCheckFailed") && !pythonError;
                case CRASH -> pythonError;
                default -> !pythonError; // DynamoDB's reading undecided
            };
            if (!fits) {
                return false;
            }
        }
        return true;
    }

    /** The cancellation reason codes DynamoDB documents (API Reference, TransactWriteItems). */
    static final List<String> DOCUMENTED_REASONS = List.of("None", "ConditionalCheckFailed", "ItemCollectionSizeLimitExceeded",
            "TransactionConflict", "ProvisionedThroughputExceeded", "ThrottlingError", "ValidationError");

    /** A reason code that is a Python exception's name, as moto gives when evaluating a condition raised one. */
    static boolean pythonError(String reason) {
        String code = reason.split(" ", 2)[0];
        return !DOCUMENTED_REASONS.contains(code) && code.matches("[A-Z][A-Za-z]*(Error|Exception)");
    }

    private static Map<String, AttributeValue> orEmpty(Map<String, AttributeValue> item) {
        return item == null ? Map.of() : item;
    }
}
