package dev.keyway.local.differential;

import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One generated request and how to observe its answer (a Query or Scan step pages to the end).
 *
 * @param operation the DynamoDB operation
 * @param request the request as generated (the first page's, for Query and Scan)
 * @param writes whether the step may change the table
 * @param feature what the step exercises, for figures and for matching known deviations
 * @param executor sends the request and observes the answer
 * @param model what the generator knows of the request's meaning, for deciding whether a difference is moto's
 */
record Step(String operation, SdkPojo request, boolean writes, String feature, Executor executor, Model model) {

    Step(String operation, SdkPojo request, boolean writes, String feature, Executor executor) {
        this(operation, request, writes, feature, executor, Model.NONE);
    }

    /**
     * The generator's knowledge of a request.
     *
     * @param guards the conditions of a write's items (one per transaction action)
     * @param filter a Query's or Scan's filter, or null
     * @param index the index a Query or Scan reads, or null
     * @param updateTargets the paths an update expression writes, or empty
     * @param removedTargets those of the update targets that REMOVE removes
     * @param partition a Query's partition key (attribute and value), or empty
     */
    record Model(java.util.List<ConditionModel.Guard> guards, ConditionModel.Cond filter, String index,
            java.util.List<Expr.Path> updateTargets, java.util.List<Expr.Path> removedTargets,
            java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> partition) {

        static final Model NONE = new Model(java.util.List.of(), null, null, java.util.List.of(), java.util.List.of(),
                java.util.Map.of());

        static Model guarded(java.util.List<ConditionModel.Guard> guards, java.util.List<Expr.Path> updateTargets,
                java.util.List<Expr.Path> removedTargets) {
            return new Model(guards, null, null, updateTargets, removedTargets, java.util.Map.of());
        }

        static Model read(ConditionModel.Cond filter, String index,
                java.util.Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> partition) {
            return new Model(java.util.List.of(), filter, index, java.util.List.of(), java.util.List.of(), partition);
        }
    }

    /** Sends a step's request to a client and reduces the answer. */
    @FunctionalInterface
    interface Executor {
        Observation run(DynamoDbClient client);
    }

    Observation runOn(DynamoDbClient client) {
        try {
            return executor.run(client);
        } catch (SdkException failure) {
            return Observation.error(failure);
        } catch (RuntimeException failure) {
            return Observation.error(software.amazon.awssdk.core.exception.SdkClientException.create(
                    failure.getClass().getName() + ": " + failure.getMessage(), failure));
        }
    }

    /** The request as DynamoDB's JSON, prefixed by the operation. */
    String wire() {
        return operation + " " + WireJson.of(request);
    }
}
