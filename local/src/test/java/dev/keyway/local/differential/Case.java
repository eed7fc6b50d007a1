package dev.keyway.local.differential;

/**
 * A difference to decide: the step, the field that differs ({@code outcome} for success against error,
 * {@code contents table} and the like after a write), both answers, and both sides' table contents before
 * and after the step.
 */
record Case(Step step, String field, Observation keyway, Observation moto, TableState keywayBefore,
        TableState keywayAfter, TableState motoBefore, TableState motoAfter) {

    Case withField(String other) {
        return new Case(step, other, keyway, moto, keywayBefore, keywayAfter, motoBefore, motoAfter);
    }
}
